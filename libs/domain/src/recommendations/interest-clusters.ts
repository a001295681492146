import { parseOptionTags } from '../choice-scoring.ts';
import { tagDisplayName } from '../tags.ts';
import type { ChoiceRecord } from './choice-record.ts';
import { tagCosine } from './tag-affinity.ts';
import { compareIds, joinWithAnd } from './text.ts';

/**
 * Interest clusters (docs/recommendation-engine.md, Interest clusters): average-linkage agglomerative
 * clustering of the options the person chose, by the cosine similarity of their preference tags.
 * Two clusters merge while their average similarity is at least CLUSTER_MERGE_THRESHOLD.
 */

export interface InterestClusterResult {
  id: string;
  clusterName: string;
  itemCount: number;
  /** Display names of the central tags, strongest first. */
  centerPoint: string[];
  /** Texts of chosen options in the cluster. */
  examples: string[];
}

export const CLUSTER_MERGE_THRESHOLD = 0.3;
/** A group of one choice is not a pattern. */
export const CLUSTER_MIN_SIZE = 2;
export const CLUSTER_CENTER_MAX = 5;
export const CLUSTER_EXAMPLES_MAX = 5;

interface Point {
  text: string;
  /** Sorted by tag name, weights 0..1. */
  tags: [string, number][];
}

function chosenPoints(choices: readonly ChoiceRecord[]): Point[] {
  return choices
    .map((choice) => ({
      text: choice.chosen.text,
      tags: [...parseOptionTags(choice.chosen.tags).preferences].filter(([, w]) => w > 0).sort((a, b) => compareIds(a[0], b[0])),
    }))
    .filter((p) => p.tags.length > 0);
}

/** Clusters as lists of point indexes, each sorted, in order of their first point. */
export function agglomerate(similarity: readonly (readonly number[])[], threshold: number): number[][] {
  const clusters = similarity.map((_, i) => [i]);
  // Average similarity between live clusters, kept up to date with the Lance-Williams update.
  const link = similarity.map((row) => [...row]);
  const alive = clusters.map(() => true);
  for (;;) {
    let best: [number, number] | null = null;
    let bestValue = threshold;
    for (let i = 0; i < clusters.length; i++) {
      if (!alive[i]) continue;
      for (let j = i + 1; j < clusters.length; j++) {
        // Scanning i then j and requiring a strictly higher value breaks ties by the lowest indexes.
        if (alive[j] && (best === null ? link[i]![j]! >= bestValue : link[i]![j]! > bestValue)) {
          best = [i, j];
          bestValue = link[i]![j]!;
        }
      }
    }
    if (best === null) break;
    const [a, b] = best;
    const sizeA = clusters[a]!.length;
    const sizeB = clusters[b]!.length;
    for (let k = 0; k < clusters.length; k++) {
      if (!alive[k] || k === a || k === b) continue;
      const merged = (sizeA * link[a]![k]! + sizeB * link[b]![k]!) / (sizeA + sizeB);
      link[a]![k] = merged;
      link[k]![a] = merged;
    }
    clusters[a] = [...clusters[a]!, ...clusters[b]!].sort((x, y) => x - y);
    alive[b] = false;
  }
  return clusters.filter((_, i) => alive[i]).sort((x, y) => x[0]! - y[0]!);
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

export function interestClusters(choices: readonly ChoiceRecord[]): InterestClusterResult[] {
  const points = chosenPoints(choices);
  const similarity = points.map((p) => points.map((q) => tagCosine(p.tags, q.tags)));
  const groups = agglomerate(similarity, CLUSTER_MERGE_THRESHOLD)
    .filter((g) => g.length >= CLUSTER_MIN_SIZE)
    .sort((a, b) => b.length - a.length || a[0]! - b[0]!);
  const usedIds = new Set<string>();
  return groups.map((group) => {
    const center = new Map<string, number>();
    for (const index of group) {
      for (const [tag, w] of points[index]!.tags) center.set(tag, (center.get(tag) ?? 0) + w / group.length);
    }
    const centerPoint = [
      ...new Set(
        [...center]
          .sort((a, b) => b[1] - a[1] || compareIds(a[0], b[0]))
          .map(([tag]) => tagDisplayName(tag)),
      ),
    ].slice(0, CLUSTER_CENTER_MAX);
    const examples = [...new Set(group.map((i) => points[i]!.text))].slice(0, CLUSTER_EXAMPLES_MAX);
    const baseId = `cluster-${slug(centerPoint.slice(0, 2).join(' '))}`;
    let id = baseId;
    for (let n = 2; usedIds.has(id); n++) id = `${baseId}-${n}`;
    usedIds.add(id);
    return { id, clusterName: joinWithAnd(centerPoint.slice(0, 2)), itemCount: group.length, centerPoint, examples };
  });
}
