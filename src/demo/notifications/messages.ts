import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { NotificationRecord } from '@/demo/db/types'
import { notAdvancedMessage, periodTitle, type EntryStatus } from '@/domain/award'
import { formatDate, formatDateTime } from '@/lib/dates'

const ENTRY_STATUSES: readonly EntryStatus[] = ['Draft', 'Finalized', 'Approved', 'Returned']

/** An entry status carried in a notification's values: null for none written, undefined when not carried. */
function entryStatusParam(value: string | number | undefined): EntryStatus | null | undefined {
  if (value === undefined) return undefined
  return ENTRY_STATUSES.find((s) => s === value) ?? null
}

/**
 * The words of each notification, written from its values when it is read or mailed, in the
 * language of whoever reads it (translateIn). Dates are written as everywhere in the app
 * (formatDate: `14 Des 2026`). It runs in the reader's language (renderNotification), so a period's
 * name reads in it too.
 */
export function notificationText(n: Pick<NotificationRecord, 'kind' | 'params'>): {
  /** A message, or the words as the committee wrote them (a period e-mail's own subject). */
  title: MessageDescriptor | string
  body: Array<MessageDescriptor | string>
  /**
   * The committee's own words (a message's personal line, a review's comment): after the text, an
   * e-mail's paragraph of its own.
   */
  note?: MessageDescriptor
} {
  const p = n.params
  const title = String(p.title ?? '')
  const phase = Number(p.phase ?? 0)
  const next = Number(p.next ?? 0)
  const count = Number(p.count ?? 0)
  const total = Number(p.total ?? 0)
  const name = String(p.name ?? '')
  const team = String(p.team ?? '')
  const year = Number(p.year ?? 0)
  switch (n.kind) {
    case 'entryReturned': {
      const reason = String(p.reason ?? '')
      return {
        title: msg`Your Phase ${phase} entry was returned`,
        body: [
          msg`The committee returned "${title}". Reason: ${reason} Change the entry and finalize it again.`,
        ],
      }
    }
    case 'entryApproved':
      return {
        title: msg`Your Phase ${phase} entry was approved`,
        body: [msg`The committee approved "${title}".`],
      }
    case 'advanced':
      return {
        title: msg`"${title}" advanced to Phase ${next}`,
        body: [msg`The Phase ${phase} results are published: "${title}" goes on to Phase ${next}.`],
      }
    case 'notAdvanced':
      return {
        title: msg`"${title}" did not advance to Phase ${next}`,
        // `status`: the entry's when the results came out (absent in notifications of before).
        body: [notAdvancedMessage(title, phase === 2 ? 2 : 1, entryStatusParam(p.status))],
      }
    case 'won': {
      const rank = Number(p.rank ?? 0)
      return {
        title:
          rank === 1
            ? msg`"${title}" won 1st place`
            : rank === 2
              ? msg`"${title}" won 2nd place`
              : msg`"${title}" won 3rd place`,
        body: [
          rank === 1
            ? msg`The committee published the winners of the ${year} award: "${title}" won 1st place. Congratulations to your team!`
            : rank === 2
              ? msg`The committee published the winners of the ${year} award: "${title}" won 2nd place. Congratulations to your team!`
              : msg`The committee published the winners of the ${year} award: "${title}" won 3rd place. Congratulations to your team!`,
        ],
      }
    }
    case 'feedbackAnswered': {
      const subject = String(p.subject ?? '')
      return {
        title: msg`The committee answered your question`,
        body: [msg`There is a new answer to "${subject}".`],
      }
    }
    case 'memberJoined':
      return p.you
        ? {
            title: msg`You joined team ${team}`,
            body: [msg`You are now a member of team ${team}.`],
          }
        : {
            title: msg`${name} joined your team`,
            body: [msg`${name} is now a member of team ${team}.`],
          }
    case 'memberLeft':
      return p.you
        ? {
            title: msg`You were removed from team ${team}`,
            body: [msg`You are no longer a member of team ${team}.`],
          }
        : {
            title: msg`${name} left your team`,
            body: [msg`${name} is no longer a member of team ${team}.`],
          }
    case 'judgeAssigned':
    case 'judgeUnassigned': {
      const start = p.start ? formatDate(String(p.start)) : ''
      const end = p.end ? formatDate(String(p.end)) : ''
      const period = start
        ? msg`Scoring period: ${start} – ${end}.`
        : msg`The scoring period has no dates yet.`
      return n.kind === 'judgeAssigned'
        ? {
            title: msg`${plural(count, {
              one: `You have # new proposal to score in Phase ${phase}`,
              other: `You have # new proposals to score in Phase ${phase}`,
            })}`,
            body: [
              msg`${plural(total, {
                one: `You now judge # proposal in Phase ${phase}.`,
                other: `You now judge # proposals in Phase ${phase}.`,
              })}`,
              period,
            ],
          }
        : {
            title: msg`${plural(count, {
              one: `# proposal of Phase ${phase} was taken off your list`,
              other: `# proposals of Phase ${phase} were taken off your list`,
            })}`,
            body: [
              msg`${plural(total, {
                one: `You now judge # proposal in Phase ${phase}.`,
                other: `You now judge # proposals in Phase ${phase}.`,
              })}`,
              period,
            ],
          }
    }
    case 'voteOpening': {
      const open = p.openAt ? formatDateTime(String(p.openAt)) : ''
      const close = p.closeAt ? formatDateTime(String(p.closeAt)) : ''
      return {
        title: msg`A people's-choice vote opens: ${name}`,
        body: [msg`You can vote from ${open} to ${close}, one vote per person.`],
      }
    }
    case 'resultsPublished': {
      // A judge is told of the phase they were assigned to, whether or not they scored in it; the
      // sheets they left unsubmitted are closed now and left out of the results.
      const open = Number(p.open ?? 0)
      const closed = open
        ? [
            msg`${plural(open, {
              one: `Your # score sheet that was not submitted is now closed: it can no longer be submitted and does not count in the results.`,
              other: `Your # score sheets that were not submitted are now closed: they can no longer be submitted and do not count in the results.`,
            })}`,
          ]
        : []
      return phase === 3
        ? {
            title: msg`The winners of ${year} are published`,
            body: [msg`The committee published the winners of the ${year} award.`, ...closed],
          }
        : {
            title: msg`The Phase ${phase} results of ${year} are published`,
            body: [
              msg`The committee published the results of Phase ${phase}, the phase you were assigned to judge.`,
              ...closed,
            ],
          }
    }
    case 'periodOpened':
    case 'periodClosingSoon': {
      const period = periodTitle({
        periodId: Number(p.periodId ?? 0),
        description: String(p.description ?? ''),
      })
      // With the time: a period ends at an hour the committee chose, not at midnight.
      const start = p.start ? formatDateTime(String(p.start)) : ''
      const end = p.end ? formatDateTime(String(p.end)) : ''
      // `again`: started again after it had opened (and closed).
      if (n.kind === 'periodOpened' && p.again)
        return {
          title: msg`"${period}" is open again`,
          body: [
            msg`"${period}" runs from ${start} to ${end}.`,
            ...(p.moved ? [msg`These dates replace the ones you were e-mailed before.`] : []),
          ],
        }
      // `moved`: the person was e-mailed other dates of it before (datesStillHold).
      if (n.kind === 'periodOpened' && p.moved)
        return {
          title: msg`"${period}" is open, with new dates`,
          body: [
            msg`"${period}" runs from ${start} to ${end}.`,
            msg`These dates replace the ones you were e-mailed before.`,
          ],
        }
      return n.kind === 'periodOpened'
        ? {
            title: msg`"${period}" is open`,
            body: [msg`"${period}" runs from ${start} to ${end}.`],
          }
        : {
            title: msg`"${period}" closes soon`,
            body: [msg`"${period}" closes on ${end}. Finish what is still open before then.`],
          }
    }
    case 'periodChanged': {
      const period = periodTitle({
        periodId: Number(p.periodId ?? 0),
        description: String(p.description ?? ''),
      })
      const start = formatDateTime(String(p.start))
      const end = formatDateTime(String(p.end))
      const before = formatDateTime(String(p.endBefore))
      return {
        title: msg`New dates for "${period}"`,
        body: [
          msg`The committee changed the dates of "${period}": it now runs from ${start} to ${end}.`,
          ...(Date.parse(String(p.endBefore)) !== Date.parse(String(p.end))
            ? [msg`It was to end on ${before}.`]
            : []),
          // `moved`: the person was e-mailed other dates of it before (datesStillHold).
          ...(p.moved ? [msg`These dates replace the ones you were e-mailed before.`] : []),
        ],
      }
    }
    case 'entriesClosed': {
      const period = periodTitle({
        periodId: Number(p.periodId ?? 0),
        description: String(p.description ?? ''),
      })
      const planned = formatDateTime(String(p.plannedEnd))
      return {
        title: msg`"${period}" closed before its planned end`,
        body: [
          msg`The committee closed "${period}" before its planned end of ${planned}.`,
          p.title === undefined
            ? msg`Your team had not finalized a Phase ${phase} entry, so it can no longer finalize one and will not be reviewed.`
            : msg`Your team's Phase ${phase} entry "${title}" was not finalized: it can no longer be finalized and will not be reviewed.`,
          msg`If you have a question about it, ask the committee from the Feedback page.`,
        ],
      }
    }
    case 'updateSubmitted':
    case 'updateReviewed': {
      const period = periodTitle({
        periodId: Number(p.periodId ?? 0),
        description: String(p.description ?? ''),
      })
      if (n.kind === 'updateSubmitted')
        return {
          title: msg`Team ${team} submitted its update for "${period}"`,
          body: [msg`The innovation update on "${title}" is ready for your review.`],
        }
      const comment = String(p.comment ?? '')
      // The committee's comment, as it wrote it, a paragraph of its own in an e-mail.
      const said = msg`The committee's comment: ${comment}`
      return p.changed
        ? {
            title: msg`The committee changed its review of your update for "${period}"`,
            body: [msg`The committee changed its review of the innovation update on "${title}".`],
            note: said,
          }
        : {
            title: msg`The committee reviewed your update for "${period}"`,
            body: [msg`The committee reviewed the innovation update on "${title}".`],
            note: said,
          }
    }
    case 'message':
      return messageText(p)
    case 'entryFinalized':
      return {
        title: msg`Team ${team} finalized its Phase ${phase} entry`,
        body: [
          msg`"${title}" is finalized and waits for your review: approve it, or return it with a reason.`,
        ],
      }
    case 'teamEntryFinalized':
      return {
        title: msg`Your Phase ${phase} entry is finalized`,
        body: [
          msg`The Phase ${phase} entry of "${title}" is finalized: it can no longer be changed, and the committee reviews it next.`,
        ],
      }
    case 'phaseScored': {
      const judges = Number(p.judges ?? 0)
      // One sheet in all is no "all 1 score sheets".
      const only = count === 1
      if (phase === 3)
        return {
          title: msg`Every grand-final score sheet is submitted`,
          body: [
            only
              ? msg`The grand-final scores of ${year} are complete: the only score sheet is submitted. Mark the winners and publish them.`
              : msg`${plural(judges, {
                  one: `The grand-final scores of ${year} are complete: # judge submitted all ${count} score sheets. Mark the winners and publish them.`,
                  other: `The grand-final scores of ${year} are complete: # judges submitted all ${count} score sheets. Mark the winners and publish them.`,
                })}`,
          ],
        }
      return {
        title: msg`Every Phase ${phase} score sheet is submitted`,
        body: [
          only
            ? msg`The Phase ${phase} results of ${year} are complete: the only score sheet is submitted. Choose who advances and publish the results.`
            : msg`${plural(judges, {
                one: `The Phase ${phase} results of ${year} are complete: # judge submitted all ${count} score sheets. Choose who advances and publish the results.`,
                other: `The Phase ${phase} results of ${year} are complete: # judges submitted all ${count} score sheets. Choose who advances and publish the results.`,
              })}`,
        ],
      }
    }
    case 'questionAsked':
      return p.again
        ? {
            title: msg`${name} wrote again about a question`,
            body: [msg`"${title}" waits for an answer again.`],
          }
        : {
            title: msg`${name} asked the committee a question`,
            body: [msg`"${title}" waits for an answer.`],
          }
    case 'conflictDeclared': {
      const reason = String(p.reason ?? '')
      return {
        title: msg`${name} declared a conflict of interest`,
        body: [
          msg`${name} no longer judges "${title}" in Phase ${phase}: assign another judge if the proposal needs one.`,
        ],
        // The judge's own words, a paragraph of their own in an e-mail.
        note: msg`The judge's reason: ${reason}`,
      }
    }
  }
}

