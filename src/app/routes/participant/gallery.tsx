import { useQuery } from '@tanstack/react-query'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { useParams, useSearchParams } from 'react-router'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { CategorySelect } from '@/components/forms/category-select'
import { PageHeader } from '@/components/layout/page-header'
import { CATEGORIES, categoryName } from '@/config/constants'
import { paths } from '@/config/paths'
import { galleryQueries } from '@/features/gallery/api'
import { EarlierWinners } from '@/features/gallery/components/earlier-winners'
import { GalleryCard } from '@/features/gallery/components/gallery-card'
import { parseYear, useSelectedYear } from '@/lib/selected-year'

function parseCategory(raw: string | null): number | null {
  const value = Number(raw)
  return CATEGORIES.some((c) => c.id === value) ? value : null
}

export default function GalleryScreen() {
  const { t } = useLingui()
  const { event } = useParams()
  const year = useSelectedYear()
  const [search, setSearch] = useSearchParams()
  const category = parseCategory(search.get('category'))
  const winnersYear = parseYear(search.get('winners'))
  const gallery = useQuery(galleryQueries.list({ year, category }))

  // The filters live in the URL (with the year), so a shared or reloaded link shows the same lists.
  const choose = (key: 'category' | 'winners', value: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous)
        if (value) next.set(key, value)
        else next.delete(key)
        return next
      },
      { replace: true },
    )

  const categoryLabel = category ? categoryName(category) : null
  const shown = gallery.data?.length ?? 0

  const detailLink = (id: string, of = year) =>
    `${paths.participant.galleryDetail.to(id, event)}?year=${of}`

  return (
    <>
      <PageHeader
        title={t`Gallery`}
        subtitle={t`Proposals the committee has published for ${year}: semi-finalists, finalists and winners.`}
      />
      <Form className="mb-4" onSubmit={(e) => e.preventDefault()}>
        <Form.Group controlId="gallery-category" style={{ maxWidth: '20rem' }}>
          <Form.Label>
            <Trans>Category</Trans>
          </Form.Label>
          <CategorySelect
            emptyLabel={t`All categories`}
            value={category ?? ''}
            onChange={(e) => choose('category', e.target.value)}
          />
        </Form.Group>
      </Form>

      {!gallery.data ? (
        <QueryFallback
          query={gallery}
          loading={t`Loading the gallery…`}
          errorTitle={t`The gallery could not be loaded`}
        />
      ) : gallery.data.length === 0 ? (
        <EmptyState
          title={
            categoryLabel
              ? t`No published ${categoryLabel} proposals in ${year}`
              : t`Nothing is published for ${year} yet`
          }
        >
          {category
            ? t`Try another category, or all categories.`
            : t`The committee publishes proposals here once they are selected. Check back once the Phase 1 results are published.`}
        </EmptyState>
      ) : (
        <>
          <p className="text-secondary small" aria-live="polite">
            {t`${plural(shown, { one: '# proposal', other: '# proposals' })}`}
          </p>
          <Row xs={1} sm={2} lg={3} xl={4} className="g-4">
            {gallery.data.map((item) => (
              <Col key={item.id}>
                <GalleryCard item={item} to={detailLink(item.id)} />
              </Col>
            ))}
          </Row>
        </>
      )}

      <EarlierWinners
        year={year}
        chosen={winnersYear}
        onChoose={(y) => choose('winners', String(y))}
        linkTo={detailLink}
      />
    </>
  )
}
