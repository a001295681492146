import { DIMENSIONS } from '../alive-dimensions.ts';
import { compareIds } from '../recommendations/text.ts';
import { carriesDimensionEvidence, pairCoverage, type CoveragePair } from './pair-coverage.ts';

/**
 * The smart engine's Analytics figures over the shared pairs (docs/product/admin.md, Smart Choice
 * Pair Engine): a pair is mapped when an option carries A.L.I.V.E evidence, so choosing it moves the
 * profile; an unmapped pair only moves preference tags.
 */
export interface AnalysedPair extends CoveragePair {
  category: string;
  isActive: boolean;
}

export interface AlgorithmAnalysisResult {
  totalPairs: number;
  mappedPairs: number;
  unmappedPairs: number;
  /** Active pairs per category, most first (ties by name). */
  categoryDistribution: Record<string, number>;
  /** Active pairs contrasting each dimension, by dimension name in A.L.I.V.E order. */
  dimensionCoverage: Record<string, number>;
  inactivePairs: number;
}

export function analyzeAlgorithm(pairs: readonly AnalysedPair[]): AlgorithmAnalysisResult {
  const active = pairs.filter((pair) => pair.isActive);
  const mappedPairs = active.filter(carriesDimensionEvidence).length;
  const counts = new Map<string, number>();
  for (const pair of active) counts.set(pair.category, (counts.get(pair.category) ?? 0) + 1);
  const coverage = pairCoverage(active);
  return {
    totalPairs: active.length,
    mappedPairs,
    unmappedPairs: active.length - mappedPairs,
    categoryDistribution: Object.fromEntries([...counts].sort((a, b) => b[1] - a[1] || compareIds(a[0], b[0]))),
    dimensionCoverage: Object.fromEntries(DIMENSIONS.map((d, i) => [d.name, coverage.dimensions[i]!.contrasted])),
    inactivePairs: pairs.length - active.length,
  };
}
