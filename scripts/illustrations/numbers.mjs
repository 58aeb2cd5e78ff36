// Numbers for the drawing: two decimals in the SVG, and randomness seeded from a file's name, so that every run
// draws each illustration the same.

/** A coordinate as the SVG writes it: two decimals at most. */
export const round2 = value => Number(value.toFixed(2))

/** FNV-1a: the seed for a file's name. */
export function hashText(text) {
  let hash = 2166136261
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 16777619)
  }
  return hash >>> 0
}

/** Mulberry32: a random number in [0, 1) at each call, the same sequence for the same seed. */
export function seededRandom(seed) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
}

export const pick = (random, choices) => choices[Math.floor(random() * choices.length)]

export const between = (random, low, high) => low + (high - low) * random()
