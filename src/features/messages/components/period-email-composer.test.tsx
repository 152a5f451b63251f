import { screen, waitFor, within } from '@testing-library/react'
import { SEEDED } from '@/demo/db/seed'
import { demoStore } from '@/testing/demo-server'
import { testPublication } from '@/testing/publications'
import { renderRoute } from '@/testing/test-utils'

const P4 = 'Scoring for finalists'
const judges = () =>
  demoStore.db.users
    .filter((u) => u.roleName === 'Jury' && u.isActive)
    .sort((a, b) => a.name.localeCompare(b.name))

async function openComposer() {
  const { user } = renderRoute('/innovation-update/commitee?year=2026', { as: SEEDED.committee })
  const heading = await screen.findByRole('heading', { level: 3, name: new RegExp(P4) })
  const item = heading.closest('li')!
  await user.click(within(item).getByRole('button', { name: `Send e-mail: ${P4}` }))
  const composer = await screen.findByRole('dialog', { name: `E-mail: ${P4}` })
  await within(composer).findByRole('region', { name: 'The recipients' })
  return { user, composer }
}

describe('the period e-mail composer', () => {
  it('starts from the default words, lists the recipients with their count and previews the e-mail as the first of them reads it', async () => {
    const { user, composer } = await openComposer()
    const subject = within(composer).getByRole('textbox', { name: 'Subject' })
    expect((subject as HTMLInputElement).value).toMatch(/^"Scoring for finalists": /)
    expect(
      (within(composer).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value,
    ).toMatch(/^Score the Phase 2 proposals assigned to you/)
    // Nobody judges Phase 2 yet: the period is for every judge.
    const people = judges()
    expect(
      within(composer).getByRole('heading', {
        name: `Recipients: Everyone "${P4}" is for (${people.length} recipients)`,
      }),
    ).toBeInTheDocument()
    const list = within(composer).getByRole('region', { name: 'The recipients' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(people.map((p) => `${p.name} <${p.email}>`))
    const first = people[0]!
    expect(
      within(composer).getByRole('heading', { name: new RegExp(`^Preview: as ${first.name}`) }),
    ).toBeInTheDocument()

    // The committee's own words: the preview shows them as the recipient will read them.
    await user.clear(subject)
    await user.type(subject, 'Scoring opens next week')
    await waitFor(() =>
      expect(within(composer).getByText('Scoring opens next week')).toBeInTheDocument(),
    )
    expect(within(composer).getByText(new RegExp(`${first.name},`))).toBeInTheDocument()

    await user.click(within(composer).getByRole('button', { name: 'Send e-mail' }))
    const question = await screen.findByRole('dialog', { name: 'Send the e-mail?' })
    expect(question).toHaveTextContent(`Send the e-mail of "${P4}" to ${people.length} recipients?`)
    // A sent e-mail cannot be taken back: the focus is on NO.
    await waitFor(() => expect(within(question).getByRole('button', { name: 'NO' })).toHaveFocus())
    await user.click(within(question).getByRole('button', { name: 'YES' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const sent = (demoStore.db.mailbox ?? []).filter((m) => m.messageId)
    expect(sent.map((m) => m.to.id).sort()).toEqual(people.map((p) => p.id).sort())
    expect(sent.every((m) => m.subject === 'Scoring opens next week')).toBe(true)
  })

  it('keeps the text in each person’s own language when only the subject is changed, as the hint says', async () => {
    const people = judges()
    const [english, indonesian] = [people[0]!, people[1]!]
    demoStore.mutate((db) => {
      db.languages = { ...db.languages, [english.id]: 'en', [indonesian.id]: 'id' }
    })
    const { user, composer } = await openComposer()
    expect(within(composer).getByRole('textbox', { name: 'Text' })).toHaveAccessibleDescription(
      "Each person reads the subject and the text you leave as they are in their own language; what you change, everyone reads as you wrote it. Each e-mail ends with a link to the person's own screen.",
    )
    const subject = within(composer).getByRole('textbox', { name: 'Subject' })
    await user.clear(subject)
    await user.type(subject, 'Finalist scoring')
    await user.click(within(composer).getByRole('button', { name: 'Send e-mail' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Send the e-mail?' })).getByRole('button', {
        name: 'YES',
      }),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const mailOf = (id: string) =>
      (demoStore.db.mailbox ?? []).find((m) => m.messageId && m.to.id === id)!
    expect(mailOf(english.id).subject).toBe('Finalist scoring')
    expect(mailOf(english.id).text).toContain('Score the Phase 2 proposals assigned to you')
    expect(mailOf(indonesian.id).subject).toBe('Finalist scoring')
    expect(mailOf(indonesian.id).text).toContain(
      'Nilai proposal Tahap 2 yang ditugaskan kepada Anda',
    )
  })

  it('refuses an empty subject with a message on the field, sending nothing and keeping the text', async () => {
    const { user, composer } = await openComposer()
    const subject = within(composer).getByRole('textbox', { name: 'Subject' })
    const text = within(composer).getByRole('textbox', { name: 'Text' })
    await user.clear(subject)
    await user.type(text, ' See you there.')
    await user.click(within(composer).getByRole('button', { name: 'Send e-mail' }))
    expect(await within(composer).findByText('Enter the subject.')).toBeInTheDocument()
    expect(subject).toHaveAccessibleDescription('Enter the subject.')
    expect(subject).toHaveFocus()
    expect((text as HTMLTextAreaElement).value).toMatch(/See you there\.$/)
    expect(screen.queryByRole('dialog', { name: 'Send the e-mail?' })).not.toBeInTheDocument()
    expect(demoStore.db.messages ?? []).toEqual([])
  })

  it('says why the judges of a published phase are not on the list, and offers nothing to send', async () => {
    // This year's Phase 1 results are published before its scoring period has begun.
    demoStore.mutate((db) => {
      db.resultPublications = [...(db.resultPublications ?? []), testPublication(2026, 1)]
    })
    const { user } = renderRoute('/innovation-update/commitee?year=2026', { as: SEEDED.committee })
    const name = 'Scoring for semi-finalists'
    const heading = await screen.findByRole('heading', { level: 3, name: new RegExp(name) })
    await user.click(
      within(heading.closest('li')!).getByRole('button', { name: `Send e-mail: ${name}` }),
    )
    const composer = await screen.findByRole('dialog', { name: `E-mail: ${name}` })
    expect(
      await within(composer).findByText(
        /^Not sent to the judges: The Phase 1 results were published on .*: its scores can no longer change\.$/,
      ),
    ).toBeInTheDocument()
    expect(
      within(composer).getByText(
        "Nobody is in this period's audience now, so there is nobody to send it to.",
      ),
    ).toBeInTheDocument()
    expect(within(composer).getByRole('button', { name: 'Send e-mail' })).toBeDisabled()
  })
})
