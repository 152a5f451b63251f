import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query'
import { send } from '@/lib/api-client'
import { queryRoots } from '@/lib/query-keys'
import { useSendOnce } from '@/lib/send-once'
import { z } from '@/lib/zod'
import type { PeriodEmail } from '@/domain/award'
import { periodEmailPreviewSchema, type PeriodEmailInput } from '@/features/messages/schemas'

/** The committee's own words of a period e-mail, or none for the default one. */
export type PeriodEmailWords = Pick<PeriodEmailInput, 'subject' | 'text'>

/** The body of a period e-mail's call: `about` only for the e-mail of its innovation updates. */
const bodyOf = (about: PeriodEmail, words: PeriodEmailWords) =>
  about === 'period' ? words : { about, ...words }

export const periodEmailQueries = {
  /**
   * POST /period/{id}/email/recipients: who the period's e-mail reaches now and how the first of
   * them will read it. A dry run: it sends nothing, so it is read like a query.
   */
  preview: (periodId: string, about: PeriodEmail, words: PeriodEmailWords, language: string) =>
    queryOptions({
      // The default words and the preview are the server's, in the asking language.
      queryKey: [...queryRoots.messages, 'period-email', periodId, about, words, language] as const,
      queryFn: ({ signal }) =>
        send(
          'post',
          `/period/${encodeURIComponent(periodId)}/email/recipients`,
          bodyOf(about, words),
          {
            schema: periodEmailPreviewSchema,
            signal,
          },
        ),
      // The list and the preview stay while the words change, replaced once the new ones are in.
      placeholderData: keepPreviousData,
      staleTime: 30 * 1000,
    }),
}

/** The period as the send answers it: when and by whom its e-mails last went. */
const sentSchema = z.object({
  id: z.string(),
  sendEmailAt: z.nullish(z.string()),
  sendEmailBy: z.nullish(z.string()),
  updatesEmailAt: z.nullish(z.string()),
  updatesEmailBy: z.nullish(z.string()),
})

/**
 * POST /period/{id}/SendEmail: sends the period's e-mail, or its innovation updates' (`about`; the
 * backend delivers every e-mail);
 * `resend` once the committee confirmed sending it again. The timeline and the message history
 * load again.
 */
export function useSendPeriodEmail() {
  const queryClient = useQueryClient()
  return useSendOnce({
    mutationFn: (
      {
        periodId,
        about,
        words,
        resend,
      }: { periodId: string; about: PeriodEmail; words: PeriodEmailWords; resend: boolean },
      idempotencyKey: string,
    ) =>
      send(
        'post',
        `/period/${encodeURIComponent(periodId)}/SendEmail`,
        { ...bodyOf(about, words), ...(resend ? { resend } : {}) },
        { schema: sentSchema, idempotencyKey },
      ),
    meta: { errors: 'inline' },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.periods }),
        queryClient.invalidateQueries({ queryKey: queryRoots.messages }),
      ]),
  })
}
