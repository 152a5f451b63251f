import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Pager, PagingBar } from '@/components/data/pager'
import { ConfirmProvider, useConfirm } from '@/components/feedback/confirm'
import { overrideConfirmation } from '@/components/feedback/override-confirmation'
import { ErrorState } from '@/components/feedback/states'
import { ToastProvider, useToast } from '@/components/feedback/toasts'
import { DateInput } from '@/components/forms/date-input'
import { invalidDateMessage } from '@/components/forms/date-text'
import { ReasonDialog } from '@/components/forms/reason-dialog'
import { activateLanguage } from '@/i18n'
import { NetworkFailure } from '@/lib/api-errors'
import { boundedText } from '@/lib/text-length'
import { render } from '@/testing/test-utils'

const indonesian = () => act(() => activateLanguage('id'))

function Ask({ override = false }: { override?: boolean }) {
  const confirm = useConfirm()
  const [answer, setAnswer] = useState('none')
  const ask = async () => {
    const options = override
      ? overrideConfirmation({
          items: [{ title: 'Pompa pintar', missing: 'nilai dari 2 juri' }],
          title: 'Loloskan',
          question: 'Loloskan "Pompa pintar"?',
          lacking: 'nilai Tahap 1',
          doing: 'meloloskan',
        }).options
      : { message: 'Finalisasi proposal?' }
    setAnswer(String(await confirm(options)))
  }
  return (
    <>
      <button onClick={() => void ask()}>ask</button>
      <output>{answer}</output>
    </>
  )
}

describe('the shared pieces in Bahasa Indonesia', () => {
  it('the confirmation reads "Konfirmasi" with YA and TIDAK, and changes language while open', async () => {
    const user = userEvent.setup()
    render(
      <ConfirmProvider>
        <Ask />
      </ConfirmProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'ask' }))
    expect(await screen.findByRole('dialog', { name: 'Confirmation' })).toBeInTheDocument()
    await indonesian()
    const dialog = await screen.findByRole('dialog', { name: 'Konfirmasi' })
    expect(within(dialog).getByRole('button', { name: 'TIDAK' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'YA' }))
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('true'))
  })

  it('an override names the one proposal in a sentence of its own', async () => {
    await indonesian()
    const user = userEvent.setup()
    render(
      <ConfirmProvider>
        <Ask override />
      </ConfirmProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'ask' }))
    const dialog = await screen.findByRole('dialog', { name: 'Loloskan' })
    expect(dialog).toHaveTextContent(
      'Proposal ini belum memiliki semua nilai Tahap 1, sehingga meloloskan proposal ini merupakan pengecualian:',
    )
    expect(
      within(dialog).getByRole('list', {
        name: 'Proposal yang belum memiliki semua nilai Tahap 1',
      }),
    ).toHaveTextContent('"Pompa pintar": nilai dari 2 juri')
    expect(dialog).toHaveTextContent('Lanjutkan meloloskan proposal ini sebagai pengecualian?')
  })

  it('a form dialog: its required field, Batal, and the validation message of a too short text', async () => {
    await indonesian()
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <ReasonDialog
          show
          title="Kembalikan proposal"
          reason={boundedText({ min: 10, max: 500, tooLong: 'Terlalu panjang.' })}
          submitText="Kembalikan"
          variant="warning"
          notDone="Proposal tidak dikembalikan."
          onClose={() => undefined}
          onSubmit={() => Promise.resolve()}
        >
          Tim dapat memperbaikinya.
        </ReasonDialog>
      </ToastProvider>,
    )
    expect(screen.getByRole('heading', { name: 'Kembalikan proposal' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument()
    const reason = screen.getByRole('textbox', { name: 'Alasan (wajib)' })
    await user.type(reason, 'Pendek')
    await user.click(screen.getByRole('button', { name: 'Kembalikan' }))
    expect(await screen.findByText('Gunakan minimal 10 karakter.')).toBeInTheDocument()
    expect(reason).toHaveValue('Pendek')
  })

  it('a date field: its hint, its calendar button and the message for text that is not a date', async () => {
    await indonesian()
    render(<DateInput id="start" what="tanggal mulai" value="" onChange={() => undefined} />)
    expect(screen.getByText('Misalnya 14 Des 2026')).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Pilih tanggal mulai dari kalender' }),
    ).toBeInTheDocument()
    expect(invalidDateMessage(false)).toBe(
      'Masukkan tanggal sebagai hari, bulan, dan tahun, misalnya 14 Des 2026.',
    )
    expect(invalidDateMessage(true)).toBe(
      'Masukkan tanggal dan waktu sebagai hari, bulan, tahun, dan jam:menit, misalnya 14 Des 2026 09:00.',
    )
  })

  it('a failure: its heading, what failed and Coba lagi', async () => {
    await indonesian()
    render(<ErrorState error={new NetworkFailure()} onRetry={() => undefined} />)
    expect(screen.getByRole('heading', { name: 'Data ini tidak dapat dimuat' })).toBeInTheDocument()
    expect(
      screen.getByText(
        'Server tidak dapat dihubungi. Periksa koneksi Anda; pekerjaan Anda tetap tersimpan dan Anda dapat mencoba lagi.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument()
  })

  it('toasts are titled "Kesalahan" and "Berhasil"', async () => {
    await indonesian()
    function Buttons() {
      const toast = useToast()
      return (
        <>
          <button onClick={() => toast.error('Gagal menyimpan')}>error</button>
          <button onClick={() => toast.success('Tersimpan')}>success</button>
        </>
      )
    }
    const user = userEvent.setup()
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    )
    await user.click(screen.getByRole('button', { name: 'error' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('KesalahanGagal menyimpan')
    await user.click(screen.getByRole('button', { name: 'success' }))
    expect((await screen.findByText('Tersimpan')).closest('.toast')).toHaveTextContent(
      'BerhasilTersimpan',
    )
    expect(screen.getAllByRole('button', { name: 'Tutup notifikasi' })).toHaveLength(2)
  })

  it('a list’s paging: "Menampilkan x–y dari z", rows per page and the page links', async () => {
    await indonesian()
    render(
      <PagingBar
        page={2}
        pageCount={3}
        perPage={10}
        perPageOptions={[10, 20]}
        total={23}
        shown={10}
        onPage={() => undefined}
        onPerPage={() => undefined}
      />,
    )
    expect(screen.getByText('Menampilkan 11–20 dari 23')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Per halaman' })).toHaveValue('10')
    const pages = screen.getByRole('navigation', { name: 'Halaman' })
    expect(within(pages).getByRole('button', { name: 'Halaman 3' })).toBeInTheDocument()
    expect(within(pages).getByRole('button', { name: 'Halaman berikutnya' })).toBeInTheDocument()
  })

  it('the page links a screen reader reads, the current, disabled and gap ones too, all in Indonesian', async () => {
    await indonesian()
    render(<Pager page={1} pageCount={9} onChange={() => undefined} />)
    const pages = screen.getByRole('navigation', { name: 'Halaman' })
    // What is read, hidden text included: no English word of the library's own.
    expect(pages.textContent).not.toMatch(/Previous|Next|More|current/)
    expect(within(pages).getByText('Halaman sebelumnya')).toHaveClass('visually-hidden')
    expect(within(pages).getByText('Halaman lainnya')).toHaveClass('visually-hidden')
    expect(within(pages).getByText('Halaman 1').parentElement).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(pages).getByRole('button', { name: 'Halaman 9' })).toBeInTheDocument()
  })
})
