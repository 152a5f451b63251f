import type { ComponentProps } from 'react'
import Form from 'react-bootstrap/Form'
import { SHIRT_SIZES } from '@/config/shirt-sizes'

/** The six sizes of requirements R9.2, each shown with its measurements. */
export function ShirtSizeSelect(props: ComponentProps<typeof Form.Select>) {
  return (
    <Form.Select {...props}>
      <option value="">Choose a size…</option>
      {SHIRT_SIZES.map((s) => (
        <option key={s.size} value={s.size}>
          {s.size} — {s.measurements}
        </option>
      ))}
    </Form.Select>
  )
}
