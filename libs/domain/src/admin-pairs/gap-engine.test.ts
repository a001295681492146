import { describe, expect, it } from 'vitest';
import { candidate } from '../recommendations/test-fixtures.ts';
import { analyzeAlgorithm } from './algorithm-analysis.ts';
import { analyzeGaps } from './gap-analysis.ts';
import { pairDifficulty, proposeGapPairs } from './gap-pair-proposals.ts';
import { carriesDimensionEvidence, dimensionGaps, pairCoverage } from './pair-coverage.ts';

/** Two travel pairs that contrast Primary Drive and Locus of Control, nothing else. */
const pairs = [
  {
    option1: 'Solo hike',
    option2: 'Group tour',
    option1Tags: { 'activity:Solo': 1, 'setting:Nature': 1, 'alive:primary_drive:intrinsic': 1 },
    option2Tags: { 'activity:Group': 1, 'alive:primary_drive:social': 1 },
  },
  {
    option1: 'Plan every stop',
    option2: 'Wander freely',
    option1Tags: { 'style:Planned': 1, 'alive:locus_of_control:control': 1 },
    option2Tags: { 'style:Spontaneous': 1, 'alive:locus_of_control:flow': 1 },
  },
];

const material = [
  candidate('travel-street-food', { 'food:Street Food': 1, 'setting:Urban': 1 }, { value_investment: 2 }, 'travel'),
  candidate('travel-home-cooking', { 'food:Familiar': 1, 'setting:Urban': 1 }, { value_investment: -2 }, 'travel'),
  candidate('travel-museum', { 'culture:History': 1, 'setting:Urban': 0.5 }, { life_engagement: -1 }, 'travel'),
  candidate('travel-rafting', { 'pace:Active': 1, 'setting:Nature': 1 }, { life_engagement: 1, primary_drive: -1 }, 'travel'),
  candidate('travel-retreat', { 'activity:Solo': 1, 'setting:Nature': 1 }, { primary_drive: 2 }, 'travel'),
];

describe('pairCoverage and dimensionGaps', () => {
  it('counts contrasted and touched dimensions, tag uses and tags on opposite sides', () => {
    const coverage = pairCoverage([...pairs, { option1Tags: { 'alive:value_investment:exploring': 1 }, option2Tags: {} }]);
    expect(coverage.pairs).toBe(3);
    expect(coverage.dimensions.map((d) => [d.definition.key, d.contrasted, d.touched])).toEqual([
      ['primary_drive', 1, 1],
      ['happiness_orientation', 0, 0],
      ['life_engagement', 0, 0],
      ['value_investment', 0, 1],
      ['locus_of_control', 1, 1],
    ]);
    expect(coverage.tagUses.get('activity:Solo')).toBe(1);
    expect(coverage.contrastedTags.has(['activity:Group', 'activity:Solo'].join('\u0000'))).toBe(true);
    expect(coverage.contrastedTags.has(['activity:Solo', 'setting:Nature'].join('\u0000'))).toBe(false);
  });

  it('wants every dimension fully while the set is small and none that has its even share', () => {
    expect(dimensionGaps(pairCoverage([]))).toEqual([1, 1, 1, 1, 1]);
    expect(dimensionGaps(pairCoverage(pairs)).map((g) => Math.round(g * 100) / 100)).toEqual([0.67, 1, 1, 1, 0.67]);
    const many = Array.from({ length: 10 }, () => pairs[0]!);
    // 10 contrasts, all on Primary Drive: its share (2, at least 3) is met; the rest are wanted fully.
    expect(dimensionGaps(pairCoverage(many))).toEqual([0, 1, 1, 1, 1]);
  });

  it('maps a pair with any valid alive tag, and only then', () => {
    expect(carriesDimensionEvidence(pairs[0]!)).toBe(true);
    expect(carriesDimensionEvidence({ option1Tags: { 'activity:Solo': 1, 'alive:nonsense:x': 1 }, option2Tags: {} })).toBe(false);
  });
});

describe('analyzeGaps', () => {
  it('names the least contrasted dimensions with the material on each pole, the tags the pairs miss and the contrasts never made', () => {
    const result = analyzeGaps({ category: 'Travel', pairs, material });
    expect(result.activePairs).toBe(2);
    expect(result.suggestedDimensions).toEqual([
      'Happiness Orientation (Meaningful vs Emotional): no Travel pair contrasts it yet; the material leans Meaningful in 0 items, Emotional in 0 items',
      'Life Engagement (Active vs Reflective): no Travel pair contrasts it yet; the material leans Active in 1 item, Reflective in 1 item',
      'Value Investment (Exploring vs Traditional): no Travel pair contrasts it yet; the material leans Exploring in 1 item, Traditional in 1 item',
    ]);
    // Urban is on three items and no pair; Nature on two items and one pair option; Solo on one item only.
    expect(result.underexploredAreas).toEqual([
      'Urban (setting): in 3 items to draw on, on no Travel pair option',
      'Nature (setting): in 2 items to draw on, on only one Travel pair option',
    ]);
    expect(result.missingContrasts).toEqual([
      'Meaningful vs Emotional: no Travel pair sets these poles against each other',
      'Active vs Reflective: no Travel pair sets these poles against each other',
      'Exploring vs Traditional: no Travel pair sets these poles against each other',
      'Urban vs Nature (setting): never on opposite sides of a pair',
    ]);
  });

  it('has nothing to suggest for an empty material but still names uncovered dimensions', () => {
    const result = analyzeGaps({ category: 'Food', pairs: [], material: [] });
    expect(result.underexploredAreas).toEqual([]);
    expect(result.suggestedDimensions[0]).toBe('Primary Drive (Intrinsic vs Social): no Food pair contrasts it yet');
    expect(result.missingContrasts).toHaveLength(5);
  });
});

