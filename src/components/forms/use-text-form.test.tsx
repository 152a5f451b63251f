import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useTextForm } from '@/components/forms/use-text-form'
import { addMemberSchema, joinTeamSchema } from '@/features/teams/schemas'
import { render } from '@/testing/test-utils'

type Sent = { code: string }

/** A team-code form as the participant's home has it, with the server's answer in the test's hands. */
function JoinForm({
  given = '',
  send,
}: {
  given?: string
  send: (values: Sent) => Promise<string | null>
}) {
  const form = useTextForm<Sent>({ schema: joinTeamSchema, values: { code: given } })
  const submit = form.handleSubmit(async (values) => {
    const refused = await send(values)
    if (refused) form.setError('code', { type: 'server', message: refused })
    else form.reset({ code: '' })
  })
  const error = form.errors.code?.message
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <label htmlFor="code">Team code</label>
      <input
        id="code"
        aria-describedby={error ? 'code-error' : undefined}
        {...form.register('code')}
      />
      {error ? <p id="code-error">{error}</p> : null}
      <button type="submit" disabled={form.isSubmitting}>
        Join
      </button>
    </form>
  )
}

function MemberForm() {
  const form = useTextForm({ schema: addMemberSchema, values: { email: '' } })
  const submit = form.handleSubmit(() => undefined)
  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <input aria-label="Other" />
      <input aria-label="E-mail" {...form.register('email')} />
      <p>{form.errors.email?.message}</p>
      <button type="submit">Add</button>
    </form>
  )
}

describe('a form of a few text fields, without the forms’ library', () => {
  it('checks nothing before the first submit, then puts the message on the field and the focus in it', async () => {
    const user = userEvent.setup()
    const send = vi.fn(async () => null)
    render(<JoinForm send={send} />)
    const code = screen.getByLabelText('Team code')
    await user.type(code, 'abc')
    expect(screen.queryByText('A team code looks like ABC-1234.')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Join' }))
    expect(screen.getByText('A team code looks like ABC-1234.')).toBeInTheDocument()
    expect(code).toHaveFocus()
    expect(code).toHaveValue('abc')
    expect(send).not.toHaveBeenCalled()
  })

  it('checks each change after a submit, and sends the schema’s output (trimmed)', async () => {
    const user = userEvent.setup()
    const send = vi.fn(async () => null)
    render(<JoinForm send={send} />)
    const code = screen.getByLabelText('Team code')
    await user.click(screen.getByRole('button', { name: 'Join' }))
    expect(screen.getByText('Enter the team code.')).toBeInTheDocument()

    await user.type(code, ' ABC-12')
    expect(screen.getByText('A team code looks like ABC-1234.')).toBeInTheDocument()
    await user.type(code, '34 ')
    expect(screen.queryByText('A team code looks like ABC-1234.')).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Join' }))
    await waitFor(() => expect(send).toHaveBeenCalledWith({ code: 'ABC-1234' }))
    await waitFor(() => expect(code).toHaveValue(''))
  })

  it('shows the server’s refusal on its field, keeps what was typed, and is busy while sending', async () => {
    const user = userEvent.setup()
    let answer: (refused: string | null) => void = () => undefined
    const send = vi.fn(() => new Promise<string | null>((resolve) => (answer = resolve)))
    render(<JoinForm send={send} />)
    const code = screen.getByLabelText('Team code')
    await user.type(code, 'XYZ-0001')
    await user.click(screen.getByRole('button', { name: 'Join' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled())

    answer('No team has this code.')
    expect(await screen.findByText('No team has this code.')).toBeInTheDocument()
    expect(code).toHaveValue('XYZ-0001')
    expect(code).toHaveAccessibleDescription('No team has this code.')
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled()

    // Changing the field takes the refusal away.
    await user.type(code, '{Backspace}2')
    expect(screen.queryByText('No team has this code.')).not.toBeInTheDocument()
  })

  it('takes new values from outside (the server’s after a save) in place of the fields’, and starts afresh', async () => {
    const user = userEvent.setup()
    const send = vi.fn(async () => null)
    const { rerender } = render(<JoinForm given="ABC-1234" send={send} />)
    const code = screen.getByLabelText('Team code')
    expect(code).toHaveValue('ABC-1234')
    await user.clear(code)
    await user.click(screen.getByRole('button', { name: 'Join' }))
    expect(screen.getByText('Enter the team code.')).toBeInTheDocument()

    rerender(<JoinForm given="DEF-5678" send={send} />)
    expect(code).toHaveValue('DEF-5678')
    expect(screen.queryByText('Enter the team code.')).not.toBeInTheDocument()
    // Nothing is checked again until the next submit, as in a form just opened.
    await user.clear(code)
    expect(screen.queryByText('Enter the team code.')).not.toBeInTheDocument()
  })

  it('focuses the invalid field, not the first input of the form', async () => {
    const user = userEvent.setup()
    render(<MemberForm />)
    await user.type(screen.getByLabelText('E-mail'), 'dewi@')
    await user.click(screen.getByRole('button', { name: 'Add' }))
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveFocus()
  })
})
