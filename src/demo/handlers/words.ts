import { msg } from '@lingui/core/macro'
import { translate } from '@/i18n'

/**
 * The words the demo's answers show in place of a name that is gone (a record removed since) or
 * hidden (blind judging), in the language of the request. Functions, never constants: the language
 * is known only while a request is answered.
 */
export const unknownPerson = () => translate(msg`Unknown`)
export const unknownJudge = () => translate(msg`Unknown judge`)
export const unknownTeam = () => translate(msg`Unknown team`)
export const unknownUnit = () => translate(msg`Unknown unit`)
export const removedProposal = () => translate(msg`Removed proposal`)
export const hiddenTeam = () => translate(msg`Hidden team (blind judging)`)
export const hiddenUnit = () => translate(msg`Hidden unit`)
export const hiddenPerson = () =>
  translate(msg({ message: 'Hidden', context: 'a person hidden by blind judging' }))
