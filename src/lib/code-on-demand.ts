/**
 * Code a screen loads when it is first needed (a dialog and the library it brings), not with the
 * screen: one load shared by every use, and a load that failed (offline before the file was ever
 * fetched) is forgotten, so the next use fetches again.
 */
export interface CodeOnDemand<T> {
  load: () => Promise<T>
  /** The code, once loaded. */
  loaded: () => T | undefined
}

export function codeOnDemand<T>(load: () => Promise<T>): CodeOnDemand<T> {
  let pending: Promise<T> | undefined
  let value: T | undefined
  return {
    load: () =>
      (pending ??= load().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )),
    loaded: () => value,
  }
}
