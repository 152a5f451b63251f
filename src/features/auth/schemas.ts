import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { z } from '@/lib/zod'
import { shirtSizeSchema } from '@/config/shirt-sizes'
import { LANGUAGES } from '@/i18n/languages'

/** Role values as the API spells them (requirements R1.3: "Commitee" is spelled so). */
export const roleNameSchema = z.enum(['Commitee', 'Jury', 'Participant'])
export const ROLE = {
  committee: roleNameSchema.def.entries.Commitee,
  jury: roleNameSchema.def.entries.Jury,
  participant: roleNameSchema.def.entries.Participant,
} as const
export type RoleName = z.infer<typeof roleNameSchema>

/** An interface language: `id` (Bahasa Indonesia) or `en` (English). */
export const languageSchema = z.enum(LANGUAGES, {
  error: () => translate(msg`Choose the language: id (Bahasa Indonesia) or en (English).`),
})

/** GET /auth: the signed-in person. `roleName` is null for someone who has not registered yet. */
export const currentUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  unit: z.nullish(z.string()),
  phone: z.nullish(z.string()),
  shirtSize: z.nullish(shirtSizeSchema),
  roleName: z.nullable(roleNameSchema),
  isActive: z._default(z.boolean(), true),
  isRegistered: z._default(z.boolean(), true),
  createdAt: z.optional(z.string()),
  /** The language the person chose for their account (requirements R17.2); null: never chosen. */
  language: z.nullish(languageSchema),
})
export type CurrentUser = z.infer<typeof currentUserSchema>

/** PUT /auth/language: the language the signed-in person reads the app in, for every device. */
export const languageChoiceSchema = z.object({ language: languageSchema })
