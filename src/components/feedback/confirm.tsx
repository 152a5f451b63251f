import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import type { ConfirmDialog, ConfirmOptions } from '@/components/feedback/confirm-dialog'
import { codeOnDemand } from '@/lib/code-on-demand'

export type { ConfirmOptions }

type Confirm = (options: ConfirmOptions) => Promise<boolean>

const ConfirmContext = createContext<Confirm | null>(null)

type Dialog = typeof ConfirmDialog

/**
 * The dialog's code (Bootstrap's modal) is not the first visit's: no question is asked on the
 * landing. The build puts it with the code every signed-in screen shares (vite.config.ts), so a
 * screen that asks has it already and it shows at once. Elsewhere (unit tests, the dev server) it
 * starts loading with the provider. A load that failed (offline before it was ever fetched) is not
 * kept: the next question tries again.
 */
const dialogCode = codeOnDemand(() =>
  import('@/components/feedback/confirm-dialog').then((module) => module.ConfirmDialog),
)

/**
 * `load` fetches the dialog's code: the default shares one load across the app (tests pass their
 * own, as the module cache is shared between test files). A provider mounted once the code is in
 * has it from its first render, and asks for nothing.
 */
export function ConfirmProvider({
  children,
  load = dialogCode.load,
}: {
  children: ReactNode
  load?: () => Promise<Dialog>
}) {
  const [options, setOptions] = useState<ConfirmOptions | null>(null)
  const [Dialog, setDialog] = useState<Dialog | null>(() =>
    load === dialogCode.load ? (dialogCode.loaded() ?? null) : null,
  )
  const resolver = useRef<((value: boolean) => void) | null>(null)
  const hasDialog = Dialog !== null

  useEffect(() => {
    if (import.meta.env.PROD || hasDialog) return
    let live = true
    load().then(
      (loaded) => live && setDialog(() => loaded),
      // Asked again with the first question.
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [load, hasDialog])

  const confirm = useCallback<Confirm>(
    async (next) => {
      resolver.current?.(false)
      resolver.current = null
      let loaded: Dialog
      try {
        loaded = await load()
      } catch {
        // Without its dialog the question cannot be asked: the answer is NO, and nothing is done.
        return false
      }
      setDialog(() => loaded)
      setOptions(next)
      return new Promise<boolean>((resolve) => {
        resolver.current = resolve
      })
    },
    [load],
  )

  const close = (answer: boolean) => {
    resolver.current?.(answer)
    resolver.current = null
    setOptions(null)
  }

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {Dialog ? <Dialog options={options} close={close} /> : null}
    </ConfirmContext.Provider>
  )
}

export function useConfirm(): Confirm {
  const context = useContext(ConfirmContext)
  if (!context) throw new Error('useConfirm must be used inside ConfirmProvider')
  return context
}
