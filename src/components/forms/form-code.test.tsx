import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { WithFormCode } from '@/components/forms/form-code'
import { codeOnDemand } from '@/lib/code-on-demand'
import { render } from '@/testing/test-utils'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

/** A form with a field, for where the focus goes when it arrives. */
function NameForm({ name }: { name: string }) {
  return (
    <form>
      <p>Hello {name}</p>
      <label>
        Name <input defaultValue={name} />
      </label>
    </form>
  )
}

/** A form's code that the test hands over when it likes, or refuses (offline). */
function controlledCode() {
  const attempts: {
    resolve: (c: typeof Greeting | typeof NameForm) => void
    reject: (e: Error) => void
  }[] = []
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting | typeof NameForm>((resolve, reject) => {
        attempts.push({ resolve, reject })
      }),
  )
  return { code: codeOnDemand(load), load, attempts }
}

const show = (code: ReturnType<typeof controlledCode>['code']) =>
  render(
    <WithFormCode code={code} frame={(state) => <section aria-label="Frame">{state}</section>}>
      {(Form) => <Form name="Dewi" />}
    </WithFormCode>,
  )

describe('a form whose code loads when it is opened', () => {
  it('says it is loading, then shows the form; a second opening has it at once, with one load', async () => {
    const { code, load, attempts } = controlledCode()
    const first = show(code)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…')
    expect(screen.getByRole('region', { name: 'Frame' })).toBeInTheDocument()
    await act(async () => attempts[0]!.resolve(Greeting))
    expect(await screen.findByText('Hello Dewi')).toBeInTheDocument()
    first.unmount()

    show(code)
    expect(screen.getByText('Hello Dewi')).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('says so when the code cannot be fetched, and fetches it again on Try again', async () => {
    const { code, load, attempts } = controlledCode()
    show(code)
    await act(async () => attempts[0]!.reject(new TypeError('Failed to fetch')))
    expect(
      await screen.findByRole('heading', { name: 'This part of the app could not be loaded' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/You may be offline/)).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('status')).toHaveTextContent('Loading the form…')
    await act(async () => attempts[1]!.resolve(Greeting))
    expect(await screen.findByText('Hello Dewi')).toBeInTheDocument()
  })

  it('fetches it again by itself when the device comes back online', async () => {
    const { code, load, attempts } = controlledCode()
    show(code)
    await act(async () => attempts[0]!.reject(new TypeError('Failed to fetch')))
    await screen.findByRole('heading', { name: 'This part of the app could not be loaded' })

    act(() => void window.dispatchEvent(new Event('online')))
    expect(load).toHaveBeenCalledTimes(2)
    await act(async () => attempts[1]!.resolve(Greeting))
    expect(await screen.findByText('Hello Dewi')).toBeInTheDocument()
  })

  it('keeps the focus on Try again where it goes: the loading line, then the form’s first field', async () => {
    const { code, attempts } = controlledCode()
    show(code)
    await act(async () => attempts[0]!.reject(new TypeError('Failed to fetch')))
    const tryAgain = await screen.findByRole('button', { name: 'Try again' })
    await userEvent.click(tryAgain)
    expect(tryAgain).not.toBeInTheDocument()
    const frame = screen.getByRole('region', { name: 'Frame' })
    expect(document.activeElement).not.toBe(document.body)
    expect(frame).toContainElement(document.activeElement as HTMLElement)
    expect(document.activeElement).toContainElement(screen.getByRole('status'))

    await act(async () => attempts[1]!.resolve(NameForm))
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus())
  })

  it('leaves the focus alone when it was elsewhere as the form arrives', async () => {
    const { code, attempts } = controlledCode()
    render(
      <>
        <button type="button">Elsewhere</button>
        <WithFormCode code={code}>{(Form) => <Form name="Dewi" />}</WithFormCode>
      </>,
    )
    screen.getByRole('button', { name: 'Elsewhere' }).focus()
    await act(async () => attempts[0]!.resolve(NameForm))
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus()
  })
})
