import { useQuery } from '@tanstack/react-query'
import Button from 'react-bootstrap/Button'
import Card from 'react-bootstrap/Card'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { QueryView } from '@/components/feedback/query-view'
import { PageHeader } from '@/components/layout/page-header'
import { EXPORTS, reportQueries, useExport } from '@/features/reports/api'
import { BarList } from '@/features/reports/components/bar-list'
import { useSelectedYear } from '@/lib/selected-year'

/** Charts and exports of the selected year (requirements R12.5, the report). */
export default function Report() {
  const year = useSelectedYear()
  const overview = useQuery(reportQueries.overview(year))
  const exporter = useExport()

  const download = (kind: string) => exporter.mutate({ kind, year })

  return (
    <>
      <PageHeader
        title="Report"
        subtitle={`The award ${year} in numbers.`}
        actions={EXPORTS.map((e) => (
          <Button
            key={e.kind}
            variant="outline-primary"
            size="sm"
            onClick={() => download(e.kind)}
            disabled={exporter.isPending}
          >
            Export {e.label} (CSV)
          </Button>
        ))}
      />
      <QueryView query={overview}>
        {(data) => (
          <>
            <p className="lead">
              {data.totalProposals} {data.totalProposals === 1 ? 'proposal' : 'proposals'} in{' '}
              {data.year}.
            </p>
            <Row className="g-3 mb-4">
              <Col md={6} lg={4}>
                <Card body className="h-100">
                  <BarList title="By category" items={data.byCategory} />
                </Card>
              </Col>
              <Col md={6} lg={4}>
                <Card body className="h-100">
                  <BarList title="By status" items={data.byStatus} />
                </Card>
              </Col>
              <Col md={12} lg={4}>
                <Card body className="h-100">
                  <BarList title="By unit" items={data.byUnit} />
                </Card>
              </Col>
            </Row>
            <h2 className="h5">Scores</h2>
            <Row className="g-3 mb-4">
              {data.scoreDistribution.map((d) => (
                <Col md={4} key={d.phase}>
                  <Card body className="h-100">
                    <BarList
                      title={`Phase ${d.phase}: weighted totals of ${d.submitted} submitted ${d.submitted === 1 ? 'sheet' : 'sheets'}`}
                      items={
                        d.submitted === 0
                          ? []
                          : d.buckets.map((b) => ({
                              key: `${b.from} to ${b.to === 10 ? '10' : `under ${b.to}`}`,
                              count: b.count,
                            }))
                      }
                    />
                  </Card>
                </Col>
              ))}
            </Row>
            <h2 className="h5">Jury progress</h2>
            <Row className="g-3">
              {data.juryProgress.map((p) => (
                <Col md={4} key={p.phase}>
                  <Card body className="h-100">
                    <h3 className="h6">Phase {p.phase}</h3>
                    {p.judges.length === 0 ? (
                      <p className="text-secondary small mb-0">No judges assigned yet.</p>
                    ) : (
                      <ul className="list-unstyled mb-0">
                        {p.judges.map((j) => (
                          <li key={j.juryId} className="mb-2">
                            <div className="d-flex justify-content-between small">
                              <span>{j.name}</span>
                              <span>
                                {j.submitted} of {j.assigned} submitted
                              </span>
                            </div>
                            <div className="progress" style={{ height: '0.5rem' }}>
                              <div
                                className="progress-bar"
                                role="progressbar"
                                aria-label={`${j.name}: ${j.submitted} of ${j.assigned} submitted`}
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
