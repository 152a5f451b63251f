import Badge from 'react-bootstrap/Badge'
import Card from 'react-bootstrap/Card'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FeedbackThread } from '@/features/feedback/schemas'
import { formatDateTime, fromNow } from '@/lib/dates'

/** The conversation, oldest first: the committee's messages set apart from the author's. */
export function FeedbackThreadView({ thread }: { thread: FeedbackThread }) {
  const { t } = useLingui()
  return (
    <ol className="list-unstyled d-grid gap-3 mb-0" aria-label={t`Messages`}>
      {thread.messages.map((m) => (
        <li key={m.id} className={m.fromCommittee ? 'ms-sm-5' : 'me-sm-5'}>
          <Card className={m.fromCommittee ? 'border-primary-subtle bg-primary-subtle' : ''}>
            <Card.Body className="py-2">
              <div className="d-flex flex-wrap justify-content-between gap-2 small mb-1">
                <span className="fw-semibold">
                  {m.authorName}{' '}
                  {m.fromCommittee ? (
                    <Badge bg="primary" className="fw-normal">
                      <Trans>Committee</Trans>
                    </Badge>
                  ) : null}
                </span>
                <time
                  dateTime={m.at}
                  className={m.fromCommittee ? '' : 'text-secondary'}
                  title={fromNow(m.at)}
                >
                  {formatDateTime(m.at)}
                </time>
              </div>
              <p className="mb-0" style={{ whiteSpace: 'pre-wrap' }}>
                {m.message}
              </p>
            </Card.Body>
          </Card>
        </li>
      ))}
    </ol>
  )
}
