import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'
import { z } from '@/lib/zod'
import { SHIRT_SIZE_CODES, shirtSizeSchema } from '@/config/shirt-sizes'
import { boundedText } from '@/lib/text-length'

export const teamMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  unit: z.string(),
  phone: z.nullish(z.string()),
  shirtSize: z.nullable(shirtSizeSchema),
  isLeader: z.boolean(),
})
export type TeamMember = z.infer<typeof teamMemberSchema>

/** A team of a year (docs/api.md "Team"); `maxMembers` is the API's limit, never hard-coded here. */
export const teamSchema = z.object({
  id: z.string(),
  year: z.int(),
  name: z.string(),
  code: z.string(),
  unit: z.string(),
  leaderId: z.string(),
  leaderName: z.string(),
  maxMembers: z.int(),
  members: z.array(teamMemberSchema),
  createdAt: z.string(),
})
export type Team = z.infer<typeof teamSchema>

/** POST /registration. */
export const registrationSchema = z.object({
  name: boundedText({
    min: 1,
    tooShort: () => translate(msg`Enter your name.`),
    max: 100,
    tooLong: () => translate(msg`Use at most 100 characters.`),
  }),
  unit: boundedText({
    min: 1,
    tooShort: () => translate(msg`Enter your unit.`),
    max: 100,
    tooLong: () => translate(msg`Use at most 100 characters.`),
  }),
  phone: z.string().check(
    z.trim(),
    z.minLength(1, { error: () => translate(msg`Enter your phone number.`) }),
    z.regex(/^\+?[0-9][0-9 -]{7,18}[0-9]$/, {
      error: () =>
        translate(msg`Enter a phone number of 9 to 20 digits, for example 0812 3456 7890.`),
    }),
  ),
  shirtSize: z.enum(SHIRT_SIZE_CODES, {
    error: () => translate(msg`Choose your T-shirt size.`),
  }),
})
export type RegistrationInput = z.infer<typeof registrationSchema>

export const teamNameSchema = z.object({
  name: boundedText({
    min: 1,
    tooShort: () => translate(msg`Enter the team name.`),
    max: 60,
    tooLong: () => translate(msg`Use at most 60 characters.`),
  }),
})
export type TeamNameInput = z.infer<typeof teamNameSchema>

export const joinTeamSchema = z.object({
  code: z.string().check(
    z.trim(),
    z.minLength(1, { error: () => translate(msg`Enter the team code.`) }),
    z.regex(/^[A-Za-z]{3}-\d{4}$/, {
      error: () => translate(msg`A team code looks like ABC-1234.`),
    }),
  ),
})
export type JoinTeamInput = z.infer<typeof joinTeamSchema>

export const addMemberSchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: () => translate(msg`Enter the e-mail address.`) }),
      z.email({ error: () => translate(msg`Enter a valid e-mail address.`) }),
    ),
})
export type AddMemberInput = z.infer<typeof addMemberSchema>

/** The registered user answered by POST /registration and PUT /user/me/shirt-size. */
export const registeredUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  unit: z.string(),
  phone: z.string(),
  roleName: z.nullable(z.string()),
  shirtSize: z.nullable(shirtSizeSchema),
  isActive: z.boolean(),
  createdAt: z.string(),
  isRegistered: z.literal(true),
})
