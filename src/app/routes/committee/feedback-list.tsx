import { useQuery } from '@tanstack/react-query'
import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
import { QueryView } from '@/components/feedback/query-view'
import { SearchForm } from '@/components/forms/search-field'
import { PageHeader } from '@/components/layout/page-header'
import { paths } from '@/config/paths'
import { feedbackQueries } from '@/features/feedback/api'
import { FeedbackTable } from '@/features/feedback/components/feedback-table'
import { FEEDBACK_STATUSES, type FeedbackStatus } from '@/features/feedback/schemas'
import { pageParam, useAddressFilters } from '@/lib/table-params'

const STATUS_LABEL: Record<FeedbackStatus, string> = {
  Open: 'Open (waiting for an answer)',
  Answered: 'Answered',
  Closed: 'Closed',
}

function parseStatus(raw: string | null): FeedbackStatus | '' {
  return FEEDBACK_STATUSES.find((s) => s === raw) ?? ''
}

export default function CommitteeFeedbackList() {
  const { event } = useParams()
  const { search, update } = useAddressFilters({ replace: false })
  const status = parseStatus(search.get('status'))
  const keyword = search.get('keyword') ?? ''
  const page = pageParam(search)
  const list = useQuery(feedbackQueries.list({ page, perPage: 20, status, keyword }))

  const filtered = Boolean(status || keyword)
  return (
    <>
      <PageHeader
        title="Feedback"
        subtitle="Questions and feedback from participants. Answer them, and close them when they are settled."
      />
      <SearchForm className="mb-3" onSearch={(value) => update({ keyword: value })} key={keyword}>
        <Row className="g-2 align-items-end">
          <Col xs={12} sm={5} md={4}>
            <Form.Group controlId="feedback-status">
              <Form.Label>Status</Form.Label>
              <Form.Select value={status} onChange={(e) => update({ status: e.target.value })}>
                <option value="">All statuses</option>
                {FEEDBACK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABEL[s]}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={7} md={5}>
            <Form.Group controlId="feedback-keyword">
              <Form.Label>Keyword</Form.Label>
              <Form.Control
                type="search"
                name="keyword"
                defaultValue={keyword}
                placeholder="Subject, name or message"
              />
            </Form.Group>
          </Col>
          <Col xs="auto">
            <Button type="submit" variant="outline-primary">
              Search
            </Button>
          </Col>
        </Row>
      </SearchForm>

      <QueryView
        query={list}
        loading="Loading the feedback…"
        errorTitle="The feedback could not be loaded"
      >
        {(data) => (
          <>
            <p className="small text-secondary" aria-live="polite">
              {data.totalCount === 1 ? '1 conversation' : `${data.totalCount} conversations`}
            </p>
            <FeedbackTable
              page={data}
              onPage={(next) => update({ page: String(next) })}
              reader="committee"
              detailTo={(id) => paths.committee.feedbackDetail.to(id, event)}
              caption="Feedback from participants"
              emptyTitle={filtered ? 'No feedback matches these filters' : 'No feedback yet'}
              emptyText={
                filtered
                  ? 'Try another status or keyword.'
                  : 'Questions participants send from their Feedback page appear here.'
              }
            />
          </>
        )}
      </QueryView>
    </>
  )
}
