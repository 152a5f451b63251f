import { act } from '@testing-library/react'
import {
  advanceVerdict,
  audienceLabel,
  describeChange,
  editEntryVerdict,
  planStart,
  publishScoringNote,
  reminderVerdict,
  startProposalVerdict,
} from '@/domain/award'
import { periodsFor } from '@/domain/award/lifecycle.table'
import { activateLanguage } from '@/i18n'
import { formatDate, formatDateTime } from '@/lib/dates'

const NOW = Date.parse('2026-11-21T03:00:00.000Z')
const leader = { role: 'Participant' as const, isMember: true, isLeader: true }

describe('the award’s rules read in the language shown', () => {
  it('gives its reasons in Bahasa Indonesia, with the periods’ Indonesian names, once Indonesian is chosen', async () => {
    await act(() => activateLanguage('id'))
    expect(
      startProposalVerdict({
        periods: periodsFor(3, NOW),
        now: NOW,
        role: 'Participant',
        hasTeam: true,
        phase1PublishedAt: null,
      }),
    ).toEqual({
      ok: false,
      reason:
        'Pembuatan proposal hanya dibuka selama "Tahap 1: pemilihan dan pengajuan proposal". Periode yang aktif adalah "Tahap 2: innovation camp dan presentasi semifinalis". Proposal baru hanya dapat dibuat selama Tahap 1 dibuka.',
    })
    const periods = periodsFor(2, NOW)
    const phase2 = periods.find((p) => p.periodId === 3)!
    expect(
      editEntryVerdict({
        periods,
        now: NOW,
        publishedAt: null,
        person: leader,
        proposal: { stage: 2, status1: 'Approved', status2: 'Draft' },
        phase: 2,
      }),
    ).toEqual({
      ok: false,
      reason: `Formulir Tahap 2 hanya dibuka selama "Tahap 2: innovation camp dan presentasi semifinalis". Periode yang aktif adalah "Penilaian semifinalis". Periode itu dijadwalkan dibuka pada ${formatDate(phase2.startAt)}.`,
    })
    // An entry's status and a count are said in Indonesian too (no plural forms there).
    expect(
      advanceVerdict({
        role: 'Commitee',
        proposal: { stage: 1, status1: 'Finalized', status2: null },
      }),
    ).toEqual({
      ok: false,
      reason:
        'Hanya formulir Tahap 1 yang sudah disetujui yang dapat diloloskan; status formulir ini: Sudah difinalisasi.',
    })
    expect(
      publishScoringNote({
        phase: 2,
        progress: { assigned: 4, submitted: 3 },
        periods: periodsFor(3, NOW),
        now: NOW,
      }),
    ).toBe(
      '1 dari 4 lembar nilai Tahap 2 belum dikirim. Publikasi menutup penilaian Tahap 2: sejak itu tidak ada nilai Tahap 2 yang dapat disimpan atau dikirim, bahkan selama "Penilaian finalis".',
    )
    expect(audienceLabel(5)).toBe('Peserta dan juri')
    // Why a reminder of a published phase's open work is not offered, as the reminder buttons say it.
    const published = [{ year: 2026, phase: 1 as const, publishedAt: '2026-05-04T03:00:00.000Z' }]
    const date = formatDateTime('2026-05-04T03:00:00.000Z')
    expect(reminderVerdict({ kind: 'openSheets', year: 2026, phase: 1 }, published)).toEqual({
      ok: false,
      reason: `Hasil Tahap 1 sudah dipublikasikan pada ${date}: nilainya tidak dapat diubah lagi.`,
    })
    expect(reminderVerdict({ kind: 'unfinalized', year: 2026, phase: 1 }, published)).toEqual({
      ok: false,
      reason: `Hasil Tahap 1 sudah dipublikasikan pada ${date}: formulirnya sudah final, dan tim sudah diberi tahu hasilnya.`,
    })
    expect(reminderVerdict({ kind: 'unfinalized', year: 2026, phase: 2 }, published).ok).toBe(true)
  })

  it('names what a timeline change moves in Indonesian', async () => {
    await act(() => activateLanguage('id'))
    const plan = planStart(periodsFor(1, NOW), periodsFor(1, NOW)[1]!.id, NOW)
    if (!plan.ok) throw new Error(plan.reason)
    const started = plan.changes.find((c) => c.kind === 'started')!
    expect(describeChange(started)).toBe(
      `"Penilaian semifinalis": menjadi periode aktif mulai sekarang, berlangsung ${formatDateTime(started.to.startAt)} – ${formatDateTime(started.to.endAt)} (sebelumnya ${formatDateTime(started.from.startAt)} – ${formatDateTime(started.from.endAt)})`,
    )
  })

  it('keeps a period’s own description when the committee’s data names it otherwise', async () => {
    await act(() => activateLanguage('id'))
    const periods = periodsFor(3, NOW).map((p) =>
      p.periodId === 1 ? { ...p, description: 'Pendaftaran ide' } : p,
    )
    const verdict = startProposalVerdict({
      periods,
      now: NOW,
      role: 'Participant',
      hasTeam: true,
      phase1PublishedAt: null,
    })
    expect(verdict.ok ? '' : verdict.reason).toMatch(
      /^Pembuatan proposal hanya dibuka selama "Pendaftaran ide"\./,
    )
  })
})
