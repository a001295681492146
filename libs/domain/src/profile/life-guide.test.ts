import { describe, expect, it } from 'vitest';
import { DIMENSION_KEYS } from '../alive-dimensions.ts';
import { readDimensions, type DimensionEvidenceInput } from './dimension-profile.ts';
import { buildLifeGuide, lifeGuideInput } from './life-guide.ts';

function evidenceFor(code: string, strengths: number[]): DimensionEvidenceInput[] {
  const plusLetters = ['I', 'M', 'A', 'X', 'C'];
  return DIMENSION_KEYS.map((dimension, i) => {
    const strong = strengths[i] ?? 8;
    const plus = code[i] === plusLetters[i];
    return { dimension, positiveWeight: plus ? strong : 10 - strong, negativeWeight: plus ? 10 - strong : strong, choiceCount: 10 };
  });
}

describe('lifeGuideInput', () => {
  it('is null without a profile (hasInsights false)', () => {
    expect(lifeGuideInput(readDimensions([]), [])).toBeNull();
    expect(lifeGuideInput(readDimensions(evidenceFor('IMAXC', [8, 8, 8, 8, 8]).slice(0, 4)), [])).toBeNull();
  });

  it('keeps the top 3 non-alive tags above 0.5', () => {
    const input = lifeGuideInput(readDimensions(evidenceFor('IMAXC', [8, 8, 8, 8, 8])), [
      { tagName: 'alive:primary_drive:intrinsic', score: 0.99 },
      { tagName: 'activity:Solo', score: '0.8' },
      { tagName: 'media:Visual', score: '0.5' },
      { tagName: 'a:A', score: 0.6 },
      { tagName: 'b:B', score: 0.7 },
      { tagName: 'c:C', score: 0.55 },
    ]);
    expect(input?.happinessCode).toBe('IMAXC');
    expect(input?.typeName).toBe('The Visionary Trailblazer');
    expect(input?.topPreferences.map((p) => p.displayName)).toEqual(['Solo', 'B', 'A']);
  });
});

describe('buildLifeGuide', () => {
  const guideFor = (code: string, strengths: number[], tags: { tagName: string; score: number }[] = []) =>
    buildLifeGuide(lifeGuideInput(readDimensions(evidenceFor(code, strengths)), tags)!);

  it('fills every section', () => {
    const guide = guideFor('IMAXC', [9, 8, 7, 6, 10], [{ tagName: 'creation:Digital Creation', score: 0.85 }]);
    const { personalLife, relationships, career, actionPlan } = guide.insights;
    expect(personalLife.happinessDrivers).toHaveLength(4);
    expect(personalLife.selfCareIdeas).toHaveLength(4);
    expect(relationships.idealPartnerTraits).toHaveLength(4);
    expect(actionPlan.growthAreas).toHaveLength(3);
    expect(actionPlan.weeklyActionItems).toHaveLength(4);
    expect(relationships.communicationStyle.length).toBeGreaterThan(40);
    expect(career.workEnvironment.length).toBeGreaterThan(40);
    expect(career.leadershipStyle).toContain('decisive');
    expect(guide.shareableProfile).toContain('The Visionary Trailblazer (IMAXC)');
  });

  it('orders drivers by dimension strength and names the top tag', () => {
    const guide = guideFor('IMAXC', [6, 7, 8, 9, 10], [{ tagName: 'creation:Digital Creation', score: 0.85 }]);
    const drivers = guide.insights.personalLife.happinessDrivers;
    expect(drivers[0]).toContain('(Control 100%)');
    expect(drivers[1]).toContain('(Exploring 90%)');
    expect(drivers[2]).toContain('(Active 80%)');
    // The tag reads as its phrase, never as the raw value (docs/product/profile.md, Decision — tag words).
    expect(drivers[3]).toBe('One of your strongest preferences: digital art and design (85%).');
    expect(guide.insights.actionPlan.weeklyActionItems.at(-1)).toBe('This week, plan something around digital art and design and note how you feel afterwards.');
    expect(guide.insights.personalLife.selfCareIdeas.at(-1)).toContain('turn to digital art and design');
  });

  it('points growth areas at the least decided dimensions', () => {
    const guide = guideFor('SEATF', [6, 7, 8, 9, 10]);
    const [first, second, third] = guide.insights.actionPlan.growthAreas;
    expect(first).toContain('Stretch toward intrinsic, the other side of your 60% social lean: try moments where');
    expect(second).toContain('Stretch toward meaningful, the other side of your 70% emotional lean: try moments where');
    // The strongest lean (flow, 100 %) gets its own stretch.
    expect(third).toBe('Anchor your week with one firm commitment so that flow has a direction.');
  });

  it('gives two different profiles visibly different guidance', () => {
    const a = guideFor('IMAXC', [8, 8, 8, 8, 8], [{ tagName: 'activity:Solo', score: 0.8 }]);
    const b = guideFor('SERTF', [8, 8, 8, 8, 8], [{ tagName: 'activity:Group', score: 0.8 }]);
    expect(a.insights.relationships.communicationStyle).not.toBe(b.insights.relationships.communicationStyle);
    expect(a.insights.career).not.toEqual(b.insights.career);
    const shared = a.insights.personalLife.happinessDrivers.filter((d) => b.insights.personalLife.happinessDrivers.includes(d));
    expect(shared).toEqual([]);
    expect(a.shareableProfile).not.toBe(b.shareableProfile);
  });

  it('is deterministic', () => {
    expect(guideFor('SMRXC', [7, 9, 6, 8, 10])).toEqual(guideFor('SMRXC', [7, 9, 6, 8, 10]));
  });
});
