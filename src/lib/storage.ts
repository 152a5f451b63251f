/** localStorage that never throws (private mode, full quota) and parses JSON safely. */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key: string, value: string): boolean {
    try {
      window.localStorage.setItem(key, value)
      return true
    } catch {
      return false
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // Storage unavailable: nothing to remove.
    }
  },
  getJson<T>(key: string, isValid: (value: unknown) => value is T): T | null {
    const raw = storage.get(key)
    if (raw === null) return null
    try {
      const parsed: unknown = JSON.parse(raw)
      return isValid(parsed) ? parsed : null
    } catch {
      return null
    }
  },
  setJson(key: string, value: unknown): boolean {
    return storage.set(key, JSON.stringify(value))
  },
  /** Every key that starts with `prefix` (a copy: removing while walking it is safe). */
  keys(prefix = ''): string[] {
    try {
      const found: string[] = []
      for (let i = 0; i < window.localStorage.length; i += 1) {
        const key = window.localStorage.key(i)
        if (key !== null && key.startsWith(prefix)) found.push(key)
      }
      return found
    } catch {
      return []
    }
  },
}
