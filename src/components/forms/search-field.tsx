import type { CSSProperties, ReactNode } from 'react'
import Form from 'react-bootstrap/Form'
import { Trans } from '@lingui/react/macro'

/** A list's keyword search that filters as the person types; `keyword` is where it starts (from the address). */
export function SearchField({
  id,
  keyword,
  placeholder,
  onSearch,
}: {
  id: string
  keyword: string
  placeholder: string
  onSearch: (keyword: string) => void
}) {
  return (
    <>
      <Form.Label htmlFor={id}>
        <Trans>Search</Trans>
      </Form.Label>
      <Form.Control
        id={id}
        type="search"
        defaultValue={keyword}
        onChange={(e) => onSearch(e.target.value)}
        placeholder={placeholder}
      />
    </>
  )
}

/**
 * A list's search that applies when sent (Enter or its Search button): `onSearch` gets the trimmed
 * text of the field named `keyword` among the children.
 */
export function SearchForm({
  onSearch,
  label,
  className,
  style,
  children,
}: {
  onSearch: (keyword: string) => void
  label?: string
  className?: string
  style?: CSSProperties
  children: ReactNode
}) {
  return (
    <Form
      role="search"
      aria-label={label}
      className={className}
      style={style}
      onSubmit={(e) => {
        e.preventDefault()
        const value = new FormData(e.currentTarget).get('keyword')
        onSearch(typeof value === 'string' ? value.trim() : '')
      }}
    >
      {children}
    </Form>
  )
}
