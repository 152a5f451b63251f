import Badge from 'react-bootstrap/Badge'
import { categoryName } from '@/config/constants'
import type { GalleryItem } from '@/features/gallery/schemas'

const ORDINAL: Record<number, string> = { 1: '1st place', 2: '2nd place', 3: '3rd place' }

export function winnerLabel(rank: number): string {
  return ORDINAL[rank] ?? `${rank}th place`
}

/** The committee's ranking of a winner; nothing for proposals that did not place. */
export function WinnerBadge({ rank }: { rank: number | null }) {
  if (rank === null) return null
  return (
    <Badge bg={rank === 1 ? 'warning' : 'secondary'} text={rank === 1 ? 'dark' : undefined} pill>
      <span aria-hidden="true">★ </span>
      {winnerLabel(rank)}
    </Badge>
  )
}

const STAGE: Record<number, string> = { 2: 'Semi-finalist', 3: 'Finalist' }

/** How far a proposal went: semi-finalist or finalist (Phase 1 entries get no badge). */
export function StageBadge({ phase }: { phase: number }) {
  const label = STAGE[phase]
  return label ? (
    <Badge bg="info" text="dark" pill>
      {label}
    </Badge>
  ) : null
}

/** A gallery proposal's badges, on its card and on its page: its place among the winners, how far it went, its category. */
export function GalleryBadges({
  item,
  className,
}: {
  item: Pick<GalleryItem, 'winnerRank' | 'phase' | 'category'>
  className: string
}) {
  return (
    <div className={className}>
      <WinnerBadge rank={item.winnerRank} />
      <StageBadge phase={item.phase} />
      <Badge bg="light" text="dark" className="border">
        {categoryName(item.category)}
      </Badge>
    </div>
  )
}
