import Card from 'react-bootstrap/Card'
import { Link } from '@/components/layout/links'
import { PosterTile } from '@/components/media/poster-tile'
import { GalleryBadges } from '@/features/gallery/components/winner-badge'
import type { GalleryItem } from '@/features/gallery/schemas'

/** One published proposal in the gallery grid: poster, badges, and a link to its page. */
export function GalleryCard({
  item,
  to,
  level = 2,
}: {
  item: GalleryItem
  to: string
  /** The title's heading level: 3 when the card sits in a section that has its own heading. */
  level?: 2 | 3
}) {
  const Title = level === 3 ? 'h3' : 'h2'
  return (
    <Card className="h-100 shadow-sm">
      <PosterTile
        poster={item.poster}
        title={item.title}
        className="rounded-bottom-0 border-0 border-bottom"
        variant="card"
      />
      <Card.Body className="d-flex flex-column gap-2">
        <GalleryBadges item={item} className="d-flex flex-wrap gap-1" />
        <Title className="h6 mb-0">
          <Link to={to}>{item.title}</Link>
        </Title>
        <p className="small text-secondary mb-0 mt-auto">
          {item.teamName}
          {item.unit ? ` · ${item.unit}` : ''}
        </p>
      </Card.Body>
    </Card>
  )
}
