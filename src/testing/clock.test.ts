import { SEED_NOW } from '@/testing/clock'

const HOUR = 3_600_000

describe("the unit tests' clock", () => {
  it('starts at the moment the demo data is seeded, whatever the day the tests run', () => {
    // A worker runs its files one after another: the clock has run for at most the suite's time.
    expect(Date.now()).toBeGreaterThanOrEqual(SEED_NOW)
    expect(Date.now()).toBeLessThan(SEED_NOW + HOUR)
    expect(new Date().getTime()).toBeGreaterThanOrEqual(SEED_NOW)
    expect(new Date().getTime()).toBeLessThan(SEED_NOW + HOUR)
    expect(Date.parse(Date())).toBeLessThan(SEED_NOW + HOUR)
  })

  it('runs at real speed', async () => {
    const before = Date.now()
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(Date.now() - before).toBeGreaterThanOrEqual(25)
  })

  it('keeps the rest of Date as it is', () => {
    const date = new Date(2026, 11, 2, 10, 0)
    expect(date.toISOString()).toBe('2026-12-02T03:00:00.000Z')
    expect(Date.UTC(2026, 10, 21, 3)).toBe(SEED_NOW)
    expect(structuredClone(date)).toBeInstanceOf(Date)
    expect(date).toBeInstanceOf(Date)
    class Later extends Date {}
    expect(new Later(SEED_NOW)).toBeInstanceOf(Later)
  })

  // These two run in this order: the first leaves the real Date behind, the second finds the
  // tests' clock back (setup.ts puts it back after each test).
  it('may be set by a test, which then goes back to real timers', () => {
    vi.setSystemTime(SEED_NOW + 1000 * HOUR)
    expect(Date.now()).toBeGreaterThanOrEqual(SEED_NOW + 1000 * HOUR)
    vi.useRealTimers()
  })

  it('is the tests’ clock again in the next test', () => {
    expect(Date.now()).toBeGreaterThanOrEqual(SEED_NOW)
    expect(Date.now()).toBeLessThan(SEED_NOW + HOUR)
  })
})
