import { expectSendsOnce } from '@/testing/double-submit'
import { COMMITTEE_ADMIN_CASES } from '@/testing/send-once-cases/committee'

describe('a committee create or action on results, votes, users, feedback or the timeline sends once, however fast it is pressed', () => {
  it.each(COMMITTEE_ADMIN_CASES)('$name', (c) => expectSendsOnce(c))
})
