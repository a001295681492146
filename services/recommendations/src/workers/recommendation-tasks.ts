import {
  analyzeChoicePatterns,
  personalityProfile,
  proposeSmartPairs,
  rankContent,
  rankRecommendations,
  recommendationInsights,
  type ChoiceRecord,
  type ContentCandidate,
  type PersonalityProfileInput,
  type PersonTaste,
  type RecommendationCandidate,
  type SmartPairInput,
} from '@alive/domain';

/**
 * The recommendations service's CPU-heavy pure work, run in worker threads (docs/architecture.md,
 * "Expensive work"): the engine of libs/domain, with plain data in and out.
 */
export const WORKER_TASKS = {
  rankRecommendations: (input: { taste: PersonTaste; candidates: readonly RecommendationCandidate[]; limit: number }) =>
    rankRecommendations(input.taste, input.candidates, { limit: input.limit }),
  rankContent: (input: { taste: PersonTaste; contents: readonly ContentCandidate[]; limit: number }) => rankContent(input.taste, input.contents, { limit: input.limit }),
  proposeSmartPairs: (input: SmartPairInput) => proposeSmartPairs(input),
  personalityProfile: (input: PersonalityProfileInput) => personalityProfile(input),
  recommendationInsights: (input: PersonalityProfileInput) => recommendationInsights(input),
  analyzeChoicePatterns: (choices: readonly ChoiceRecord[]) => analyzeChoicePatterns(choices),
};

export type RecommendationWorkerTasks = typeof WORKER_TASKS;

/** This module's path, for the worker threads. */
export const RECOMMENDATION_TASKS_MODULE = new URL(import.meta.url).pathname;
