import { describe, expect, it } from 'vitest';
import { analyzeChoicePatterns, dynamicGroupings } from './choice-patterns.ts';
import { agglomerate, interestClusters } from './interest-clusters.ts';
import { choiceRecord } from './test-fixtures.ts';

const EXPLORING = 'alive:value_investment:exploring';
const TRADITIONAL = 'alive:value_investment:traditional';

const outdoors = [
  choiceRecord('Travel', ['Backpack through Patagonia', { 'setting:Nature': 1, 'pace:Active': 1, [EXPLORING]: 1 }], ['Beach resort', { 'setting:Beach': 1, [TRADITIONAL]: 1 }]),
  choiceRecord('Activities', ['Trail running at dawn', { 'setting:Nature': 1, 'pace:Active': 1, 'sport:Running': 1, [EXPLORING]: 1 }], ['Gym class', { 'setting:Indoor': 1, [TRADITIONAL]: 1 }]),
  choiceRecord('Travel', ['Wild camping in the mountains', { 'setting:Nature': 1, 'setting:Mountains': 1, [EXPLORING]: 1 }], ['Hotel in town', { 'setting:Urban': 1, [TRADITIONAL]: 1 }]),
];
const reading = [
  choiceRecord('Books', ['A long Russian novel', { 'media:Reading': 1, 'genre:Classic': 1, 'mood:Thoughtful': 1 }], ['A podcast', { 'media:Audio': 1 }]),
  choiceRecord('Books', ['Poetry by candlelight', { 'media:Reading': 1, 'genre:Poetry': 1, 'mood:Thoughtful': 1 }], ['A quiz show', { 'media:Visual': 1 }]),
];

describe('interestClusters', () => {
  it('finds two clusters for two distinct interests, named from their central tags', () => {
    const clusters = interestClusters([outdoors[0]!, reading[0]!, outdoors[1]!, reading[1]!, outdoors[2]!]);
    expect(clusters).toHaveLength(2);
    expect(clusters[0]).toEqual({
      id: 'cluster-nature-active',
      clusterName: 'Nature and Active',
      itemCount: 3,
      centerPoint: ['Nature', 'Active', 'Mountains', 'Running'],
      examples: ['Backpack through Patagonia', 'Trail running at dawn', 'Wild camping in the mountains'],
    });
    expect(clusters[1]).toMatchObject({ clusterName: 'Reading and Thoughtful', itemCount: 2, examples: ['A long Russian novel', 'Poetry by candlelight'] });
    expect(clusters[1]!.centerPoint.slice(0, 2)).toEqual(['Reading', 'Thoughtful']);
  });

  it('leaves a lone unrelated choice out and is independent of alive tags', () => {
    const lone = choiceRecord('Movies', ['A horror marathon', { 'genre:Horror': 1, [EXPLORING]: 1 }]);
    const clusters = interestClusters([...outdoors, lone]);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.examples).not.toContain('A horror marathon');
  });

  it('is deterministic and empty for no choices', () => {
    const all = [...outdoors, ...reading];
    expect(interestClusters(all)).toEqual(interestClusters(all));
    expect(interestClusters([])).toEqual([]);
  });

  it('merges by average linkage only above the threshold', () => {
    const sim = [
      [1, 0.9, 0.1],
      [0.9, 1, 0.5],
      [0.1, 0.5, 1],
    ];
    // After {0,1} merges, the average similarity to 2 is (0.1 + 0.5) / 2 = 0.3.
    expect(agglomerate(sim, 0.3)).toEqual([[0, 1, 2]]);
    expect(agglomerate(sim, 0.31)).toEqual([[0, 1], [2]]);
  });
});

describe('dynamicGroupings', () => {
  it('finds the pole and the tag that recur, with the choices that show them', () => {
    const groupings = dynamicGroupings(outdoors);
    const explorer = groupings.find((g) => g.id === 'grouping-value_investment-exploring');
    expect(explorer).toEqual({
      id: 'grouping-value_investment-exploring',
      groupName: 'Explorer drawn to nature',
      confidence: 0.6,
      description: 'You took the Exploring option in 3 of 3 choices that offered it, most often together with nature.',
      choicePatterns: [
        'Chose "Backpack through Patagonia" over "Beach resort"',
        'Chose "Trail running at dawn" over "Gym class"',
        'Chose "Wild camping in the mountains" over "Hotel in town"',
      ],
    });
    expect(groupings.map((g) => g.groupName)).toContain('Drawn to nature');
  });

  it('names the rival a tag keeps winning against, and needs a 75 % share', () => {
    const soloOverGroup = (text: string) => choiceRecord('Activities', [text, { 'activity:Solo': 1 }], ['With friends', { 'activity:Group': 1 }]);
    const groupOverSolo = choiceRecord('Activities', ['Team quiz', { 'activity:Group': 1 }], ['Alone', { 'activity:Solo': 1 }]);
    const four = [soloOverGroup('Run'), soloOverGroup('Read'), soloOverGroup('Paint'), groupOverSolo];
    const solo = dynamicGroupings(four).find((g) => g.id === 'grouping-tag-activity-solo');
    expect(solo).toMatchObject({ groupName: 'Solo activities over group activities', confidence: 0.6 });
    expect(solo!.description).toBe('In 3 of 4 choices where only one side offered solo activities, you took that side, usually over one with group activities.');
    const split = [soloOverGroup('Run'), soloOverGroup('Read'), groupOverSolo, groupOverSolo];
    expect(dynamicGroupings(split)).toEqual([]);
  });

  it('finds nothing in fewer than three choices', () => {
    expect(dynamicGroupings(outdoors.slice(0, 2))).toEqual([]);
  });
});

describe('analyzeChoicePatterns', () => {
  it('returns empty lists for no choices', () => {
    expect(analyzeChoicePatterns([])).toEqual({ dynamicGroupings: [], interestClusters: [] });
  });
});
