import {
  DIMENSIONS,
  dimensionStatus,
  type DimensionDefinition,
  type DimensionKey,
  type DimensionStatus,
  type PoleDefinition,
} from '../alive-dimensions.ts';
import { describeDimension } from './pole-traits.ts';

/**
 * Dimension evidence → the A.L.I.V.E profile (docs/profile-model.md §1–§3).
 * Input rows are the `dimension_evidence` table (written by the choices service through `applyChoice`).
 */

export interface DimensionEvidenceInput {
  dimension: string;
  positiveWeight: number;
  negativeWeight: number;
  choiceCount: number;
}

export interface DimensionReading {
  key: DimensionKey;
  name: string;
  aliveLetter: DimensionDefinition['aliveLetter'];
  aliveWord: DimensionDefinition['aliveWord'];
  /** Dominant pole; null while the dimension has no evidence. */
  pole: PoleDefinition | null;
  /** Code letter of the dominant pole; null while missing. */
  code: string | null;
  /** Share of evidence weight on the dominant pole, integer 50..100; 0 while missing. */
  percentage: number;
  /** |positive − negative| / (positive + negative), 0..1 (0 while missing or without weight). */
  consistency: number;
  status: DimensionStatus;
  count: number;
  description: string;
}

/** Choices per dimension at which its evidence factor saturates: the 50-choice target spread over five dimensions. */
export const EVIDENCE_TARGET_PER_DIMENSION = 10;

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Sums rows per known dimension (unknown dimension keys are ignored). */
function evidenceByDimension(rows: readonly DimensionEvidenceInput[]): Map<DimensionKey, DimensionEvidenceInput> {
  const byKey = new Map<DimensionKey, DimensionEvidenceInput>();
  for (const definition of DIMENSIONS) {
    const matching = rows.filter((row) => row.dimension === definition.key);
    if (matching.length === 0) continue;
    byKey.set(definition.key, {
      dimension: definition.key,
      positiveWeight: matching.reduce((sum, row) => sum + nonNegative(row.positiveWeight), 0),
      negativeWeight: matching.reduce((sum, row) => sum + nonNegative(row.negativeWeight), 0),
      choiceCount: matching.reduce((sum, row) => sum + Math.max(0, Math.trunc(row.choiceCount)), 0),
    });
  }
  return byKey;
}

/**
 * Reads one dimension. A tie (including choices that touched the dimension without adding weight to
 * either pole) goes to the + pole at 50 %, so every dimension with evidence has a letter.
 */
export function readDimension(definition: DimensionDefinition, evidence: DimensionEvidenceInput | undefined): DimensionReading {
  const count = evidence ? Math.max(0, Math.trunc(evidence.choiceCount)) : 0;
  const status = dimensionStatus(count);
  const base = {
    key: definition.key,
    name: definition.name,
    aliveLetter: definition.aliveLetter,
    aliveWord: definition.aliveWord,
    status,
    count,
  };
  if (!evidence || count === 0) {
    return { ...base, pole: null, code: null, percentage: 0, consistency: 0, description: describeDimension(definition, null, 0) };
  }
  const positive = nonNegative(evidence.positiveWeight);
  const negative = nonNegative(evidence.negativeWeight);
  const total = positive + negative;
  const pole = negative > positive ? definition.negative : definition.positive;
  const percentage = total === 0 ? 50 : Math.round((100 * Math.max(positive, negative)) / total);
  const consistency = total === 0 ? 0 : Math.abs(positive - negative) / total;
  return {
    ...base,
    pole,
    code: pole.letter,
    percentage,
    consistency,
    description: describeDimension(definition, pole, percentage),
  };
}

/** All five dimensions in DIMENSIONS (code) order. */
export function readDimensions(rows: readonly DimensionEvidenceInput[]): DimensionReading[] {
  const byKey = evidenceByDimension(rows);
  return DIMENSIONS.map((definition) => readDimension(definition, byKey.get(definition.key)));
}

/** A profile exists once every dimension has evidence (docs/product/profile.md, The A.L.I.V.E model). */
export function hasProfile(dimensions: readonly DimensionReading[]): boolean {
  return dimensions.length === DIMENSIONS.length && dimensions.every((d) => d.count > 0);
}

/** The five-letter happiness code in DIMENSIONS order, or null while any dimension is missing. */
export function happinessCode(dimensions: readonly DimensionReading[]): string | null {
  if (!hasProfile(dimensions)) return null;
  return dimensions.map((d) => d.code).join('');
}

/** min(count / EVIDENCE_TARGET_PER_DIMENSION, 1). */
export function evidenceFactor(count: number): number {
  if (count <= 0) return 0;
  return Math.min(count / EVIDENCE_TARGET_PER_DIMENSION, 1);
}

/**
 * Profile confidence, integer percent 0..100:
 *   confidence = round(100 × mean over the five dimensions of (evidence_d × consistency_d))
 * evidence_d = min(count_d / 10, 1); consistency_d = |positive − negative| / (positive + negative).
 * A missing dimension contributes 0, so confidence only reaches 100 with ten or more choices on every
 * dimension, all pointing to the same pole.
 */
export function profileConfidence(dimensions: readonly DimensionReading[]): number {
  if (dimensions.length === 0) return 0;
  const sum = DIMENSIONS.reduce((acc, definition) => {
    const reading = dimensions.find((d) => d.key === definition.key);
    return acc + (reading ? evidenceFactor(reading.count) * reading.consistency : 0);
  }, 0);
  return Math.round((100 * sum) / DIMENSIONS.length);
}
