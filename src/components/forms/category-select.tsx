import type { ComponentProps } from 'react'
import Form from 'react-bootstrap/Form'
import { useLingui } from '@lingui/react'
import { CATEGORIES, categoryDescription, categoryName } from '@/config/constants'

/** The award's categories; the empty choice says what no category means here ("All categories", "Choose a category…"). */
export function CategorySelect({
  emptyLabel,
  described = false,
  ...props
}: ComponentProps<typeof Form.Select> & { emptyLabel: string; described?: boolean }) {
  // The categories' names and descriptions are read in the person's language.
  useLingui()
  return (
    <Form.Select {...props}>
      <option value="">{emptyLabel}</option>
      {CATEGORIES.map((c) => (
        <option key={c.id} value={c.id}>
          {described ? `${categoryName(c.id)} — ${categoryDescription(c.id)}` : categoryName(c.id)}
        </option>
      ))}
    </Form.Select>
  )
}
