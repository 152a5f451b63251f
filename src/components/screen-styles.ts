/**
 * The stylesheet of the screens behind the landing (forms, tables, navigation…; the
 * landing ships without it), loaded by src/app/screen-styles.ts. This module belongs to the chunk
 * the signed-in areas share (src/app/area-chunks.ts), so it costs the screens no extra script
 * request, only the stylesheet's.
 */
import '@/styles/screens.scss'
