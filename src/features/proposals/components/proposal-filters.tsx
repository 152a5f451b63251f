import Button from 'react-bootstrap/Button'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { Trans, useLingui } from '@lingui/react/macro'
import { CategorySelect } from '@/components/forms/category-select'
import { SearchForm } from '@/components/forms/search-field'
import { ENTRY_STATUSES } from '@/features/proposals/schemas'
import { ENTRY_STATUS_LABELS } from '@/features/proposals/status-labels'

export interface ProposalFilterValues {
  keyword: string
  category: number | ''
  status: string
}

/** The committee list's filters: a keyword (sent on Search), a category and an entry status (sent on change). */
export function ProposalFilters({
  keyword,
  category,
  status,
  onChange,
}: ProposalFilterValues & { onChange: (changes: Partial<ProposalFilterValues>) => void }) {
  const { i18n, t } = useLingui()
  const filtered = keyword !== '' || category !== '' || status !== ''
  return (
    <SearchForm
      onSearch={(value) => onChange({ keyword: value })}
      className="mb-3"
      label={t`Filter proposals`}
      key={keyword}
    >
      <Row className="g-2 align-items-end">
        <Col xs={12} md={5}>
          <Form.Label htmlFor="filter-keyword">
            <Trans>Keyword</Trans>
          </Form.Label>
          <div className="d-flex gap-2">
            <Form.Control
              id="filter-keyword"
              name="keyword"
              type="search"
              defaultValue={keyword}
              placeholder={t`Title, team or unit`}
            />
            <Button type="submit" variant="primary">
              <Trans>Search</Trans>
            </Button>
          </div>
        </Col>
        <Col xs={6} md={3}>
          <Form.Label htmlFor="filter-category">
            <Trans>Category</Trans>
          </Form.Label>
          <CategorySelect
            id="filter-category"
            emptyLabel={t`All categories`}
            value={category}
            onChange={(e) =>
              onChange({ category: e.target.value === '' ? '' : Number(e.target.value) })
            }
          />
        </Col>
        <Col xs={6} md={2}>
          <Form.Label htmlFor="filter-status">
            <Trans>Status</Trans>
          </Form.Label>
          <Form.Select
            id="filter-status"
            value={status}
            onChange={(e) => onChange({ status: e.target.value })}
          >
            <option value="">{t`All statuses`}</option>
            {ENTRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {i18n._(ENTRY_STATUS_LABELS[s])}
              </option>
            ))}
          </Form.Select>
        </Col>
        <Col xs={12} md={2}>
          {filtered ? (
            <Button
              variant="link"
              className="px-0"
              onClick={() => onChange({ keyword: '', category: '', status: '' })}
            >
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
        </Col>
      </Row>
    </SearchForm>
  )
}
