import Badge from 'react-bootstrap/Badge'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { translate } from '@/i18n'
import { categoryName } from '@/config/constants'
import type { GalleryItem } from '@/features/gallery/schemas'

const ORDINAL: Record<number, MessageDescriptor> = {
  1: msg`1st place`,
  2: msg`2nd place`,
  3: msg`3rd place`,
}

/** A winner's place in the language shown (called when it is shown). */
export function winnerLabel(rank: number): string {
  const ordinal = ORDINAL[rank]
  return ordinal ? translate(ordinal) : translate(msg`${rank}th place`)
}

/** The committee's ranking of a winner; nothing for proposals that did not place. */
export function WinnerBadge({ rank }: { rank: number | null }) {
  // Re-rendered in the language the person switches to (winnerLabel translates when called).
  useLingui()
  if (rank === null) return null
  return (
    <Badge bg={rank === 1 ? 'warning' : 'secondary'} text={rank === 1 ? 'dark' : undefined} pill>
      <span aria-hidden="true">★ </span>
      {winnerLabel(rank)}
    </Badge>
  )
}

const STAGE: Record<number, MessageDescriptor> = { 2: msg`Semi-finalist`, 3: msg`Finalist` }

/** How far a proposal went: semi-finalist or finalist (Phase 1 entries get no badge). */
export function StageBadge({ phase }: { phase: number }) {
  const { i18n } = useLingui()
  const label = STAGE[phase]
  return label ? (
    <Badge bg="info" text="dark" pill>
      {i18n._(label)}
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
  // Re-rendered in the language the person switches to (categoryName translates when called).
  useLingui()
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
