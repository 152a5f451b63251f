/**
 * The unit tests' clock. The demo data of the tests is seeded at a fixed moment (SEED_NOW) so that
 * dates in assertions never drift; the clock the app and the in-process demo server read must start
 * there too, or the tests would depend on the day they run (a period seeded as running would have
 * ended by the time CI runs a week later). Time still passes at its real speed: timers, debounces
 * and "saved a moment ago" behave as in the browser. Installed once per worker, before any module
 * of the app is evaluated (it is setup.ts's first import).
 */

/** The tests' clock for the seed: fixed, so dates in assertions never drift. */
export const SEED_NOW = Date.parse('2026-11-21T03:00:00.000Z')

const INSTALLED = Symbol.for('innovation-award.test-clock')

type Global = typeof globalThis & { [INSTALLED]?: DateConstructor }

function installTestClock(): void {
  const scope = globalThis as Global
  if (scope[INSTALLED]) return
  const RealDate = Date
  const offset = SEED_NOW - RealDate.now()
  const now = () => RealDate.now() + offset
  // A function rather than a subclass: it shares Date.prototype, so a date made before the clock
  // was installed, or by another module's own Date (structuredClone, jsdom), is still
  // `instanceof Date`.
  function TestDate(this: unknown, ...args: unknown[]): Date | string {
    // Called without `new`, Date gives the current time as a string.
    if (!new.target) return new RealDate(now()).toString()
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target) as Date
  }
  Object.setPrototypeOf(TestDate, RealDate) // Date.UTC, Date.parse
  TestDate.prototype = RealDate.prototype
  TestDate.now = now
  scope.Date = TestDate as unknown as DateConstructor
  scope[INSTALLED] = scope.Date
}

installTestClock()

/**
 * Puts the tests' clock back after a test that replaced Date: vitest's `vi.setSystemTime` without
 * fake timers, undone by `vi.useRealTimers()`, restores the real Date it kept from before this
 * clock was installed. Called after each test (setup.ts), while no fake timers run.
 */
export function restoreTestClock(): void {
  const scope = globalThis as Global
  const clock = scope[INSTALLED]
  if (clock && scope.Date !== clock) scope.Date = clock
}
