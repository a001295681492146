import type { ChoicePair, UserChoice, UserPreference } from '@alive/contracts';
import type { Prisma } from '@alive/db';

interface PairLike {
  id: number;
  category: string;
  option1: string;
  option2: string;
  option1Tags: unknown;
  option2Tags: unknown;
}

/** Tags are stored as JSON objects; anything else (bad data) is shown as no tags rather than crashing the screen. */
function tagsOf(value: unknown): ChoicePair['option1Tags'] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as ChoicePair['option1Tags']) : {};
}

export function toChoicePair(pair: PairLike): ChoicePair {
  return {
    id: pair.id,
    category: pair.category,
    option1: pair.option1,
    option2: pair.option2,
    option1Tags: tagsOf(pair.option1Tags),
    option2Tags: tagsOf(pair.option2Tags),
  };
}

export function toUserChoice(choice: {
  id: number;
  choicePairId: number;
  selectedOption: 'option1' | 'option2';
  responseTime: number;
  createdAt: Date;
  choicePair: PairLike;
}): UserChoice {
  return {
    id: choice.id,
    choicePairId: choice.choicePairId,
    selectedOption: choice.selectedOption,
    responseTime: choice.responseTime,
    createdAt: choice.createdAt.toISOString(),
    choicePair: toChoicePair(choice.choicePair),
  };
}

export function toUserPreference(row: { id: number; tagName: string; score: Prisma.Decimal; choiceCount: number }): UserPreference {
  return { id: row.id, tagName: row.tagName, score: row.score.toFixed(4), choiceCount: row.choiceCount };
}
