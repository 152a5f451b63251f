import { z } from '@/lib/zod'

/** The `page` block of a paged table answer (docs/api.md "Paged tables and bulk selection"). */
export const pageInfoSchema = z.object({
  currentPage: z.number().int(),
  pageCount: z.number().int(),
  perPage: z.number().int(),
  totalCount: z.number().int(),
})
export type PageInfo = z.infer<typeof pageInfoSchema>
