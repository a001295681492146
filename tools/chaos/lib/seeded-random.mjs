/**
 * Reproducible randomness for the chaos script: the same --seed gives every simulated client the same
 * faults, pauses and answers (the timing of a shared machine still varies from run to run).
 */

/** 32-bit FNV-1a of a string: turns `seed/client` labels into generator states. */
function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A generator of floats in [0, 1) (mulberry32) for the stream named `label` under `seed`. */
export function seededRandom(seed, label) {
  let state = hash32(`${seed}/${label}`);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A float in [min, max). */
    between: (min, max) => min + next() * (max - min),
    /** True with probability p. */
    chance: (p) => next() < p,
    /** A copy of `items` in a random order (Fisher–Yates). */
    shuffled(items) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}
