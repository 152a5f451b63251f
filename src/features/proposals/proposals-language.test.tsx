import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ToastProvider } from '@/components/feedback/toasts'
import { ReturnDialog } from '@/features/proposals/components/return-dialog'
import { StatusBadge } from '@/features/proposals/components/status-badge'
import { entryFieldsSchema, validateEntry } from '@/features/proposals/entry-fields'
import { nextAction } from '@/features/proposals/entry-rules'
import { proposalCsvColumns } from '@/features/proposals/export-proposals'
import { uploadProblem } from '@/domain/uploads'
import { activateLanguage } from '@/i18n'
import { render } from '@/testing/test-utils'

const indonesian = () => act(() => activateLanguage('id'))

describe('the proposals feature in Bahasa Indonesia', () => {
  it('the return dialog: its heading, its buttons and its validation message', async () => {
    const user = userEvent.setup()
    await indonesian()
    render(
      <ToastProvider>
        <ReturnDialog
          show
          subject='"Pompa pintar"'
          onClose={() => undefined}
          onSubmit={() => Promise.resolve()}
        />
      </ToastProvider>,
    )
    const dialog = await screen.findByRole('dialog', { name: 'Kembalikan ke tim' })
    expect(dialog).toHaveTextContent('Kembalikan "Pompa pintar" ke tim?')
    await user.click(within(dialog).getByRole('button', { name: 'Kembalikan ke tim' }))
    expect(
      await within(dialog).findByText('Jelaskan mengapa formulir dikembalikan ke tim.'),
    ).toBeInTheDocument()
  })

  it('a status badge follows the language as it changes', async () => {
    render(<StatusBadge status="Returned" />)
    expect(screen.getByText('Returned')).toBeInTheDocument()
    await indonesian()
    expect(await screen.findByText('Dikembalikan')).toBeInTheDocument()
  })

  it('the rules shared with the demo API speak the language active when they run', async () => {
    const wrongType = { name: 'catatan.txt', size: 10 }
    expect(uploadProblem('poster', wrongType)).toBe(
      '"catatan.txt" cannot be used: a poster must be PDF, PNG or JPEG.',
    )
    expect(validateEntry(1, {}, { strict: true }).background).toBe(
      'Background and problem is required.',
    )
    await indonesian()
    expect(uploadProblem('poster', wrongType)).toBe(
      '"catatan.txt" tidak dapat digunakan: poster harus berformat PDF, PNG, atau JPEG.',
    )
    // Written as Indonesian writes numbers; just over the limit is never said as the limit.
    expect(uploadProblem('presentation', { name: 'slide.pdf', size: 20 * 1024 * 1024 + 1 })).toBe(
      '"slide.pdf" berukuran 20,1 MB; presentasi maksimal 20 MB.',
    )
    expect(uploadProblem('presentation', { name: 'slide.pdf', size: 21 * 1024 * 1024 })).toBe(
      '"slide.pdf" berukuran 21 MB; presentasi maksimal 20 MB.',
    )
    const errors = validateEntry(1, { estimatedValue: 'banyak' }, { strict: true })
    expect(errors.background).toBe('Latar belakang dan masalah wajib diisi.')
    expect(errors.estimatedValue).toBe(
      'Masukkan jumlah rupiah, misalnya 1.500.000.000 atau 1,5 miliar.',
    )
    // What the demo API answers for a save whose fields break the rules.
    const refused = entryFieldsSchema(2).safeParse({
      paybackMonths: 'soon',
      shirtSizes: { u1: 'huge' },
    })
    expect(refused.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Masukkan jumlah bulan berupa bilangan bulat dari 0 sampai 600.',
      'Pilih salah satu dari enam ukuran kaos.',
    ])
    const draft = { title: 'Dasbor suara pelanggan', year: 2026 }
    expect(
      nextAction({ ...draft, phase: 1, status1: 'Returned', status2: null, winnerRank: null }),
    ).toBe('Komite mengembalikan formulir: baca alasannya, ubah formulir, lalu finalisasi lagi.')
    // The committee's review is "tinjauan" (docs/glossary.md).
    expect(
      nextAction({
        ...draft,
        phase: 2,
        status1: 'Approved',
        status2: 'Finalized',
        winnerRank: null,
      }),
    ).toBe('Tunggu tinjauan komite atas formulir Tahap 2.')
    // A semi-finalist whose Phase 2 entry was never finalized, once the Phase 2 results are out.
    expect(
      nextAction(
        { ...draft, phase: 2, status1: 'Approved', status2: 'Draft', winnerRank: null },
        null,
        [{ year: 2026, phase: 2, publishedAt: '2026-12-20T03:00:00.000Z' }],
      ),
    ).toBe(
      'Hasil Tahap 2 sudah diumumkan: "Dasbor suara pelanggan" tidak difinalisasi tepat waktu, sehingga tidak dinilai dan tidak lolos ke Tahap 3.',
    )
    expect(proposalCsvColumns().map((c) => c.header)).toEqual([
      'Id',
      'Tahun',
      'Judul',
      'Tim',
      'Unit kerja',
      'Kategori',
      'Tahap yang dicapai',
      'Status Tahap 1',
      'Status Tahap 2',
      'Peringkat pemenang',
      'Diperbarui',
    ])
  })
})
