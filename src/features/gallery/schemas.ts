import { z } from '@/lib/zod'

/** A proposal's poster as the gallery shows it: an image or a file (PDF) under /uploads/. */
export const posterSchema = z.object({
  url: z.string(),
  contentType: z.string(),
  fileName: z.string(),
})
export type Poster = z.infer<typeof posterSchema>

/** GET /proposal/gallery: one published proposal of the year. */
export const galleryItemSchema = z.object({
  id: z.string(),
  year: z.int(),
  category: z.int(),
  title: z.string(),
  phase: z.int(),
  teamName: z.string(),
  unit: z.string(),
  winnerRank: z.nullable(z.int()),
  poster: z.nullable(posterSchema),
})
export type GalleryItem = z.infer<typeof galleryItemSchema>

/** GET /proposal/gallery/winners: one earlier year of the award with its published winners (maybe none). */
export const galleryYearWinnersSchema = z.object({
  year: z.int(),
  winners: z.array(galleryItemSchema),
})
export type GalleryYearWinners = z.infer<typeof galleryYearWinnersSchema>

/** GET /proposal/gallery/{id}: a published proposal with its team and its Phase 1 summary. */
export const galleryProposalSchema = z.extend(galleryItemSchema, {
  team: z.object({
    name: z.string(),
    unit: z.string(),
    leaderName: z.string(),
    memberNames: z.array(z.string()),
  }),
  summary: z.object({
    background: z.string(),
    solution: z.string(),
    benefits: z.string(),
  }),
})
export type GalleryProposal = z.infer<typeof galleryProposalSchema>
