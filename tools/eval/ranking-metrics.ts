/**
 * Ranking measures of the offline evaluation (docs/recommendation-engine.md, Offline evaluation).
 * `utility` is the person's hidden utility of every item; `ranked` the ids a method put first.
 */

/** The k items with the highest hidden utility (ties by id): the relevant set. */
export function relevantSet(utility: ReadonlyMap<string, number>, k: number): Set<string> {
  return new Set(
    [...utility]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, k)
      .map(([id]) => id),
  );
}

/** Share of the first k ranked items that are in the relevant set. */
export function precisionAtK(ranked: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  return ranked.slice(0, k).filter((id) => relevant.has(id)).length / k;
}

/**
 * nDCG@k with graded gain max(0, utility): DCG = Σ_i gain_i / log2(i + 2) over the first k, divided by
 * the DCG of the best possible order. 0 when no item has positive utility.
 */
export function ndcgAtK(ranked: readonly string[], utility: ReadonlyMap<string, number>, k: number): number {
  const gain = (id: string) => Math.max(0, utility.get(id) ?? 0);
  const dcg = (ids: readonly string[]) => ids.slice(0, k).reduce((sum, id, i) => sum + gain(id) / Math.log2(i + 2), 0);
  const ideal = dcg([...utility.keys()].sort((a, b) => gain(b) - gain(a)));
  return ideal === 0 ? 0 : dcg(ranked) / ideal;
}
