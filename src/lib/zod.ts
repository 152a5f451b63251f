import * as z from 'zod/mini'

// zod/mini rather than zod's classic API: its schemas are built with functions (`z.optional(x)`,
// `x.check(z.minLength(1))`) a bundle takes one by one, where every classic schema carries every
// method (and the JSON Schema writer), which made zod nearly a third of the signed-in screens'
// shared code. It loads no locale: a check a person can fail gives its own message.

// zod compiles object schemas with `new Function` when it may, and probes for it the first time an
// object schema is made: under the app's Content-Security-Policy (no 'unsafe-eval') that probe is
// refused and reported as a violation, even though zod then goes on without it. So zod is told not
// to try, before any schema exists: every module takes `z` from here (ESLint refuses 'zod' and
// its other entries).
z.config({ jitless: true })

export { z }
