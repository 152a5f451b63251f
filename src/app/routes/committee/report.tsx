import { useQuery } from '@tanstack/react-query'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { QueryView } from '@/components/feedback/query-view'
import { PageHeader } from '@/components/layout/page-header'
import { EXPORTS, reportQueries, useExport } from '@/features/reports/api'
import { BarList } from '@/features/reports/components/bar-list'
import { useSelectedYear } from '@/lib/selected-year'
import { RemindButton } from '@/features/messages/components/remind-button'
import { scoringQueries } from '@/features/scoring/api'
import type { Stage } from '@/domain/award'

/** Charts and exports of the selected year (requirements R12.5, the report). */
export default function Report() {
  const { t, i18n } = useLingui()
  const year = useSelectedYear()
  const overview = useQuery(reportQueries.overview(year, i18n.locale))
  // A published phase's open sheets are final: its reminder says so (RemindButton).
  const publications = useQuery(scoringQueries.publications(year))
  const exporter = useExport()

  const download = (kind: string) => exporter.mutate({ kind, year })
  const scoresTitle = (phase: number, submitted: number) =>
    t`${plural(submitted, {
      one: `Phase ${phase}: weighted totals of # submitted sheet`,
      other: `Phase ${phase}: weighted totals of # submitted sheets`,
    })}`
  // A bucket of weighted totals: the last one includes 10, the others stop under their upper end.
  const bucketName = (from: number, to: number) =>
    to === 10 ? t`${from} to 10` : t`${from} to under ${to}`
  const totalLine = (count: number, reportYear: number) =>
    t`${plural(count, {
      one: `# proposal in ${reportYear}.`,
      other: `# proposals in ${reportYear}.`,
    })}`
  const phaseHeading = (phase: number) => t`Phase ${phase}`
  const progress = (submitted: number, assigned: number) => t`${submitted} of ${assigned} submitted`

  return (
    <>
      <PageHeader
        title={t`Report`}
        subtitle={t`The award ${year} in numbers.`}
        actions={EXPORTS.map((e) => (
          <Button
            key={e.kind}
            variant="outline-primary"
            size="sm"
            onClick={() => download(e.kind)}
            disabled={exporter.isPending}
          >
            {i18n._(e.label)}
          </Button>
        ))}
      />
      <QueryView query={overview}>
        {(data) => (
          <>
            <p className="lead">{totalLine(data.totalProposals, data.year)}</p>
            <Row className="g-3 mb-4">
              <Col md={6} lg={4}>
                <Card body className="h-100">
                  <BarList title={t`By category`} items={data.byCategory} />
                </Card>
              </Col>
              <Col md={6} lg={4}>
                <Card body className="h-100">
                  <BarList title={t`By status`} items={data.byStatus} />
                </Card>
              </Col>
              <Col md={12} lg={4}>
                <Card body className="h-100">
                  <BarList title={t`By unit`} items={data.byUnit} />
                </Card>
              </Col>
            </Row>
            <h2 className="h5">
              <Trans>Scores</Trans>
            </h2>
            <Row className="g-3 mb-4">
              {data.scoreDistribution.map((d) => (
                <Col md={4} key={d.phase}>
                  <Card body className="h-100">
                    <BarList
                      title={scoresTitle(d.phase, d.submitted)}
                      items={
                        d.submitted === 0
                          ? []
                          : d.buckets.map((b) => ({
                              key: bucketName(b.from, b.to),
                              count: b.count,
                            }))
                      }
                    />
                  </Card>
                </Col>
              ))}
            </Row>
            <h2 className="h5">
              <Trans>Jury progress</Trans>
            </h2>
            <Row className="g-3">
              {data.juryProgress.map((p) => (
                <Col md={4} key={p.phase}>
                  <Card body className="h-100">
                    <h3 className="h6">{phaseHeading(p.phase)}</h3>
                    {p.judges.length === 0 ? (
                      <p className="text-secondary small mb-0">
                        <Trans>No judges assigned yet.</Trans>
                      </p>
                    ) : (
                      <ul className="list-unstyled mb-0">
                        {p.judges.map((j) => (
                          <li key={j.juryId} className="mb-2">
                            <div className="d-flex justify-content-between small">
                              <span>{j.name}</span>
                              <span>{progress(j.submitted, j.assigned)}</span>
                            </div>
                            <div className="progress" style={{ height: '0.5rem' }}>
                              <div
                                className="progress-bar"
                                role="progressbar"
                                aria-label={`${j.name}: ${progress(j.submitted, j.assigned)}`}
                                aria-valuemin={0}
                                aria-valuemax={j.assigned}
                                aria-valuenow={j.submitted}
                                style={{
                                  width: `${j.assigned ? (j.submitted / j.assigned) * 100 : 0}%`,
                                }}
                              />
                            </div>
                          </li>
                        ))}
                      </ul>
                    )}
                    {p.judges.length ? (
                      <RemindButton
                        className="mt-2"
                        audience={{ kind: 'openSheets', year: data.year, phase: p.phase as Stage }}
                        publications={publications.data}
                        label={t`Remind judges with open score sheets`}
                      />
                    ) : null}
                  </Card>
                </Col>
              ))}
            </Row>
          </>
        )}
      </QueryView>
    </>
  )
}