describe('proposeGapPairs', () => {
  const propose = (extra: Partial<Parameters<typeof proposeGapPairs>[0]> = {}) =>
    proposeGapPairs({ category: 'Travel', pairs, material, existingPairs: pairs, limit: 3, ...extra });

  it('fills the least covered dimension first with real titles, + pole as option 1, tags from the items', () => {
    const [first, ...rest] = propose();
    expect(first).toMatchObject({
      option1: 'Title of travel-street-food',
      option2: 'Title of travel-home-cooking',
      group: 'Travel',
      dimension: expect.objectContaining({ key: 'value_investment' }),
      // Opposite ±2 leanings, but both in the city and equally liked: medium.
      difficulty: 'medium',
    });
    expect(first!.option1Tags).toEqual({ 'food:Street Food': 1, 'setting:Urban': 1, 'alive:value_investment:exploring': 1 });
    expect(first!.reasoning).toBe('Contrasts Exploring and Traditional, which no Travel pair sets against each other yet, and brings in Familiar, Street Food and Urban, which no Travel pair carries yet.');
    expect(first!.targetedPreferences).toEqual(['Exploring vs Traditional', 'Familiar', 'Street Food', 'Urban']);
    expect(first!.explorationArea).toBe('Value Investment in Travel: no pair contrasts it yet');
    // Each item once; the retreat and rafting contrast the already contrasted Primary Drive, the museum and rafting Life Engagement.
    expect(rest.map((p) => p.dimension.key)).toEqual(['life_engagement']);
    expect(first!.confidence).toBeGreaterThan(rest[0]!.confidence);
  });

  it('never proposes a pair that exists, in either order, any case or spacing', () => {
    const existingPairs = [...pairs, { option1: ' title of TRAVEL-HOME-COOKING', option2: 'Title of travel-street-food!' }];
    const ids = propose({ existingPairs }).map((p) => p.id);
    expect(ids).not.toContain('smart-travel-home-cooking--travel-street-food');
    expect(ids.length).toBeGreaterThan(0);
  });

  it('respects the limit and groups, and is deterministic', () => {
    expect(propose({ limit: 1 })).toHaveLength(1);
    expect(propose({ limit: 0 })).toEqual([]);
    expect(propose({ material: [...material].reverse() })).toEqual(propose());
    const grouped = propose({ groupOf: (item) => (item.id.includes('food') || item.id.includes('cooking') ? 'Food' : 'Travel') });
    expect(grouped.find((p) => p.option1.includes('street-food'))?.group).toBe('Food');
  });

  it('rates difficulty from contrast, balance and shared tags', () => {
    expect(pairDifficulty(1, 1, 0)).toBe('easy');
    expect(pairDifficulty(0.75, 1, 0)).toBe('easy');
    expect(pairDifficulty(1, 1, 0.5)).toBe('medium');
    expect(pairDifficulty(0.5, 1, 0)).toBe('medium');
    expect(pairDifficulty(0.5, 1, 0.5)).toBe('hard');
    expect(pairDifficulty(0.5, 0.5, 0)).toBe('easy');
  });
});

describe('analyzeAlgorithm', () => {
  it('counts active pairs, mapped and unmapped, per category and per contrasted dimension; inactive apart', () => {
    const result = analyzeAlgorithm([
      { ...pairs[0]!, category: 'Travel', isActive: true },
      { ...pairs[1]!, category: 'Travel', isActive: true },
      { option1Tags: { 'genre:Drama': 1 }, option2Tags: { 'genre:Comedy': 1 }, category: 'Movies', isActive: true },
      { ...pairs[0]!, category: 'Books', isActive: false },
    ]);
    expect(result).toEqual({
      totalPairs: 3,
      mappedPairs: 2,
      unmappedPairs: 1,
      categoryDistribution: { Travel: 2, Movies: 1 },
      dimensionCoverage: { 'Primary Drive': 1, 'Happiness Orientation': 0, 'Life Engagement': 0, 'Value Investment': 0, 'Locus of Control': 1 },
      inactivePairs: 1,
    });
    expect(analyzeAlgorithm([])).toMatchObject({ totalPairs: 0, mappedPairs: 0, unmappedPairs: 0, categoryDistribution: {} });
  });
});
