import { expectSendsOnce } from '@/testing/double-submit'
import { JURY_CASES } from '@/testing/send-once-cases/jury'

describe('a judge’s action sends once, however fast it is pressed', () => {
  it.each(JURY_CASES)('$name', (c) => expectSendsOnce(c))
})
