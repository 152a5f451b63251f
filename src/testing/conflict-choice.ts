import { within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'

/** In the autosave's conflict, chooses the text to keep for each field (named by its label), then saves the choice. */
export async function chooseInConflict(
  user: UserEvent,
  choices: Record<string, 'mine' | 'theirs'>,
  container: HTMLElement = document.body,
): Promise<void> {
  const view = within(container)
  for (const [label, side] of Object.entries(choices)) {
    const group = view.getByRole('group', { name: label })
    await user.click(
      within(group).getByRole('radio', {
        name: side === 'mine' ? /^Keep my text/ : /^Use the saved text/,
      }),
    )
  }
  await user.click(view.getByRole('button', { name: /^Save my choice/ }))
}
