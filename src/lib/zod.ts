import { z } from 'zod'

// zod compiles object schemas with `new Function` when it may, and probes for it the first time an
// object schema is made: under the app's Content-Security-Policy (no 'unsafe-eval') that probe is
// refused and reported as a violation, even though zod then goes on without it. So zod is told not
// to try, before any schema exists: every module takes `z` from here (ESLint refuses 'zod' itself).
z.config({ jitless: true })

export { z }
