import type {
  CurrentUser,
  HappinessProfile,
  HappinessTypes,
  LearningInsightsPersonal,
  LearningInsightsSystem,
  PersonalityInsights,
  PreferenceEvolution,
  ProfileCompletion,
  UserPreference,
} from '@alive/contracts';
import {
  buildHappinessProfile,
  buildLifeGuide,
  DIMENSION_KEYS,
  happinessTypesMap,
  lifeGuideInput,
  profileCompletion,
  readDimensions,
  type DimensionEvidenceInput,
  type DimensionKey,
  type DimensionStatus,
} from '@alive/domain';

/**
 * Test data built with the real domain rules (the same functions the profile service uses), so the
 * screens are exercised with realistic payloads rather than hand-written guesses.
 */

/** Evidence leaning + on every dimension except value_investment (traditional) → code IMATC. */
export const COMPLETE_EVIDENCE: DimensionEvidenceInput[] = [
  { dimension: 'primary_drive', positiveWeight: 6, negativeWeight: 2, choiceCount: 8 },
  { dimension: 'happiness_orientation', positiveWeight: 5, negativeWeight: 1, choiceCount: 6 },
  { dimension: 'life_engagement', positiveWeight: 4, negativeWeight: 1, choiceCount: 5 },
  { dimension: 'value_investment', positiveWeight: 1, negativeWeight: 5, choiceCount: 6 },
  { dimension: 'locus_of_control', positiveWeight: 7, negativeWeight: 0, choiceCount: 7 },
];

export const PREFERENCES: UserPreference[] = [
  { id: 1, tagName: 'activity:Solo', score: '0.7200', choiceCount: 6 },
  { id: 2, tagName: 'creation:Digital Creation', score: '0.8100', choiceCount: 4 },
  { id: 3, tagName: 'media:Visual', score: '0.6500', choiceCount: 5 },
  { id: 4, tagName: 'energy:Active', score: '0.4000', choiceCount: 3 },
  { id: 5, tagName: 'setting:Outdoor', score: '0.3500', choiceCount: 2 },
];

export function happinessProfile(evidence: DimensionEvidenceInput[] = COMPLETE_EVIDENCE, choiceCount = 32): HappinessProfile {
  return buildHappinessProfile(evidence, choiceCount) as HappinessProfile;
}

export const NO_PROFILE: HappinessProfile = happinessProfile(
  [{ dimension: 'primary_drive', positiveWeight: 1, negativeWeight: 0, choiceCount: 1 }],
  1,
);

export function completionFor(statuses: Partial<Record<DimensionKey, DimensionStatus>>): ProfileCompletion {
  const countFor: Record<DimensionStatus, number> = { missing: 0, incomplete: 2, complete: 6 };
  const rows = DIMENSION_KEYS.flatMap((key) => {
    const status = statuses[key] ?? 'missing';
    const count = countFor[status];
    return count === 0 ? [] : [{ dimension: key, positiveWeight: count, negativeWeight: 0, choiceCount: count }];
  });
  return profileCompletion(rows);
}

/** `complete` dimensions complete, the rest incomplete. */
export function completionWithComplete(complete: number): ProfileCompletion {
  return completionFor(Object.fromEntries(DIMENSION_KEYS.map((key, i) => [key, i < complete ? 'complete' : 'incomplete'])));
}

export function personalityInsights(evidence: DimensionEvidenceInput[] = COMPLETE_EVIDENCE): PersonalityInsights {
  const input = lifeGuideInput(readDimensions(evidence), PREFERENCES);
  if (!input) throw new Error('fixture evidence must make a profile');
  const guide = buildLifeGuide(input);
  return {
    hasInsights: true,
    shareableProfile: guide.shareableProfile,
    insights: guide.insights,
    happinessCode: input.happinessCode,
    typeName: input.typeName,
    engine: 'builtin',
  } as PersonalityInsights;
}

export const NO_INSIGHTS: PersonalityInsights = { hasInsights: false, shareableProfile: null, insights: null };

export const HAPPINESS_TYPES = happinessTypesMap() as HappinessTypes;

export const EVOLUTION: PreferenceEvolution = {
  steps: [1, 2, 3, 4].map((index) => ({ index, choicePairId: 100 + index, at: `2026-01-0${index}T10:00:00.000Z` })),
  series: [
    { tagName: 'creation:Digital Creation', displayName: 'Digital Creation', finalScore: 0.81, values: [0.65, 0.65, 0.755, 0.81] },
    { tagName: 'activity:Solo', displayName: 'Solo', finalScore: 0.72, values: [null, 0.65, 0.65, 0.72] },
  ],
};

export const EMPTY_EVOLUTION: PreferenceEvolution = { steps: [], series: [] };

export const USER: CurrentUser = {
  id: 'user-alex',
  email: 'alex@alive.local',
  firstName: 'Alex',
  lastName: 'Rivera',
  profileImageUrl: null,
  isAdmin: false,
};

export const PERSONAL_LEARNING: LearningInsightsPersonal = {
  scope: 'personal',
  userId: USER.id,
  overallAccuracy: 0.85,
  accuracyLabel: 'Very Good',
  feedbackCount: 12,
  lastUpdated: '2026-03-14T09:30:00.000Z',
  categoryPerformance: [
    { category: 'Movies & TV', successRate: 0.9, feedbackCount: 7 },
    { category: 'Books', successRate: 0.5, feedbackCount: 4 },
  ],
  patterns: {
    preferredCategories: ['Creative', 'Books'],
    timePreferences: ['Evenings'],
    costPreferences: ['Free'],
    confidenceThreshold: 0.56,
  },
};

export const EMPTY_PERSONAL_LEARNING: LearningInsightsPersonal = {
  scope: 'personal',
  userId: USER.id,
  overallAccuracy: 0,
  accuracyLabel: 'Learning',
  feedbackCount: 0,
  lastUpdated: null,
  categoryPerformance: [],
  patterns: { preferredCategories: [], timePreferences: [], costPreferences: [], confidenceThreshold: 0.7 },
};

export const SYSTEM_LEARNING: LearningInsightsSystem = {
  scope: 'system',
  totalUsers: 42,
  totalFeedback: 318,
  averageAccuracy: 0.74,
};