/**
 * The words of a message the committee (or the award's clock) sent (src/demo/messages/send.ts):
 * the committee's own subject and text where it wrote them, each on its own, else the words of its
 * audience (a period e-mail's subject or text left as they were stay in the reader's language), with
 * the committee's personal line after them.
 */
function messageText(p: NotificationRecord['params']): {
  title: MessageDescriptor | string
  body: Array<MessageDescriptor | string>
  note?: MessageDescriptor
} {
  const standard = audienceText(p)
  const subject = String(p.subject ?? '')
  const text = String(p.text ?? '')
  const note = personalLine(p)
  // In the bell in place of the period's "opened" notice: what that notice said comes first.
  const opened = p.opened ? [openedLine(p)] : []
  return {
    title: subject || standard.title,
    body: [...opened, ...(text ? [text] : standard.body)],
    ...(note ? { note } : {}),
  }
}

/** What a period's "opened" notice said, for the period e-mail's notification that took its place. */
function openedLine(p: NotificationRecord['params']): MessageDescriptor {
  const period = periodTitle({
    periodId: Number(p.periodNumber ?? 0),
    description: String(p.periodName ?? ''),
  })
  const start = p.start ? formatDateTime(String(p.start)) : ''
  const end = p.end ? formatDateTime(String(p.end)) : ''
  return msg`"${period}" is open: it runs from ${start} to ${end}.`
}

