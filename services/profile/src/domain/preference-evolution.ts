import { applyChoice, EMPTY_SCORING_STATE, rankPreferences, type ScoringState } from '@alive/domain';
import type { PreferenceEvolution } from '@alive/contracts';

export interface ReplayableChoice {
  choicePairId: number;
  selectedOption: 'option1' | 'option2';
  createdAt: Date;
  option1Tags: unknown;
  option2Tags: unknown;
}

/**
 * Replays the user's choices, oldest first, through the same `applyChoice` the choices service
 * scores with, recording every tag's score after each choice. The series are the `limit` tags with
 * the highest final score; a tag's value is null before the first choice that showed it.
 */
export function replayPreferenceEvolution(choices: readonly ReplayableChoice[], limit: number): PreferenceEvolution {
  let state: ScoringState = EMPTY_SCORING_STATE;
  const history: ScoringState['preferences'][] = [];
  for (const choice of choices) {
    state = applyChoice(state, choice, choice.selectedOption);
    history.push(state.preferences);
  }
  const top = rankPreferences(
    Object.entries(state.preferences).map(([tagName, p]) => ({ tagName, score: p.score, choiceCount: p.choiceCount })),
  ).slice(0, limit);
  return {
    steps: choices.map((choice, i) => ({ index: i + 1, choicePairId: choice.choicePairId, at: choice.createdAt.toISOString() })),
    series: top.map((tag) => ({
      tagName: tag.tagName,
      displayName: tag.displayName,
      finalScore: tag.score,
      values: history.map((preferences) => preferences[tag.tagName]?.score ?? null),
    })),
  };
}
