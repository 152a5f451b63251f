import { act } from '@testing-library/react'
import { outcomeText, publishedOutcome, type Stage } from '@/domain/award'
import { activateLanguage } from '@/i18n'

const published = (...phases: Stage[]) =>
  phases.map((phase) => ({ year: 2026, phase, publishedAt: '2026-11-20T03:00:00.000Z' }))
const proposal = (stage: Stage, winnerRank: number | null = null) => ({
  year: 2026,
  stage,
  winnerRank,
})

describe('a proposal’s published outcome', () => {
  it('tells only what is published: never an advance or a winner mark the committee has not published', () => {
    // Marked 1st place, but nothing is published yet.
    expect(publishedOutcome(proposal(3, 1), [])).toBeNull()
    // Only the Phase 1 results are out: a semi-finalist, though it already went on to Phase 3.
    expect(publishedOutcome(proposal(3, 1), published(1))).toEqual({ kind: 'semiFinalist' })
    // Phase 2's are out: a finalist; its rank waits for the winners.
    expect(publishedOutcome(proposal(3, 1), published(1, 2))).toEqual({ kind: 'finalist' })
    expect(publishedOutcome(proposal(3, 1), published(1, 2, 3))).toEqual({
      kind: 'winner',
      rank: 1,
    })
    expect(publishedOutcome(proposal(3), published(1, 2, 3))).toEqual({ kind: 'notWinner' })
    // Another year's results say nothing of this year's proposal.
    expect(
      publishedOutcome(proposal(3, 1), [...published(1, 2), { ...published(3)[0]!, year: 2025 }]),
    ).toEqual({ kind: 'finalist' })
  })

  it('says a proposal still in a published phase did not advance from it', () => {
    expect(publishedOutcome(proposal(1), published(1))).toEqual({ kind: 'notAdvanced', from: 1 })
    expect(publishedOutcome(proposal(2), published(1, 2))).toEqual({ kind: 'notAdvanced', from: 2 })
    expect(publishedOutcome(proposal(1), [])).toBeNull()
  })

  it('words each outcome in both languages, the winner with its rank as the glossary’s "Juara"', async () => {
    expect(outcomeText('Pompa', { kind: 'winner', rank: 2 })).toBe(
      'The winners are published: "Pompa" won 2nd place. Congratulations to your team!',
    )
    await act(() => activateLanguage('id'))
    expect(outcomeText('Pompa', { kind: 'winner', rank: 1 })).toBe(
      'Pemenang sudah diumumkan: "Pompa" meraih Juara 1. Selamat untuk tim Anda!',
    )
    expect(outcomeText('Pompa', { kind: 'semiFinalist' })).toBe(
      'Hasil Tahap 1 sudah diumumkan: "Pompa" menjadi semifinalis dan lolos ke Tahap 2.',
    )
    expect(outcomeText('Pompa', { kind: 'finalist' })).toBe(
      'Hasil Tahap 2 sudah diumumkan: "Pompa" menjadi finalis dan lolos ke grand final.',
    )
    expect(outcomeText('Pompa', { kind: 'notWinner' })).toBe(
      'Pemenang sudah diumumkan: "Pompa" tidak termasuk pemenang. Terima kasih atas partisipasi Anda di grand final.',
    )
  })
})
