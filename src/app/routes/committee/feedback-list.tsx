import { useQuery } from '@tanstack/react-query'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryView } from '@/components/feedback/query-view'
import { SearchForm } from '@/components/forms/search-field'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { feedbackQueries } from '@/features/feedback/api'
import { FeedbackTable } from '@/features/feedback/components/feedback-table'
import { FEEDBACK_STATUSES, type FeedbackStatus } from '@/features/feedback/schemas'
import { pageParam, useAddressFilters } from '@/lib/table-params'

const STATUS_LABEL: Record<FeedbackStatus, MessageDescriptor> = {
  Open: msg`Open (waiting for the committee)`,
  Answered: msg({ message: 'Answered', context: 'question status' }),
  Closed: msg({ message: 'Closed', context: 'question status' }),
}

function parseStatus(raw: string | null): FeedbackStatus | '' {
  return FEEDBACK_STATUSES.find((s) => s === raw) ?? ''
}

export default function CommitteeFeedbackList() {
  const { event } = useParams()
  const { t, i18n } = useLingui()
  const { search, update } = useAddressFilters({ replace: false })
  const status = parseStatus(search.get('status'))
  const keyword = search.get('keyword') ?? ''
  const page = pageParam(search)
  const list = useQuery(feedbackQueries.list({ page, perPage: 20, status, keyword }))

  const filtered = Boolean(status || keyword)
  const conversations = (count: number) =>
    t`${plural(count, { one: '# conversation', other: '# conversations' })}`
  return (
    <>
      <PageHeader
        title={t`Feedback`}
        subtitle={t`Questions and feedback from participants. Answer them, and close them when they are settled.`}
      />
      <SearchForm className="mb-3" onSearch={(value) => update({ keyword: value })} key={keyword}>
        <Row className="g-2 align-items-end">
          <Col xs={12} sm={5} md={4}>
            <Form.Group controlId="feedback-status">
              <Form.Label>
                <Trans>Status</Trans>
              </Form.Label>
              <Form.Select value={status} onChange={(e) => update({ status: e.target.value })}>
                <option value="">{t`All statuses`}</option>
                {FEEDBACK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {i18n._(STATUS_LABEL[s])}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={7} md={5}>
            <Form.Group controlId="feedback-keyword">
              <Form.Label>
                <Trans>Keyword</Trans>
              </Form.Label>
              <Form.Control
                type="search"
                name="keyword"
                defaultValue={keyword}
                placeholder={t`Subject, name or message`}
              />
            </Form.Group>
          </Col>
          <Col xs="auto">
            <Button type="submit" variant="outline-primary">
              <Trans>Search</Trans>
            </Button>
          </Col>
        </Row>
      </SearchForm>

      <QueryView
        query={list}
        loading={t`Loading the feedback…`}
        errorTitle={t`The feedback could not be loaded`}
      >
        {(data) => (
          <>
            <p className="small text-secondary" aria-live="polite">
              {conversations(data.totalCount)}
            </p>
            <FeedbackTable
              page={data}
              onPage={(next) => update({ page: String(next) })}
              reader="committee"
              detailTo={(id) => paths.committee.feedbackDetail.to(id, event)}
              caption={t`Feedback from participants`}
              emptyTitle={filtered ? t`No feedback matches these filters` : t`No feedback yet`}
              emptyText={
                filtered
                  ? t`Try another status or keyword.`
                  : t`Questions participants send from their Feedback page appear here.`
              }
            />
          </>
        )}
      </QueryView>
    </>
  )
}
