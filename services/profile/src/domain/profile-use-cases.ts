import {
  buildHappinessProfile,
  happinessTypesMap,
  lifeGuideInput,
  profileCompletion,
  readDimensions,
} from '@alive/domain';
import type {
  HappinessProfile,
  HappinessTypes,
  PersonalityInsights,
  PreferenceEvolution,
  ProfileCompletion,
} from '@alive/contracts';
import type { ProfileRepository } from '../data/profile-repository.ts';
import type { LifeGuideGenerator } from '../insights/life-guide-generator.ts';
import { replayPreferenceEvolution } from './preference-evolution.ts';

/** Use cases behind the profile reads. Plain functions over repositories; no Koa here. */

export interface ProfileReadDeps {
  profiles: Pick<ProfileRepository, 'dimensionEvidence' | 'choiceCount' | 'preferences' | 'choicesInOrder'>;
}

export async function getHappinessProfile(userId: string, deps: ProfileReadDeps): Promise<HappinessProfile> {
  const [evidence, choiceCount] = await Promise.all([
    deps.profiles.dimensionEvidence(userId),
    deps.profiles.choiceCount(userId),
  ]);
  return buildHappinessProfile(evidence, choiceCount);
}

/** Completion per dimension plus the choice count, so the dashboard's Choices made reads the home screen's count. */
export async function getProfileCompletion(userId: string, deps: ProfileReadDeps): Promise<ProfileCompletion> {
  const [evidence, choiceCount] = await Promise.all([
    deps.profiles.dimensionEvidence(userId),
    deps.profiles.choiceCount(userId),
  ]);
  return { ...profileCompletion(evidence), choiceCount };
}

export async function getPreferenceEvolution(userId: string, limit: number, deps: ProfileReadDeps): Promise<PreferenceEvolution> {
  return replayPreferenceEvolution(await deps.profiles.choicesInOrder(userId), limit);
}

export function getHappinessTypes(): HappinessTypes {
  return happinessTypesMap();
}

export interface PersonalityInsightsDeps extends ProfileReadDeps {
  lifeGuide: LifeGuideGenerator;
}

export async function getPersonalityInsights(userId: string, deps: PersonalityInsightsDeps): Promise<PersonalityInsights> {
  const [evidence, preferences] = await Promise.all([
    deps.profiles.dimensionEvidence(userId),
    deps.profiles.preferences(userId),
  ]);
  const input = lifeGuideInput(readDimensions(evidence), preferences);
  if (!input) return { hasInsights: false, shareableProfile: null, insights: null };
  const { guide, engine } = await deps.lifeGuide.generate(input);
  return {
    hasInsights: true,
    shareableProfile: guide.shareableProfile,
    insights: guide.insights,
    happinessCode: input.happinessCode,
    typeName: input.typeName,
    engine,
  };
}
