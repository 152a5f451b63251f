import { useQuery } from '@tanstack/react-query'
import Col from 'react-bootstrap/Col'
import Form from 'react-bootstrap/Form'
import Row from 'react-bootstrap/Row'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryFallback } from '@/components/feedback/query-view'
import { EmptyState } from '@/components/feedback/states'
import { galleryQueries } from '@/features/gallery/api'
import { GalleryCard } from '@/features/gallery/components/gallery-card'
import type { GalleryYearWinners } from '@/features/gallery/schemas'

/**
 * The winners of the award's earlier years, one year at a time: the newest earlier year unless
 * `chosen` names another. A year without published winners says so.
 */
export function EarlierWinners({
  year,
  chosen,
  onChoose,
  linkTo,
}: {
  /** The gallery's year: the years before it are listed. */
  year: number
  chosen: number | null
  onChoose: (year: number) => void
  linkTo: (id: string, year: number) => string
}) {
  const { t } = useLingui()
  const earlier = useQuery(galleryQueries.earlierWinners(year))

  return (
    <section className="mt-5" aria-labelledby="earlier-winners-heading">
      <h2 id="earlier-winners-heading" className="h4">
        <Trans>Winners of earlier years</Trans>
      </h2>
      {!earlier.data ? (
        <QueryFallback
          query={earlier}
          loading={t`Loading the earlier winners…`}
          errorTitle={t`The earlier winners could not be loaded`}
        />
      ) : earlier.data.length === 0 ? (
        <EmptyState title={t`The award has no years before ${year}`} />
      ) : (
        <YearChoice years={earlier.data} chosen={chosen} onChoose={onChoose} linkTo={linkTo} />
      )}
    </section>
  )
}

function YearChoice({
  years,
  chosen,
  onChoose,
  linkTo,
}: {
  years: GalleryYearWinners[]
  chosen: number | null
  onChoose: (year: number) => void
  linkTo: (id: string, year: number) => string
}) {
  const { t } = useLingui()
  const shown = years.find((y) => y.year === chosen) ?? years[0]!
  const shownYear = shown.year
  const count = shown.winners.length
  return (
    <>
      <Form className="mb-3" onSubmit={(e) => e.preventDefault()}>
        <Form.Group controlId="earlier-winners-year" style={{ maxWidth: '12rem' }}>
          <Form.Label>
            <Trans>Year</Trans>
          </Form.Label>
          <Form.Select value={shown.year} onChange={(e) => onChoose(Number(e.target.value))}>
            {years.map((y) => (
              <option key={y.year} value={y.year}>
                {y.year}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Form>
      {shown.winners.length === 0 ? (
        <EmptyState title={t`No winners are published for ${shownYear}`}>
          <Trans>
            The committee names the winners at the grand final and publishes them with the final
            results.
          </Trans>
        </EmptyState>
      ) : (
        <>
          <p className="text-secondary small" aria-live="polite">
            {t`${plural(count, { one: '# winner', other: '# winners' })} in ${shownYear}`}
          </p>
          <Row xs={1} sm={2} lg={3} xl={4} className="g-4">
            {shown.winners.map((item) => (
              <Col key={item.id}>
                <GalleryCard item={item} to={linkTo(item.id, item.year)} level={3} />
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  )
}
