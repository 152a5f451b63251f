import type { ComponentProps } from 'react'
import Form from 'react-bootstrap/Form'
import { useLingui } from '@lingui/react/macro'
import { SHIRT_SIZES, shirtSizeMeasurements } from '@/config/shirt-sizes'

/** The six sizes of requirements R9.2, each shown with its measurements. */
export function ShirtSizeSelect(props: ComponentProps<typeof Form.Select>) {
  const { t } = useLingui()
  return (
    <Form.Select {...props}>
      <option value="">{t`Choose a size…`}</option>
      {SHIRT_SIZES.map((s) => (
        <option key={s.size} value={s.size}>
          {s.size} — {shirtSizeMeasurements(s.size)}
        </option>
      ))}
    </Form.Select>
  )
}
