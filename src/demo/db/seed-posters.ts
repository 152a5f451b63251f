import { crc32, deflateSync } from 'node:zlib'

/**
 * Posters for the demo's seeded proposals: small real PNG files (240×340, a few kilobytes) drawn
 * here, so the gallery, the vote and the proposal screens show images as in a real award. The
 * demo server writes them into its uploads folder, where they are served like uploaded files.
 */
export interface PosterSpec {
  title: string
  teamName: string
  categoryName: string
  category: number
  year: number
  winnerRank: number | null
}

const WIDTH = 240
const HEIGHT = 340

// Palette: 0 white, 1 ink, 2 soft grey; per category a light background, a strong band and an accent.
const BASE: Array<[number, number, number]> = [
  [255, 255, 255],
  [33, 37, 41],
  [222, 226, 230],
]
const CATEGORY_COLOURS: Record<number, Array<[number, number, number]>> = {
  1: [
    [231, 241, 255],
    [13, 110, 253],
    [110, 168, 254],
  ],
  2: [
    [232, 246, 240],
    [25, 135, 84],
    [117, 183, 152],
  ],
  3: [
    [255, 244, 229],
    [253, 126, 20],
    [254, 178, 107],
  ],
  4: [
    [243, 236, 255],
    [111, 66, 193],
    [166, 136, 220],
  ],
}
const GOLD: [number, number, number] = [255, 193, 7]
const [WHITE, INK, GREY, LIGHT, STRONG, ACCENT, RIBBON] = [0, 1, 2, 3, 4, 5, 6]

/** A 5×7 bitmap font for capitals, digits and a little punctuation ('#' = ink). */
const GLYPHS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '####. ....# ....# .###. ....# ....# ####.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  '-': '..... ..... ..... ##### ..... ..... .....',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  ',': '..... ..... ..... ..... .##.. ..#.. .#...',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  '/': '....# ...#. ...#. ..#.. .#... .#... #....',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
  '(': '...#. ..#.. .#... .#... .#... ..#.. ...#.',
  ')': '.#... ..#.. ...#. ...#. ...#. ..#.. .#...',
  '#': '.#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.',
}

class Canvas {
  readonly pixels = new Uint8Array(WIDTH * HEIGHT)

  rect(x: number, y: number, w: number, h: number, colour: number) {
    for (let row = Math.max(0, y); row < Math.min(HEIGHT, y + h); row++)
      this.pixels.fill(colour, row * WIDTH + Math.max(0, x), row * WIDTH + Math.min(WIDTH, x + w))
  }

  circle(cx: number, cy: number, r: number, colour: number) {
    for (let y = cy - r; y <= cy + r; y++)
      for (let x = cx - r; x <= cx + r; x++)
        if (x >= 0 && y >= 0 && x < WIDTH && y < HEIGHT && (x - cx) ** 2 + (y - cy) ** 2 <= r * r)
          this.pixels[y * WIDTH + x] = colour
  }

  /** Draws a line of text; returns its width in pixels. */
  text(line: string, x: number, y: number, scale: number, colour: number): number {
    let cursor = x
    for (const char of line.toUpperCase()) {
      const glyph = GLYPHS[char]
      if (glyph)
        glyph.split(' ').forEach((bits, row) =>
          [...bits].forEach((bit, col) => {
            if (bit === '#') this.rect(cursor + col * scale, y + row * scale, scale, scale, colour)
          }),
        )
      cursor += 6 * scale
    }
    return cursor - x - scale
  }

  centred(line: string, y: number, scale: number, colour: number) {
    this.text(line, Math.round((WIDTH - textWidth(line, scale)) / 2), y, scale, colour)
  }
}

const textWidth = (line: string, scale: number) => line.length * 6 * scale - scale

