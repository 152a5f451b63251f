import { describeError } from '@/lib/api-errors'

export interface BulkOutcome {
  done: number
  failures: Array<{ title: string; error: unknown }>
}

/**
 * A bulk action as a loop over the single calls: one at a time, so the server's rules and its
 * activity log stay per item, and one failure does not stop the rest.
 */
export async function runOneByOne<T extends { title: string }>(
  items: readonly T[],
  run: (item: T) => Promise<unknown>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { done: 0, failures: [] }
  for (const item of items) {
    try {
      await run(item)
      outcome.done += 1
    } catch (error) {
      outcome.failures.push({ title: item.title, error })
    }
  }
  return outcome
}

/** One line per failed item, naming it: `"Title": what the server said`. */
export function describeFailure(failure: BulkOutcome['failures'][number]): string {
  return `"${failure.title}": ${describeError(failure.error).messages.join(' ')}`
}
