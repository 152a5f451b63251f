import { useQuery } from '@tanstack/react-query'
import Col from 'react-bootstrap/Col'
import Row from 'react-bootstrap/Row'
import { useParams } from 'react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageFallback } from '@/components/feedback/query-view'
import { LinkButton } from '@/components/layout/link-button'
import { PageHeader } from '@/components/layout/page-header'
import { PosterTile } from '@/components/media/poster-tile'
import { paths } from '@/config/paths'
import { galleryQueries } from '@/features/gallery/api'
import { GalleryBadges } from '@/features/gallery/components/winner-badge'

function Section({ title, text }: { title: string; text: string }) {
  return (
    <section className="mb-4">
      <h2 className="h5">{title}</h2>
      {text ? (
        <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
          {text}
        </p>
      ) : (
        <p className="text-secondary mb-0">
          <Trans>Not written.</Trans>
        </p>
      )}
    </section>
  )
}

export default function GalleryDetailScreen() {
  const { t } = useLingui()
  const { event, id = '' } = useParams()
  const proposal = useQuery(galleryQueries.detail(id))
  const back = (
    <LinkButton to={paths.participant.gallery.to(event)} year={proposal.data?.year}>
      <Trans>Back to the gallery</Trans>
    </LinkButton>
  )

  if (!proposal.data) {
    return (
      <PageFallback
        title={t`Gallery proposal`}
        actions={back}
        query={proposal}
        loading={t`Loading the proposal…`}
        errorTitle={t`This proposal could not be loaded`}
      />
    )
  }

  const p = proposal.data
  return (
    <>
      <PageHeader
        title={p.title}
        subtitle={`${p.team.name}${p.team.unit ? ` · ${p.team.unit}` : ''} · ${p.year}`}
        actions={back}
      />
      <GalleryBadges item={p} className="d-flex flex-wrap gap-2 mb-4" />
      <Row className="g-4">
        <Col md={5} lg={4}>
          <PosterTile poster={p.poster} title={p.title} />
          {p.poster && p.poster.contentType.startsWith('image/') ? (
            <a
              href={p.poster.url}
              target="_blank"
              rel="noopener noreferrer"
              className="d-inline-block mt-2 small"
            >
              <Trans>Open the full-size poster (new tab)</Trans>
            </a>
          ) : null}
        </Col>
        <Col md={7} lg={8}>
          <Section title={t`Background`} text={p.summary.background} />
          <Section title={t`Solution`} text={p.summary.solution} />
          <Section title={t`Expected benefits`} text={p.summary.benefits} />
          <section>
            <h2 className="h5">
              <Trans>Team</Trans>
            </h2>
            <p className="mb-1">
              <strong>{p.team.name}</strong>
              {p.team.unit ? <span className="text-secondary"> · {p.team.unit}</span> : null}
            </p>
            <ul className="mb-0">
              {p.team.memberNames.map((name) => (
                <li key={name}>
                  {name}
                  {name === p.team.leaderName ? (
                    <span className="text-secondary">
                      {' '}
                      <Trans>(leader)</Trans>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        </Col>
      </Row>
    </>
  )
}