/** The committee's personal line of a message, as its e-mail says it, or nothing. */
function personalLine(p: NotificationRecord['params']): MessageDescriptor | undefined {
  const personal = String(p.personal ?? '')
  return personal ? msg`A word from the committee: ${personal}` : undefined
}

/**
 * The words of a message's audience: the reminder of its open work, the innovation update period's
 * e-mail, or the period's own e-mail.
 */
function audienceText(p: NotificationRecord['params']): {
  title: MessageDescriptor | string
  body: Array<MessageDescriptor | string>
} {
  const phase = Number(p.phase ?? 0)
  const count = Number(p.count ?? 0)
  const title = String(p.title ?? '')
  const vote = String(p.vote ?? '')
  // A deadline with its time: a period ends at an hour the committee chose, not at midnight. The
  // period e-mail's subject keeps the dates alone.
  const end = p.end ? formatDateTime(String(p.end)) : ''
  const endDate = p.end ? formatDate(String(p.end)) : ''
  const start = p.start ? formatDate(String(p.start)) : ''
  const period = p.periodNumber
    ? periodTitle({ periodId: Number(p.periodNumber), description: String(p.periodName ?? '') })
    : ''
  switch (p.audience) {
    case 'openSheets':
      return {
        title: msg`${plural(count, {
          one: `Reminder: # score sheet of Phase ${phase} is waiting for you`,
          other: `Reminder: # score sheets of Phase ${phase} are waiting for you`,
        })}`,
        body: [
          end
            ? msg`${plural(count, {
                one: `Please score and submit it by ${end}.`,
                other: `Please score and submit them by ${end}.`,
              })}`
            : msg`${plural(count, {
                one: 'Please score and submit it.',
                other: 'Please score and submit them.',
              })}`,
        ],
      }
    case 'unfinalized':
      return {
        title: msg`Reminder: finalize your Phase ${phase} entry`,
        body: [
          title
            ? msg`The Phase ${phase} entry of "${title}" is not finalized yet.`
            : msg`Your team has not started its Phase ${phase} entry yet.`,
          end
            ? msg`Finalize it by ${end}: only finalized entries are reviewed.`
            : msg`Finalize it before the period ends: only finalized entries are reviewed.`,
        ],
      }
    case 'noUpdate':
      return {
        title: msg`Reminder: post your innovation update for "${period}"`,
        body: [
          msg`No innovation update of "${title}" is posted yet for "${period}".`,
          end ? msg`Post it by ${end}.` : msg`Post it before the period ends.`,
        ],
      }
    case 'notVoted':
      return {
        title: msg`Reminder: vote in "${vote}"`,
        body: [
          end
            ? msg`You have not voted yet. The vote closes on ${end}.`
            : msg`You have not voted yet.`,
        ],
      }
    case 'updatePeriod':
      return {
        title: endDate
          ? msg`Your innovation update for "${period}": submit it by ${endDate}`
          : msg`Your innovation update for "${period}"`,
        body: [
          end
            ? msg`Submit your team's innovation update for "${period}" by ${end}: its progress, achievements, obstacles, next steps and the value realised so far. If your team has already submitted it, there is nothing more to do.`
            : msg`Submit your team's innovation update for "${period}" before the period ends: its progress, achievements, obstacles, next steps and the value realised so far. If your team has already submitted it, there is nothing more to do.`,
        ],
      }
    default:
      return {
        title: start ? msg`"${period}": ${start} – ${endDate}` : period,
        body: [periodTask(Number(p.periodNumber ?? 0), end)],
      }
  }
}

/** What a period asks of the people it is for, by its end: the period e-mail's default text. */
function periodTask(periodNumber: number, end: string): MessageDescriptor {
  switch (periodNumber) {
    case 1:
      return msg`Write your team's Phase 1 entry and finalize it by ${end}: only finalized entries are reviewed.`
    case 2:
      return msg`Score the Phase 1 proposals assigned to you and submit your score sheets by ${end}.`
    case 3:
      return msg`Write your team's Phase 2 entry and finalize it by ${end}: only finalized entries are reviewed.`
    case 4:
      return msg`Score the Phase 2 proposals assigned to you and submit your score sheets by ${end}.`
    case 5:
      return msg`The grand final runs until ${end}: the finalists present their innovations and the judges score them.`
    case 6:
      return msg`Submit your grand-final score sheets by ${end}; the winners are then awarded.`
    default:
      return msg`Open the app to see what this period asks of you.`
  }
}
