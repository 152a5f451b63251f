import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { paths } from '@/config/paths'
import { server } from '@/testing/demo-server'
import { renderRoute } from '@/testing/test-utils'
import { problemAnswer } from '@/testing/fake-answers'

/**
 * A participant's feedback question whose sending is cut off because the session has ended: the
 * question is typed and sent, the API answers 401, the person is taken to /login and the screen goes
 * away. Returns the Idempotency-Key of each POST /feedback (the cut-off one first); from then on the
 * API accepts the question again (the person has signed in again).
 */
export async function sendQuestionAsSessionEnds(as: string): Promise<{ sends: string[] }> {
  let ended = true
  const sends: string[] = []
  server.use(
    http.post('*/api/feedback', ({ request }) => {
      sends.push(request.headers.get('Idempotency-Key') ?? '')
      return ended ? problemAnswer(401, { title: 'Unauthorized' }) : undefined
    }),
  )
  const first = renderRoute(paths.participant.feedbackCreate.to(), { as })
  await first.user.type(await screen.findByLabelText('Subject'), 'Camp dates and shutdowns')
  await first.user.type(
    screen.getByLabelText('Your question or feedback'),
    'Our site shuts down that week.',
  )
  await first.user.click(screen.getByRole('button', { name: 'Send to the committee' }))
  // The ended session takes the person to sign in again.
  await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'))
  first.unmount()
  ended = false
  return { sends }
}
