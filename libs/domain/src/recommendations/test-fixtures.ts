import { DIMENSION_KEYS, type DimensionKey } from '../alive-dimensions.ts';
import type { DimensionEvidenceInput } from '../profile/dimension-profile.ts';
import type { DimensionLeanings, PersonTaste, RecommendationCandidate } from './types.ts';

/** Hand-built inputs shared by the engine's unit tests. */

export function leanings(partial: Partial<Record<DimensionKey, number>> = {}): DimensionLeanings {
  return Object.fromEntries(DIMENSION_KEYS.map((key) => [key, partial[key] ?? 0])) as DimensionLeanings;
}

export function candidate(
  id: string,
  tags: Record<string, number>,
  lean: Partial<Record<DimensionKey, number>> = {},
  category = 'general',
): RecommendationCandidate {
  return { id, category, title: `Title of ${id}`, tags, leanings: leanings(lean) };
}

export function taste(partial: Partial<PersonTaste> = {}): PersonTaste {
  return { preferences: {}, dimensions: [], feedback: [], ...partial };
}

export function evidence(dimension: DimensionKey, positiveWeight: number, negativeWeight: number, choiceCount: number): DimensionEvidenceInput {
  return { dimension, positiveWeight, negativeWeight, choiceCount };
}

/** A choice: the chosen option's text and tags first. */
export function choiceRecord(
  category: string,
  chosen: [string, Record<string, number>],
  rejected: [string, Record<string, number>] = ['Something else', {}],
): import('./choice-record.ts').ChoiceRecord {
  return { category, chosen: { text: chosen[0], tags: chosen[1] }, rejected: { text: rejected[0], tags: rejected[1] } };
}
