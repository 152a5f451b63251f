import { expectSendsOnce } from '@/testing/double-submit'
import { PARTICIPANT_CASES } from '@/testing/send-once-cases/participant'

describe('a participant’s create or action sends once, however fast it is pressed', () => {
  it.each(PARTICIPANT_CASES)('$name', (c) => expectSendsOnce(c))
})
