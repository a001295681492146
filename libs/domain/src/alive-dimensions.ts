/**
 * The five A.L.I.V.E dimensions, in code order (docs/product/profile.md, The A.L.I.V.E model). Everything that needs a dimension,
 * a pole or a code letter reads it from here.
 */
export const DIMENSION_KEYS = [
  'primary_drive',
  'happiness_orientation',
  'life_engagement',
  'value_investment',
  'locus_of_control',
] as const;

export type DimensionKey = (typeof DIMENSION_KEYS)[number];

export interface PoleDefinition {
  /** Pole name as used in tags, e.g. `alive:primary_drive:intrinsic`. */
  readonly pole: string;
  /** Letter in the happiness code. */
  readonly letter: string;
  readonly label: string;
}

export interface DimensionDefinition {
  readonly key: DimensionKey;
  /** A, L, I, V or E. */
  readonly aliveLetter: 'A' | 'L' | 'I' | 'V' | 'E';
  readonly aliveWord: 'Authentic' | 'Life' | 'Intentional' | 'Vitality' | 'Empowerment';
  readonly name: string;
  readonly positive: PoleDefinition;
  readonly negative: PoleDefinition;
  /** Content classification field carrying this dimension's -2..+2 score. */
  readonly contentScoreField:
    | 'primaryDriveScore'
    | 'happinessOrientationScore'
    | 'lifeEngagementScore'
    | 'valueInvestmentScore'
    | 'locusControlScore';
}

export const DIMENSIONS: readonly DimensionDefinition[] = [
  {
    key: 'primary_drive',
    aliveLetter: 'A',
    aliveWord: 'Authentic',
    name: 'Primary Drive',
    positive: { pole: 'intrinsic', letter: 'I', label: 'Intrinsic' },
    negative: { pole: 'social', letter: 'S', label: 'Social' },
    contentScoreField: 'primaryDriveScore',
  },
  {
    key: 'happiness_orientation',
    aliveLetter: 'L',
    aliveWord: 'Life',
    name: 'Happiness Orientation',
    positive: { pole: 'meaningful', letter: 'M', label: 'Meaningful' },
    negative: { pole: 'emotional', letter: 'E', label: 'Emotional' },
    contentScoreField: 'happinessOrientationScore',
  },
  {
    key: 'life_engagement',
    aliveLetter: 'I',
    aliveWord: 'Intentional',
    name: 'Life Engagement',
    positive: { pole: 'active', letter: 'A', label: 'Active' },
    negative: { pole: 'reflective', letter: 'R', label: 'Reflective' },
    contentScoreField: 'lifeEngagementScore',
  },
  {
    key: 'value_investment',
    aliveLetter: 'V',
    aliveWord: 'Vitality',
    name: 'Value Investment',
    positive: { pole: 'exploring', letter: 'X', label: 'Exploring' },
    negative: { pole: 'traditional', letter: 'T', label: 'Traditional' },
    contentScoreField: 'valueInvestmentScore',
  },
  {
    key: 'locus_of_control',
    aliveLetter: 'E',
    aliveWord: 'Empowerment',
    name: 'Locus of Control',
    positive: { pole: 'control', letter: 'C', label: 'Control' },
    negative: { pole: 'flow', letter: 'F', label: 'Flow' },
    contentScoreField: 'locusControlScore',
  },
];

export const DIMENSION_BY_KEY: Readonly<Record<DimensionKey, DimensionDefinition>> = Object.fromEntries(
  DIMENSIONS.map((d) => [d.key, d]),
) as Record<DimensionKey, DimensionDefinition>;

export function isDimensionKey(value: string): value is DimensionKey {
  return (DIMENSION_KEYS as readonly string[]).includes(value);
}

/** Choices a dimension needs before its status is `complete` (docs/product/profile.md, The A.L.I.V.E model). */
export const DIMENSION_COMPLETE_AT = 5;

export type DimensionStatus = 'missing' | 'incomplete' | 'complete';

export function dimensionStatus(choiceCount: number): DimensionStatus {
  if (choiceCount <= 0) return 'missing';
  return choiceCount >= DIMENSION_COMPLETE_AT ? 'complete' : 'incomplete';
}
