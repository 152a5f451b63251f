import { screen } from '@testing-library/react'
import Form from 'react-bootstrap/Form'
import { Field } from '@/components/forms/field'
import { render } from '@/testing/test-utils'

describe('Field', () => {
  it('names the control by its label and describes it by its help text', () => {
    render(
      <Field label="Team name" help="Your colleagues see it.">
        {(control) => <Form.Control {...control} />}
      </Field>,
    )
    const input = screen.getByLabelText('Team name')
    expect(input).toHaveAccessibleDescription('Your colleagues see it.')
    expect(input).not.toHaveAttribute('aria-invalid')
    expect(input).not.toHaveClass('is-invalid')
  })

  it('marks an invalid control, shows its error and adds it to the description after the help', () => {
    render(
      <Field label="Team name" id="team-name" help="Your colleagues see it." error="Enter a name.">
        {(control) => <Form.Control {...control} />}
      </Field>,
    )
    const input = screen.getByLabelText('Team name')
    expect(input).toHaveAttribute('id', 'team-name')
    expect(input).toHaveAttribute('aria-invalid', 'true')
    expect(input).toHaveClass('is-invalid')
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([
      'team-name-help',
      'team-name-error',
    ])
    expect(input).toHaveAccessibleDescription('Your colleagues see it. Enter a name.')
    const message = screen.getByText('Enter a name.')
    expect(message).toBeVisible()
    expect(message).toHaveClass('invalid-feedback')
    // As in the forms before: the message is read with the field, not announced as an alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('describes a control without help by its error alone', () => {
    render(
      <Field label="Category" error="Choose a category.">
        {(control) => (
          <Form.Select {...control}>
            <option value="">Choose…</option>
          </Form.Select>
        )}
      </Field>,
    )
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Choose a category.',
    )
  })

  it('says in the label that a field is required, and tells screen readers', () => {
    render(
      <Field label="Reason" required>
        {(control) => <Form.Control as="textarea" {...control} />}
      </Field>,
    )
    const textarea = screen.getByRole('textbox', { name: 'Reason (required)' })
    expect(textarea).toBeRequired()
    expect(textarea).not.toHaveAttribute('aria-describedby')
  })

  it('gives each field its own ids when none is given', () => {
    render(
      <>
        <Field label="First" error="Wrong.">
          {(control) => <Form.Control {...control} />}
        </Field>
        <Field label="Second" error="Wrong too.">
          {(control) => <Form.Control {...control} />}
        </Field>
      </>,
    )
    expect(screen.getByLabelText('First')).toHaveAccessibleDescription('Wrong.')
    expect(screen.getByLabelText('Second')).toHaveAccessibleDescription('Wrong too.')
  })
})
