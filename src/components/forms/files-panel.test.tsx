import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { ConfirmProvider } from '@/components/feedback/confirm'
import { ToastProvider } from '@/components/feedback/toasts'
import {
  FilesPanel,
  UploadsInForm,
  useUploadsInForm,
  type ShownFile,
} from '@/components/forms/files-panel'
import { STILL_WAITING_MS } from '@/config/constants'
import { uploadFieldRule } from '@/domain/uploads'
import { activateLanguage, loadAreaMessages } from '@/i18n'
import { render } from '@/testing/test-utils'
import { typedFile } from '@/testing/upload-files'

type Upload = (
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) => Promise<unknown>

const shown = (n: number): ShownFile[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `f${i}`,
    fileName: `photo-${i}.png`,
    size: 2048,
    uploadedAt: '2026-11-20T03:00:00Z',
    url: `/uploads/f${i}/photo-${i}.png`,
  }))

/** A form around the panel, which says whether it would let its submit go. */
function Form({ upload, files = [] }: { upload: Upload; files?: ShownFile[] }) {
  const uploads = useUploadsInForm()
  return (
    <>
      <UploadsInForm value={uploads.track}>
        <FilesPanel
          heading={(id) => <h2 id={id}>Files</h2>}
          files={files}
          noneYet="No files yet."
          uploadLabel="Attach a file"
          rule={uploadFieldRule('supporting')}
          max={5}
          editable
          upload={upload}
          remove={() => undefined}
          removing={false}
        />
      </UploadsInForm>
      <p>{uploads.pending ? 'Submit waits' : 'Submit may go'}</p>
    </>
  )
}

const renderForm = (upload: Upload, files?: ShownFile[]) =>
  render(
    <ToastProvider>
      <ConfirmProvider>
        <Form upload={upload} files={files} />
      </ConfirmProvider>
    </ToastProvider>,
  )

/** An upload that never answers, until it is cancelled (as a request whose signal is aborted). */
function hangingUpload() {
  const calls: Array<{ file: File; signal: AbortSignal }> = []
  const upload: Upload = (file, _onProgress, signal) => {
    calls.push({ file, signal })
    return new Promise((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(new Error('aborted'))),
    )
  }
  return { calls, upload }
}

const choose = (name: string) =>
  fireEvent.change(screen.getByLabelText('Attach a file'), {
    target: { files: [typedFile(name, 3000)] },
  })

describe('FilesPanel', () => {
  it('says when an upload is still waiting for the server, and cancels it: the form may submit again and nothing is shown as an error', async () => {
    const { calls, upload } = hangingUpload()
    renderForm(upload)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      choose('pump.png')
      await act(async () => {
        await vi.waitFor(() => expect(calls).toHaveLength(1))
      })
      expect(screen.getByRole('status')).toHaveTextContent('Uploading pump.png…')
      // act has run the panel's effects: the form knows.
      expect(screen.getByText('Submit waits')).toBeInTheDocument()
      expect(screen.getByLabelText('Attach a file')).toBeDisabled()
      act(() => vi.advanceTimersByTime(STILL_WAITING_MS))
      expect(screen.getByRole('status')).toHaveTextContent(
        'Uploading pump.png… still waiting for the server.',
      )
    } finally {
      vi.useRealTimers()
    }

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of pump.png' }))
    expect(calls[0]!.signal.aborted).toBe(true)
    expect(screen.getByLabelText('Attach a file')).toBeEnabled()
    expect(screen.getByLabelText('Attach a file')).toHaveFocus()
    expect(await screen.findByText('Submit may go')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
    await act(async () => {})
    expect(screen.queryByText(/aborted|cancelled/i)).not.toBeInTheDocument()
  })

  it('offline, holds the chosen file and sends it when the connection is back; a cancelled one is never sent', async () => {
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const { calls, upload } = hangingUpload()
      renderForm(upload)
      choose('a.png')
      expect(
        await screen.findByText(
          'You are offline: a.png is uploaded as soon as the connection is back.',
        ),
      ).toBeInTheDocument()
      expect(await screen.findByText('Submit waits')).toBeInTheDocument()
      fireEvent.click(screen.getByRole('button', { name: 'Cancel the upload of a.png' }))
      expect(await screen.findByText('Submit may go')).toBeInTheDocument()

      choose('b.png')
      await screen.findByText(
        'You are offline: b.png is uploaded as soon as the connection is back.',
      )
      expect(calls).toEqual([])

      offline.mockReturnValue(true)
      await act(async () => {
        window.dispatchEvent(new Event('online'))
      })
      await waitFor(() => expect(calls.map((c) => c.file.name)).toEqual(['b.png']))
      expect(screen.getByRole('status')).toHaveTextContent('Uploading b.png…')
      expect(await screen.findByText('Submit waits')).toBeInTheDocument()
    } finally {
      offline.mockRestore()
    }
  })

  it('says a file that could not reach the server was not uploaded, and to choose it again', async () => {
    const upload: Upload = () =>
      Promise.reject(Object.assign(new Error('Network Error'), { isAxiosError: true }))
    renderForm(upload)
    choose('report.pdf')
    expect(
      await screen.findByText(
        'report.pdf was not uploaded: the server cannot be reached. Choose it again once the connection is back.',
      ),
    ).toBeInTheDocument()
    // The form hears of it once the panel's effects have run.
    expect(await screen.findByText('Submit may go')).toBeInTheDocument()
    expect(screen.getByLabelText('Attach a file')).toBeEnabled()
  })

  it('says in the screen’s words that a file was not uploaded when the server fails, and shows what the server said', async () => {
    const upload: Upload = () =>
      Promise.reject(
        Object.assign(new Error('Request failed'), {
          isAxiosError: true,
          response: { status: 500, data: 'An unexpected error occurred.', headers: {} },
        }),
      )
    renderForm(upload)
    choose('report.pdf')
    expect(
      await screen.findByText(
        'report.pdf was not uploaded: the server had a problem. Choose it again to retry. An unexpected error occurred.',
      ),
    ).toBeInTheDocument()
  })

  it('opens the file field with a button of its own, worded in the screen’s language (the browser’s button is in the browser’s)', async () => {
    await act(async () => {
      await activateLanguage('id')
      await loadAreaMessages('participant')
    })
    const opened: unknown[] = []
    const click = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (
      this: HTMLInputElement,
    ) {
      opened.push(this)
    })
    try {
      renderForm(hangingUpload().upload)
      fireEvent.click(screen.getByText('Pilih berkas…'))
      expect(opened).toEqual([screen.getByLabelText('Attach a file')])
    } finally {
      click.mockRestore()
    }
  })

  it('at the most files allowed, offers no field but says to remove one first', () => {
    const { upload } = hangingUpload()
    const { unmount } = renderForm(upload, shown(5))
    expect(
      screen.getByText('5 of 5 files attached: remove one to add another.'),
    ).toBeInTheDocument()
    expect(screen.queryByLabelText('Attach a file')).not.toBeInTheDocument()
    unmount()
    renderForm(upload, shown(4))
    expect(screen.getByLabelText('Attach a file')).toBeEnabled()
  })
})
