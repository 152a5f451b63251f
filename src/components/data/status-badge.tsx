import Badge from 'react-bootstrap/Badge'

/** How a status looks: its words, the badge colour, dark text on a light colour, and any extra class. */
export interface StatusLook {
  label: string
  bg: string
  text?: 'dark'
  className?: string
}

/** A record's status as a badge; each feature says how its statuses look. */
export function StatusBadge({ look, pill = false }: { look: StatusLook; pill?: boolean }) {
  return (
    <Badge bg={look.bg} text={look.text} className={look.className} pill={pill}>
      {look.label}
    </Badge>
  )
}
