/**
 * The screen on show (path and query), as the router has it: a draft records the screen it was typed
 * on, so that the sign-out warning can lead the person back to it. The router sets it (RootLayout);
 * nothing else does.
 */
let screen: string | null = null

export function setCurrentScreen(path: string | null): void {
  screen = path
}

export function currentScreen(): string | null {
  return screen
}
