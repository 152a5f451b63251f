import { z } from '@/lib/zod'

/** The `page` block of a paged table answer (docs/api.md "Paged tables and bulk selection"). */
export const pageInfoSchema = z.object({
  currentPage: z.int(),
  pageCount: z.int(),
  perPage: z.int(),
  totalCount: z.int(),
})
export type PageInfo = z.infer<typeof pageInfoSchema>
