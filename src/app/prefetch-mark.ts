/**
 * The mark in the page's performance timeline where the area starts fetching its other screens
 * ahead (src/app/prefetch-screens.ts): its first screen has its data and has been painted. The
 * service worker's registration waits for it (src/main.tsx); the bench reads it. A module of its
 * own, so that the entry reads the name without the prefetching code.
 */
export const PREFETCH_MARK = 'prefetch-screens'
