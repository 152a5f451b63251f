import { QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { ReactNode } from 'react'
import { z } from '@/lib/zod'
import { configureApiClient, IDEMPOTENCY_HEADER, send } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'
import { useSendOnce } from '@/lib/send-once'
import { server } from '@/testing/demo-server'
import { offContractAnswer, problemAnswer } from '@/testing/fake-answers'

const created = z.object({ id: z.string() })

/** The probe answers each request after `release()`; `answer` decides how. */
function probe(answer: (n: number) => Response = () => HttpResponse.json({ id: 'r1' })) {
  const keys: Array<string | null> = []
  const waiting: Array<() => void> = []
  server.use(
    http.post(
      '*/api/probe',
      offContractAnswer(async ({ request }) => {
        keys.push(request.headers.get(IDEMPOTENCY_HEADER))
        const n = keys.length
        await new Promise<void>((resolve) => waiting.push(resolve))
        return answer(n)
      }),
    ),
  )
  const release = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0))
    waiting.splice(0).forEach((go) => go())
  }
  return { keys, release }
}

function useProbe() {
  return useSendOnce({
    mutationFn: (body: { title: string }, idempotencyKey) =>
      send('post', '/probe', body, { schema: created, idempotencyKey }),
  })
}

function renderProbe() {
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useProbe(), { wrapper })
}

/** Sends each title as a submission, one after another, each answered (or failed) before the next. */
async function sendEach(
  result: ReturnType<typeof renderProbe>['result'],
  release: () => Promise<void>,
  titles: string[],
) {
  for (const title of titles) {
    let attempt!: Promise<unknown>
    act(() => {
      attempt = result.current.mutateAsync({ title })
    })
    await release()
    await act(async () => {
      await attempt.catch(() => undefined)
    })
  }
}

describe('useSendOnce', () => {
  beforeEach(() =>
    configureApiClient({ baseUrl: '', hooks: { getAccessToken: async () => 'token' } }),
  )

  it('sends a doubled submission once, busy until the answer, with an Idempotency-Key', async () => {
    const { keys, release } = probe()
    const { result } = renderProbe()
    let first!: Promise<unknown>
    let second!: Promise<unknown>
    act(() => {
      first = result.current.mutateAsync({ title: 'A' })
      second = result.current.mutateAsync({ title: 'A' })
    })
    expect(result.current.isPending).toBe(true)
    await release()
    await act(async () => {
      await expect(first).resolves.toEqual({ id: 'r1' })
      await expect(second).resolves.toEqual({ id: 'r1' })
    })
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(result.current.isPending).toBe(false)
  })

  it('reuses the key when the same submission is retried after no answer or a 5xx, and takes a new one after an answer', async () => {
    const { keys, release } = probe((n) =>
      n === 1
        ? HttpResponse.error()
        : n === 2
          ? HttpResponse.json({ title: 'Busy' }, { status: 503 })
          : HttpResponse.json({ id: `r${n}` }),
    )
    const { result } = renderProbe()
    await sendEach(result, release, ['A', 'A', 'A'])
    // A new submission after the answered one is a new attempt.
    let next!: Promise<unknown>
    act(() => {
      next = result.current.mutateAsync({ title: 'A' })
    })
    await release()
    await act(async () => {
      await next
    })
    expect(keys).toHaveLength(4)
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).toBe(keys[0])
    expect(keys[3]).not.toBe(keys[0])
  })

  it('reuses the key when an answer could not be read (the server did it): sending again creates nothing twice', async () => {
    const { keys, release } = probe((n) =>
      n === 1 ? HttpResponse.json({ identifier: 'r1' }) : HttpResponse.json({ id: 'r1' }),
    )
    const { result } = renderProbe()
    await sendEach(result, release, ['A', 'A'])
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
  })

  it('takes a new key when the retried submission says something else, or the server refused it', async () => {
    const { keys, release } = probe((n) =>
      n === 1
        ? HttpResponse.error()
        : n === 2
          ? problemAnswer(400, { title: 'Bad' })
          : HttpResponse.json({ id: 'r' }),
    )
    const { result } = renderProbe()
    await sendEach(result, release, ['A', 'B', 'B'])
    expect(new Set(keys).size).toBe(3)
  })

  it('sends two different submissions (two rows) side by side', async () => {
    const { keys, release } = probe()
    const { result } = renderProbe()
    let both!: Promise<unknown>
    act(() => {
      both = Promise.all([
        result.current.mutateAsync({ title: 'A' }),
        result.current.mutateAsync({ title: 'B' }),
      ])
    })
    await waitFor(() => expect(keys).toHaveLength(2))
    await release()
    await act(async () => {
      await both
    })
    expect(keys[0]).not.toBe(keys[1])
  })
})
