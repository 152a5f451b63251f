import type { DeliveryProblem, DeliveryRecord, DemoDb, MailRecord } from '@/demo/db/types'

/**
 * The demo's mailbox takes the e-mails the demo sends (docs/api.md "The demo's mailbox"), as a mail
 * server would, and refuses the ones no server could deliver: to a person without an address, or
 * to an address of the reserved `.invalid` domain (kept by the standards for addresses that can
 * never exist). So a failed delivery is a real one a person can cause, see in the message history,
 * and retry once the address is put right.
 */
export function deliveryProblem(email: string): DeliveryProblem | null {
  const address = email.trim()
  if (!address) return 'noAddress'
  const at = address.lastIndexOf('@')
  const domain = at > 0 ? address.slice(at + 1).toLowerCase() : ''
  if (!domain || domain === 'invalid' || domain.endsWith('.invalid')) return 'unreachable'
  return null
}

/** Delivers an e-mail into the mailbox, newest first; answers why it was refused, or null. */
export function deliver(db: DemoDb, mail: MailRecord): DeliveryProblem | null {
  const refused = deliveryProblem(mail.to.email)
  if (refused) return refused
  ;(db.mailbox ??= []).unshift(mail)
  return null
}

/**
 * Delivers an e-mail and notes on its delivery record how it went: the one way every e-mail of the
 * demo goes out (a message's, a notification's own, and their retries), so a refused one is always
 * recorded as failed with its reason.
 */
export function attemptDelivery(
  db: DemoDb,
  delivery: DeliveryRecord,
  mail: MailRecord,
  at: string,
): void {
  const problem = deliver(db, mail)
  delivery.email = mail.to.email
  delivery.attempts += 1
  delivery.lastAttemptAt = at
  delivery.problem = problem
  delivery.state = problem ? 'failed' : 'delivered'
  delivery.mailId = problem ? null : mail.id
}
