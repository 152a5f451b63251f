/** A person who can be chosen on the sign-in page. `role` is the label shown next to the name. */
export interface DemoPerson {
  id: string
  name: string
  email: string
  role: string
  unit?: string
  /** One of the demo's own people: listed first on the sign-in page, however many others the directory holds. */
  featured?: boolean
}

/** A directory this small is listed whole on the sign-in page; a larger one shows its featured people and a search. */
export const LIST_ALL_MAX = 50
/** Matches shown for a search on the sign-in page. */
export const MATCHES_MAX = 25
/** The longest search the sign-in page reads. */
export const QUERY_MAX = 100

/** Case-insensitive: every word of the query appears in the person's name, e-mail, unit or role. */
export function matches(person: DemoPerson, words: string[]): boolean {
  const text = [person.name, person.email, person.unit ?? '', person.role].join(' ').toLowerCase()
  return words.every((word) => text.includes(word))
}
