import { isAliveEvidenceTag } from '../tags.ts';

/**
 * Tag affinity (docs/recommendation-engine.md, Tag affinity): how well an item's preference tags fit the
 * person's tag scores, centred so that a disliked tag counts against the item.
 */

/** Finite weights clamped to 0..1; anything else (and alive evidence tags) is dropped. */
export function preferenceTagWeights(tags: Readonly<Record<string, number>>): [string, number][] {
  const out: [string, number][] = [];
  for (const [name, raw] of Object.entries(tags)) {
    if (isAliveEvidenceTag(name) || typeof raw !== 'number' || !Number.isFinite(raw)) continue;
    const weight = Math.min(1, Math.max(0, raw));
    if (weight > 0) out.push([name, weight]);
  }
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
}

/** 2 × (score − 0.5), −1..1; 0 for a tag never met or a malformed score. */
export function centredPreference(preferences: Readonly<Record<string, number>>, tag: string): number {
  const score = preferences[tag];
  if (typeof score !== 'number' || !Number.isFinite(score)) return 0;
  return 2 * (Math.min(1, Math.max(0, score)) - 0.5);
}

/**
 * A = Σ_t w_t × 2(score_t − 0.5) / Σ_t w_t over the item's preference tags, −1..1; 0 for an item
 * without tags.
 */
export function tagAffinity(preferences: Readonly<Record<string, number>>, weights: readonly [string, number][]): number {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  if (total === 0) return 0;
  return weights.reduce((sum, [tag, w]) => sum + w * centredPreference(preferences, tag), 0) / total;
}

/** F = Σ_t w_t × feedback_t / Σ_t w_t, −1..1 (feedback_t from learnFromFeedback). */
export function feedbackAffinity(tagValues: ReadonlyMap<string, number>, weights: readonly [string, number][]): number {
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  if (total === 0) return 0;
  return weights.reduce((sum, [tag, w]) => sum + w * (tagValues.get(tag) ?? 0), 0) / total;
}

/** Cosine similarity of two weighted tag lists (sorted by name, as preferenceTagWeights returns them). */
export function tagCosine(a: readonly [string, number][], b: readonly [string, number][]): number {
  let dot = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const [ta, wa] = a[i]!;
    const [tb, wb] = b[j]!;
    if (ta === tb) {
      dot += wa * wb;
      i++;
      j++;
    } else if (ta < tb) i++;
    else j++;
  }
  if (dot === 0) return 0;
  const norm = (v: readonly [string, number][]) => Math.sqrt(v.reduce((s, [, w]) => s + w * w, 0));
  return dot / (norm(a) * norm(b));
}