/** Breaks text into lines of at most `max` characters, at spaces. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word
    if (next.length <= max) line = next
    else {
      if (line) lines.push(line)
      line = word.length > max ? `${word.slice(0, max - 1)}-` : word
    }
  }
  if (line) lines.push(line)
  return lines
}

const drawn = new Map<string, Uint8Array>()

/** The poster of one proposal as PNG bytes. The same spec always gives the same bytes (drawn once). */
export function posterPng(spec: PosterSpec): Uint8Array {
  const key = JSON.stringify([
    spec.title,
    spec.teamName,
    spec.categoryName,
    spec.category,
    spec.year,
    spec.winnerRank,
  ])
  let bytes = drawn.get(key)
  if (!bytes) {
    bytes = drawPoster(spec)
    drawn.set(key, bytes)
  }
  return bytes
}

/** Draws the poster (no cache): the bytes depend only on the spec, so a restart writes the same file. */
export function drawPoster(spec: PosterSpec): Uint8Array {
  const canvas = new Canvas()
  canvas.rect(0, 0, WIDTH, HEIGHT, LIGHT)
  // Header band: the award and the year.
  canvas.rect(0, 0, WIDTH, 44, STRONG)
  canvas.centred('INNOVATION AWARD', 10, 2, WHITE)
  canvas.centred(String(spec.year), 28, 1, WHITE)
  // A winner's poster carries a gold band with the rank.
  if (spec.winnerRank) {
    canvas.rect(0, 44, WIDTH, 14, RIBBON)
    canvas.centred(`WINNER #${spec.winnerRank}`, 48, 1, INK)
  }
  // The title, as large as it fits in five lines.
  const scale = wrap(spec.title, 12).length <= 5 ? 3 : 2
  const lines = wrap(spec.title, scale === 3 ? 12 : 18).slice(0, 6)
  let y = spec.winnerRank ? 68 : 60
  for (const line of lines) {
    canvas.centred(line, y, scale, INK)
    y += 9 * scale
  }
  // An illustration: rings and bars in the category's colours.
  const top = Math.max(y + 10, 190)
  canvas.circle(78, top + 40, 38, ACCENT)
  canvas.circle(78, top + 40, 24, LIGHT)
  canvas.circle(78, top + 40, 12, STRONG)
  ;[30, 52, 40, 70].forEach((h, i) =>
    canvas.rect(140 + i * 20, top + 80 - h, 14, h, i % 2 ? STRONG : ACCENT),
  )
  canvas.rect(130, top + 82, 94, 2, INK)
  // Footer: team and category, and a ribbon for a winner.
  canvas.rect(0, HEIGHT - 44, WIDTH, 44, WHITE)
  canvas.rect(0, HEIGHT - 45, WIDTH, 1, GREY)
  canvas.centred(spec.teamName, HEIGHT - 36, 2, INK)
  canvas.centred(spec.categoryName, HEIGHT - 16, 1, STRONG)
  const palette = [...BASE, ...(CATEGORY_COLOURS[spec.category] ?? CATEGORY_COLOURS[1]!), GOLD]
  return encodePng(canvas.pixels, palette)
}

function chunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  body.copy(out, 4)
  out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length)
  return out
}

/** An 8-bit palette PNG. */
function encodePng(pixels: Uint8Array, palette: Array<[number, number, number]>): Uint8Array {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(WIDTH, 0)
  header.writeUInt32BE(HEIGHT, 4)
  header.set([8, 3, 0, 0, 0], 8) // depth 8, colour type 3 (palette), deflate, no filter, no interlace
  const raw = Buffer.alloc(HEIGHT * (WIDTH + 1))
  for (let y = 0; y < HEIGHT; y++)
    raw.set(pixels.subarray(y * WIDTH, (y + 1) * WIDTH), y * (WIDTH + 1) + 1)
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('PLTE', Uint8Array.from(palette.flat())),
      chunk('IDAT', deflateSync(raw, { level: 9 })),
      chunk('IEND', new Uint8Array(0)),
    ]),
  )
}
