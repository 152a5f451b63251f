import Card from 'react-bootstrap/Card'
import { Link } from '@/components/layout/links'
import { PosterTile } from '@/components/media/poster-tile'
import { GalleryBadges } from '@/features/gallery/components/winner-badge'
import type { GalleryItem } from '@/features/gallery/schemas'

/** One published proposal in the gallery grid: poster, badges, and a link to its page. */
export function GalleryCard({ item, to }: { item: GalleryItem; to: string }) {
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
        <h2 className="h6 mb-0">
          <Link to={to}>{item.title}</Link>
        </h2>
        <p className="small text-secondary mb-0 mt-auto">
          {item.teamName}
          {item.unit ? ` · ${item.unit}` : ''}
        </p>
      </Card.Body>
    </Card>
  )
}
