import { expectSendsOnce } from '@/testing/double-submit'
import { COMMITTEE_REVIEW_CASES } from '@/testing/send-once-cases/committee'

describe('a committee review or judging action sends once, however fast it is pressed', () => {
  it.each(COMMITTEE_REVIEW_CASES)('$name', (c) => expectSendsOnce(c))
})
