import Form from 'react-bootstrap/Form'

/** A list's keyword search that filters as the person types; `keyword` is where it starts (from the address). */
export function SearchField({ id, keyword, placeholder, onSearch }: { id: string; keyword: string; placeholder: string; onSearch: (keyword: string) => void }) {
  return (
    <>
      <Form.Label htmlFor={id}>Search</Form.Label>
      <Form.Control id={id} type="search" defaultValue={keyword} onChange={(e) => onSearch(e.target.value)} placeholder={placeholder} />
    </>
  )
}
