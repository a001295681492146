import { DIMENSIONS, type DimensionDefinition, type DimensionKey } from '../alive-dimensions.ts';
import { evidenceFactor, readDimensions, type DimensionEvidenceInput } from '../profile/dimension-profile.ts';
import type { DimensionLeanings } from './types.ts';

/**
 * The person's place in the five dimensions, read from dimension_evidence
 * (docs/recommendation-engine.md, Dimension closeness).
 */
export interface DimensionPosition {
  definition: DimensionDefinition;
  /** (positive − negative) / (positive + negative), −1..1; 0 without weight. */
  lean: number;
  /** min(choiceCount / 10, 1): how much the lean can be trusted (docs/profile-model.md §3). */
  evidence: number;
  count: number;
}

export function personPosition(rows: readonly DimensionEvidenceInput[]): DimensionPosition[] {
  return readDimensions(rows).map((reading, index) => {
    const definition = DIMENSIONS[index]!;
    const sign = reading.pole === definition.negative ? -1 : 1;
    return { definition, lean: sign * reading.consistency, evidence: evidenceFactor(reading.count), count: reading.count };
  });
}

/** True when no dimension has evidence. */
export function hasNoDimensionEvidence(position: readonly DimensionPosition[]): boolean {
  return position.every((p) => p.count === 0);
}

/** An item's leaning on one dimension scaled to −1..1 (leaning / 2); anything malformed is 0. */
export function scaledLeaning(leanings: DimensionLeanings, key: DimensionKey): number {
  const value = leanings[key];
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(-1, value / 2));
}

/**
 * Evidence-weighted agreement over the five dimensions, −1..1:
 *   D = (1/5) Σ_d evidence_d × lean_d × leaning_d/2
 * Closeness as agreement rather than distance: a happiness code is a direction, and noisy answers
 * shrink a real lean, so an item leaning further the person's way fits at least as well as a mild one
 * (docs/recommendation-engine.md, Dimension closeness). A dimension without evidence adds 0, so a
 * person with no evidence gets 0 for every item.
 */
export function dimensionMatch(position: readonly DimensionPosition[], leanings: DimensionLeanings): number {
  const sum = position.reduce((acc, p) => acc + p.evidence * p.lean * scaledLeaning(leanings, p.definition.key), 0);
  return sum / DIMENSIONS.length;
}

/** A pole the person leans to and the item leans to as well: what reasoning sentences name. */
export interface SharedPole {
  key: DimensionKey;
  label: string;
  /** evidence × |lean| × |leaning/2|: how much the shared pole says. */
  strength: number;
}

/** Minimum |lean| and |leaning/2| for a pole to count as shared. */
export const SHARED_POLE_MIN_LEAN = 0.2;
export const SHARED_POLE_MIN_LEANING = 0.5;

export function sharedPoles(position: readonly DimensionPosition[], leanings: DimensionLeanings): SharedPole[] {
  const shared: SharedPole[] = [];
  for (const p of position) {
    const item = scaledLeaning(leanings, p.definition.key);
    if (p.evidence === 0 || Math.abs(p.lean) < SHARED_POLE_MIN_LEAN || Math.abs(item) < SHARED_POLE_MIN_LEANING) continue;
    if (Math.sign(item) !== Math.sign(p.lean)) continue;
    const pole = p.lean > 0 ? p.definition.positive : p.definition.negative;
    shared.push({ key: p.definition.key, label: pole.label, strength: p.evidence * Math.abs(p.lean) * Math.abs(item) });
  }
  // Ties keep code order (A L I V E): `shared` is built in that order and the sort is stable.
  return shared.sort((a, b) => b.strength - a.strength);
}
