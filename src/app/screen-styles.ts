/** Loads the screens' stylesheet (src/components/screen-styles.ts) once; every screen behind the landing waits for it. */
export const loadScreenStyles = () => import('@/components/screen-styles')
