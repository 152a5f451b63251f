import { z } from 'zod'

/** Seed §3: a period of the award's timeline. */
export const periodSchema = z.object({
  id: z.string(),
  year: z.coerce.string(),
  periodId: z.number().int(),
  description: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  createdAt: z.string().nullish(),
  sendEmailBy: z.string().nullish(),
  sendEmailAt: z.string().nullish(),
  isActive: z.boolean().default(false),
})
export type Period = z.infer<typeof periodSchema>

export const editTimeSchema = z
  .object({
    id: z.string(),
    startAt: z.string().min(1, 'Enter the start time.'),
    endAt: z.string().min(1, 'Enter the end time.'),
    /** Move overlapping neighbours in the same step (docs/api.md "Periods"). */
    moveNeighbours: z.boolean().optional(),
  })
  .refine((v) => Date.parse(v.startAt) < Date.parse(v.endAt), { path: ['endAt'], message: 'The end must be after the start.' })
export type EditTimeInput = z.infer<typeof editTimeSchema>
