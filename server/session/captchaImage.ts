/**
 * Draws a captcha as an SVG: every character a polyline of a small stroke font (no <text>, so the answer is not in
 * the markup), each turned, scaled, shifted and its points jittered, over and under noise curves and dots. A
 * person reads it at a glance; a script would need to recognise shapes.
 */

type Stroke = ReadonlyArray<readonly [number, number]>

/** The glyphs of CAPTCHA_ALPHABET on a 4 × 6 grid, y downwards. */
const GLYPHS: Readonly<Record<string, ReadonlyArray<Stroke>>> = {
  A: [[[0, 6], [2, 0], [4, 6]], [[1, 3.6], [3, 3.6]]],
  C: [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5]]],
  D: [[[0, 0], [0, 6], [2.5, 6], [4, 4.5], [4, 1.5], [2.5, 0], [0, 0]]],
  E: [[[4, 0], [0, 0], [0, 6], [4, 6]], [[0, 3], [3, 3]]],
  F: [[[4, 0], [0, 0], [0, 6]], [[0, 3], [3, 3]]],
  H: [[[0, 0], [0, 6]], [[4, 0], [4, 6]], [[0, 3], [4, 3]]],
  J: [[[4, 0], [4, 5], [3, 6], [1, 6], [0, 5]]],
  K: [[[0, 0], [0, 6]], [[4, 0], [0, 3.6]], [[1.4, 2.6], [4, 6]]],
  M: [[[0, 6], [0, 0], [2, 3.5], [4, 0], [4, 6]]],
  N: [[[0, 6], [0, 0], [4, 6], [4, 0]]],
  P: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]]],
  R: [[[0, 6], [0, 0], [3, 0], [4, 1], [4, 2], [3, 3], [0, 3]], [[2, 3], [4, 6]]],
  T: [[[0, 0], [4, 0]], [[2, 0], [2, 6]]],
  U: [[[0, 0], [0, 5], [1, 6], [3, 6], [4, 5], [4, 0]]],
  V: [[[0, 0], [2, 6], [4, 0]]],
  W: [[[0, 0], [1, 6], [2, 2], [3, 6], [4, 0]]],
  X: [[[0, 0], [4, 6]], [[4, 0], [0, 6]]],
  Y: [[[0, 0], [2, 3], [4, 0]], [[2, 3], [2, 6]]],
  "3": [[[0, 1], [1, 0], [3, 0], [4, 1], [4, 2], [3, 3], [1.5, 3]], [[3, 3], [4, 4], [4, 5], [3, 6], [1, 6], [0, 5]]],
  "4": [[[3, 6], [3, 0], [0, 4], [4, 4]]],
  "6": [[[4, 1], [3, 0], [1, 0], [0, 1], [0, 5], [1, 6], [3, 6], [4, 5], [4, 4], [3, 3], [0, 3]]],
  "7": [[[0, 0], [4, 0], [1.5, 6]]]
}

export const CAPTCHA_WIDTH = 220
export const CAPTCHA_HEIGHT = 80

/** A uniform number in [0, 1): crypto-backed in the server, seeded in tests. */
export type Random = () => number

const between = (random: Random, low: number, high: number) => low + (high - low) * random()
const fixed = (n: number) => n.toFixed(1)
const ink = (random: Random) => `hsl(${Math.floor(between(random, 200, 280))} 45% ${Math.floor(between(random, 22, 38))}%)`
const faint = (random: Random) => `hsl(${Math.floor(between(random, 0, 360))} 35% ${Math.floor(between(random, 55, 75))}%)`

const noiseCurve = (random: Random, width: number): string => {
  const y = () => fixed(between(random, 8, CAPTCHA_HEIGHT - 8))
  const d = `M0 ${y()} C${fixed(width / 3)} ${y()} ${fixed((2 * width) / 3)} ${y()} ${width} ${y()}`
  return `<path d="${d}" stroke="${faint(random)}" stroke-width="${fixed(between(random, 1, 2.5))}" fill="none"/>`
}

/** The SVG markup of `text` (characters of CAPTCHA_ALPHABET). */
export const drawCaptcha = (text: string, random: Random): string => {
  const parts: Array<string> = []
  for (let i = 0; i < 40; i++) {
    parts.push(`<circle cx="${fixed(between(random, 0, CAPTCHA_WIDTH))}" cy="${fixed(between(random, 0, CAPTCHA_HEIGHT))}" r="${fixed(between(random, 0.8, 2.2))}" fill="${faint(random)}"/>`)
  }
  for (let i = 0; i < 4; i++) parts.push(noiseCurve(random, CAPTCHA_WIDTH))
  const cell = CAPTCHA_WIDTH / (text.length + 1)
  ;[...text].forEach((char, index) => {
    const strokes = GLYPHS[char] ?? []
    const scale = between(random, 6, 7.5)
    const angle = between(random, -0.4, 0.4)
    const cx = cell * (index + 1) + between(random, -4, 4)
    const cy = CAPTCHA_HEIGHT / 2 + between(random, -6, 6)
    const cos = Math.cos(angle)
    const sin = Math.sin(angle)
    const place = ([x, y]: readonly [number, number]) => {
      const dx = (x - 2 + between(random, -0.25, 0.25)) * scale
      const dy = (y - 3 + between(random, -0.25, 0.25)) * scale
      return `${fixed(cx + dx * cos - dy * sin)} ${fixed(cy + dx * sin + dy * cos)}`
    }
    const d = strokes.map((stroke) => `M${stroke.map(place).join(" L")}`).join(" ")
    parts.push(`<path d="${d}" stroke="${ink(random)}" stroke-width="${fixed(between(random, 2.6, 3.6))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`)
  })
  // One curve over the characters, so that they cannot be cut apart along a clean background.
  parts.push(noiseCurve(random, CAPTCHA_WIDTH))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/>${parts.join("")}</svg>`
}
