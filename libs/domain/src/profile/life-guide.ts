import { DIMENSIONS } from '../alive-dimensions.ts';
import { tagPhrase } from '../tag-phrases.ts';
import { isAliveEvidenceTag } from '../tags.ts';
import { happinessCode, hasProfile, type DimensionReading } from './dimension-profile.ts';
import { poleGuidance } from './life-guide-phrases.ts';
import { poleTraits } from './pole-traits.ts';
import { rankPreferences, type PreferenceScoreInput, type RankedPreference } from './preference-scores.ts';
import { profileTypeFor } from './profile-types.ts';

/**
 * Built-in Life Guide engine (default, deterministic). It composes the guidance from the user's poles,
 * ordered by how strongly each dimension leans, plus the user's strongest preference tags, so two
 * different profiles read differently. Same shape as `GeneratedPersonalityInsights` in @alive/contracts.
 */

export interface LifeGuide {
  shareableProfile: string;
  insights: {
    personalLife: { happinessDrivers: string[]; selfCareIdeas: string[] };
    relationships: { communicationStyle: string; idealPartnerTraits: string[] };
    career: { workEnvironment: string; leadershipStyle: string };
    actionPlan: { growthAreas: string[]; weeklyActionItems: string[] };
  };
}

/** What any Life Guide engine gets to work with. */
export interface LifeGuideInput {
  happinessCode: string;
  typeName: string;
  typeDescription: string;
  /** Five readings with evidence, in DIMENSIONS order. */
  dimensions: readonly DimensionReading[];
  /** The user's strongest preference tags (non-alive), highest first. */
  topPreferences: readonly RankedPreference[];
}

/** Preference tags above this count as a real liking (tags start at 0.5). */
export const LIFE_GUIDE_TAG_SCORE_ABOVE = 0.5;
const LIFE_GUIDE_TOP_TAGS = 3;

/** Null when the user has no profile yet (hasInsights false). */
export function lifeGuideInput(
  dimensions: readonly DimensionReading[],
  preferences: readonly PreferenceScoreInput[],
): LifeGuideInput | null {
  const code = happinessCode(dimensions);
  if (!hasProfile(dimensions) || !code) return null;
  const type = profileTypeFor(code);
  if (!type) return null;
  const topPreferences = rankPreferences(preferences.filter((p) => !isAliveEvidenceTag(p.tagName)))
    .filter((p) => p.score > LIFE_GUIDE_TAG_SCORE_ABOVE)
    .slice(0, LIFE_GUIDE_TOP_TAGS);
  return { happinessCode: code, typeName: type.typeName, typeDescription: type.description, dimensions, topPreferences };
}

interface PoledReading extends DimensionReading {
  pole: NonNullable<DimensionReading['pole']>;
}

/** Strongest lean first; equal percentages keep DIMENSIONS order. */
function byStrength(dimensions: readonly DimensionReading[]): PoledReading[] {
  const order = (key: string) => DIMENSIONS.findIndex((d) => d.key === key);
  return dimensions
    .filter((d): d is PoledReading => d.pole !== null)
    .slice()
    .sort((a, b) => b.percentage - a.percentage || order(a.key) - order(b.key));
}

function guidanceOf(reading: PoledReading) {
  return poleGuidance(reading.key, reading.pole.pole);
}

function readingFor(dimensions: readonly PoledReading[], key: string): PoledReading {
  const reading = dimensions.find((d) => d.key === key);
  if (!reading) throw new Error(`Dimension ${key} has no reading`);
  return reading;
}

function oppositePole(reading: PoledReading) {
  const definition = DIMENSIONS.find((d) => d.key === reading.key)!;
  return reading.pole.pole === definition.positive.pole ? definition.negative : definition.positive;
}

export function buildLifeGuide(input: LifeGuideInput): LifeGuide {
  const strongestFirst = byStrength(input.dimensions);
  const leastDecidedFirst = strongestFirst.slice().reverse();
  const [topTag, secondTag] = input.topPreferences;

  const happinessDrivers = strongestFirst
    .slice(0, 3)
    .map((d) => `${guidanceOf(d).driver} (${d.pole.label} ${d.percentage}%).`);
  if (topTag) {
    happinessDrivers.push(`One of your strongest preferences: ${tagPhrase(topTag.tagName)} (${topTag.percent}%).`);
  }

  const selfCareIdeas = strongestFirst.slice(0, 3).map((d) => `${guidanceOf(d).selfCare}.`);
  if (secondTag ?? topTag) {
    const tag = (secondTag ?? topTag)!;
    selfCareIdeas.push(`When you need to recharge, turn to ${tagPhrase(tag.tagName)}; your choices say this works for you.`);
  }

  const all = strongestFirst;
  const communicationStyle = [
    guidanceOf(readingFor(all, 'primary_drive')).communication,
    guidanceOf(readingFor(all, 'life_engagement')).communication,
    guidanceOf(readingFor(all, 'locus_of_control')).communication,
  ].join(' ');

  const idealPartnerTraits = strongestFirst.slice(0, 4).map((d) => guidanceOf(d).partnerTrait);

  const workEnvironment = [
    guidanceOf(readingFor(all, 'primary_drive')).work,
    guidanceOf(readingFor(all, 'life_engagement')).work,
    guidanceOf(readingFor(all, 'value_investment')).work,
  ].join(' ');

  const leadershipStyle = [
    guidanceOf(readingFor(all, 'locus_of_control')).leadership,
    guidanceOf(readingFor(all, 'happiness_orientation')).leadership,
  ].join(' ');

  // Growth: the two least decided dimensions invite you to explore their other pole; the strongest
  // lean gets its own stretch so it does not become a blind spot.
  const growthAreas = leastDecidedFirst.slice(0, 2).map((d) => {
    const other = oppositePole(d);
    return `Stretch toward ${other.label.toLowerCase()}, the other side of your ${d.percentage}% ${d.pole.label.toLowerCase()} lean: try moments where ${poleTraits(d.key, other).summary}.`;
  });
  const strongest = strongestFirst[0]!;
  growthAreas.push(`${guidanceOf(strongest).growth}.`);

  const weeklyActionItems = strongestFirst.slice(0, 3).map((d) => `${guidanceOf(d).weeklyAction}.`);
  if (topTag) {
    weeklyActionItems.push(`This week, plan something around ${tagPhrase(topTag.tagName)} and note how you feel afterwards.`);
  }

  const adjectives = strongestFirst.map((d) => poleTraits(d.key, d.pole).adjective);
  const shareableProfile =
    `My A.L.I.V.E profile: ${input.typeName} (${input.happinessCode}). ` +
    `I'm ${adjectives.slice(0, -1).join(', ')} and ${adjectives.at(-1)}; my strongest trait is ${strongest.pole.label} at ${strongest.percentage}%. ` +
    `Discover your own A.L.I.V.E profile!`;

  return {
    shareableProfile,
    insights: {
      personalLife: { happinessDrivers, selfCareIdeas },
      relationships: { communicationStyle, idealPartnerTraits },
      career: { workEnvironment, leadershipStyle },
      actionPlan: { growthAreas, weeklyActionItems },
    },
  };
}
