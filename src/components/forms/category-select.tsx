import type { ComponentProps } from 'react'
import Form from 'react-bootstrap/Form'
import { CATEGORIES } from '@/config/constants'

/** The award's categories; the empty choice says what no category means here ("All categories", "Choose a category…"). */
export function CategorySelect({
  emptyLabel,
  described = false,
  ...props
}: ComponentProps<typeof Form.Select> & { emptyLabel: string; described?: boolean }) {
  return (
    <Form.Select {...props}>
      <option value="">{emptyLabel}</option>
      {CATEGORIES.map((c) => (
        <option key={c.id} value={c.id}>
          {described ? `${c.name} — ${c.description}` : c.name}
        </option>
      ))}
    </Form.Select>
  )
}
