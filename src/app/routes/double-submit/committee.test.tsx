import { expectSendsOnce } from '@/testing/double-submit'
import { COMMITTEE_CASES } from '@/testing/send-once-cases/committee'

describe('a committee create or action sends once, however fast it is pressed', () => {
  it.each(COMMITTEE_CASES)('$name', (c) => expectSendsOnce(c))
})
