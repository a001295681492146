import { DIMENSIONS, type DimensionDefinition, type DimensionKey, type PoleDefinition } from '../alive-dimensions.ts';

/**
 * The words the product uses for each pole. Profile descriptions, the Framework tab and the built-in
 * Life Guide engine all read them from here so a pole means the same thing everywhere.
 */
export interface PoleTraits {
  /** Completes "You lean strongly to the <pole> side: …". */
  summary: string;
  /** Short adjectives, e.g. for the shareable profile. */
  adjective: string;
}

const POLE_TRAITS: Readonly<Record<string, PoleTraits>> = {
  'primary_drive:intrinsic': {
    summary: 'personal growth, your own values and inner standards drive what you choose',
    adjective: 'self-directed',
  },
  'primary_drive:social': {
    summary: 'connection, shared experiences and the people around you drive what you choose',
    adjective: 'people-centered',
  },
  'happiness_orientation:meaningful': {
    summary: 'your happiness comes from purpose, significance and long-term fulfillment',
    adjective: 'purpose-seeking',
  },
  'happiness_orientation:emotional': {
    summary: 'your happiness comes from joy, pleasure and vivid moments',
    adjective: 'joy-seeking',
  },
  'life_engagement:active': {
    summary: 'you engage with life by doing, hands-on, energetic and in motion',
    adjective: 'hands-on',
  },
  'life_engagement:reflective': {
    summary: 'you engage with life by thinking, observing and taking it all in',
    adjective: 'thoughtful',
  },
  'value_investment:exploring': {
    summary: "you invest in novelty, variety and experiences you haven't had yet",
    adjective: 'curious',
  },
  'value_investment:traditional': {
    summary: 'you invest in the familiar, the proven and the things you already love',
    adjective: 'grounded',
  },
  'locus_of_control:control': {
    summary: 'you feel empowered when you plan, decide and steer outcomes yourself',
    adjective: 'decisive',
  },
  'locus_of_control:flow': {
    summary: 'you feel empowered when you adapt, go with the moment and let things unfold',
    adjective: 'adaptable',
  },
};

export function poleTraits(dimension: DimensionKey, pole: PoleDefinition): PoleTraits {
  const traits = POLE_TRAITS[`${dimension}:${pole.pole}`];
  if (!traits) throw new Error(`No traits for pole ${dimension}:${pole.pole}`);
  return traits;
}

/** Percentage bands for how strongly a dimension leans: ≥80 strongly, ≥65 clearly, >50 slightly, 50 balanced. */
export type LeanStrength = 'strongly' | 'clearly' | 'slightly' | 'balanced';

export function leanStrength(percentage: number): LeanStrength {
  if (percentage >= 80) return 'strongly';
  if (percentage >= 65) return 'clearly';
  if (percentage > 50) return 'slightly';
  return 'balanced';
}

/** Per-dimension description shown under the percentage bar. */
export function describeDimension(definition: DimensionDefinition, pole: PoleDefinition | null, percentage: number): string {
  const positive = definition.positive.label.toLowerCase();
  const negative = definition.negative.label.toLowerCase();
  if (!pole) {
    return `No choices have touched ${definition.name} yet. Keep making A.L.I.V.E Choices to discover whether you lean ${positive} or ${negative}.`;
  }
  const { summary } = poleTraits(definition.key, pole);
  const strength = leanStrength(percentage);
  if (strength === 'balanced') {
    return `You are evenly balanced between ${positive} and ${negative} so far; more choices will show which way you lean.`;
  }
  return `You lean ${strength} to the ${pole.label.toLowerCase()} side: ${summary}.`;
}

/** Framework tab: "Authentic is intrinsic vs social" and what each pole means. */
export interface DimensionExplanation {
  key: DimensionKey;
  aliveLetter: DimensionDefinition['aliveLetter'];
  aliveWord: DimensionDefinition['aliveWord'];
  name: string;
  /** e.g. "Authentic is intrinsic vs social". */
  headline: string;
  positive: { letter: string; label: string; meaning: string };
  negative: { letter: string; label: string; meaning: string };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const DIMENSION_EXPLANATIONS: readonly DimensionExplanation[] = DIMENSIONS.map((definition) => ({
  key: definition.key,
  aliveLetter: definition.aliveLetter,
  aliveWord: definition.aliveWord,
  name: definition.name,
  headline: `${definition.aliveWord} is ${definition.positive.label.toLowerCase()} vs ${definition.negative.label.toLowerCase()}`,
  positive: {
    letter: definition.positive.letter,
    label: definition.positive.label,
    meaning: `${capitalise(poleTraits(definition.key, definition.positive).summary)}.`,
  },
  negative: {
    letter: definition.negative.letter,
    label: definition.negative.label,
    meaning: `${capitalise(poleTraits(definition.key, definition.negative).summary)}.`,
  },
}));
