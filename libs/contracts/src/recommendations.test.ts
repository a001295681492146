import { describe, expect, it } from 'vitest';
import { personalChoicePairRequestSchema } from './choices.ts';
import {
  enhancedRecommendationId,
  enhancedRecommendationsQuerySchema,
  personalizedRecommendationsParamsSchema,
  personalizedRecommendationsQuerySchema,
  recommendationFeedbackRequestSchema,
  recommendationIdSchema,
} from './recommendations.ts';

describe('recommendation request contracts', () => {
  it('accept the categories of both screens and refuse others with the list in the message', () => {
    expect(personalizedRecommendationsParamsSchema.parse({ category: 'all' })).toEqual({ category: 'all' });
    expect(personalizedRecommendationsParamsSchema.parse({ category: 'shopping' })).toEqual({ category: 'shopping' });
    const refused = personalizedRecommendationsParamsSchema.safeParse({ category: 'Movies' });
    expect(refused.error?.issues[0]?.message).toMatch(/category must be one of all, general, movies/);
  });

  it('take limit only as decimal digits within 1..50', () => {
    expect(personalizedRecommendationsQuerySchema.parse({ limit: '7' })).toEqual({ limit: 7 });
    for (const limit of ['0x5', '1e1', '0', '51', '-1', ' 5']) {
      expect(personalizedRecommendationsQuerySchema.safeParse({ limit }).success, limit).toBe(false);
    }
  });

  it('read an empty enhanced type as every type and refuse the content library vocabulary', () => {
    expect(enhancedRecommendationsQuerySchema.parse({ type: '' })).toEqual({ type: '' });
    expect(enhancedRecommendationsQuerySchema.safeParse({ type: 'tv' }).error?.issues[0]?.message).toMatch(/type must/);
  });

  it('bound feedback: known actions, ids of slug form, confidence 0..1', () => {
    const ok = { recommendationId: 'enhanced-the-matrix', action: 'used', category: 'enhanced-content', confidence: 0.9 };
    expect(recommendationFeedbackRequestSchema.safeParse(ok).success).toBe(true);
    expect(recommendationFeedbackRequestSchema.safeParse({ ...ok, action: 'loved' }).success).toBe(false);
    expect(recommendationFeedbackRequestSchema.safeParse({ ...ok, confidence: 1.5 }).success).toBe(false);
    expect(recommendationIdSchema.safeParse('Bad Id').success).toBe(false);
    expect(recommendationIdSchema.safeParse('x'.repeat(201)).success).toBe(false);
  });

  it('build the enhanced id from the lowercase hyphenated title', () => {
    expect(enhancedRecommendationId('Amélie')).toBe('enhanced-amelie');
    expect(enhancedRecommendationId('The Lord of the Rings: The Fellowship of the Ring')).toBe(
      'enhanced-the-lord-of-the-rings-the-fellowship-of-the-ring',
    );
    expect(recommendationIdSchema.safeParse(enhancedRecommendationId("Schindler's List")).success).toBe(true);
  });

  it('take a personal pair with 1..20 well-formed tags per option', () => {
    const pair = {
      option1: ' Sunrise hike ',
      option2: 'Sleep in',
      category: 'Activities',
      option1Tags: { 'setting:Nature': 1, 'alive:life_engagement:active': 0.5 },
      option2Tags: { 'setting:Home': 1 },
    };
    expect(personalChoicePairRequestSchema.parse(pair).option1).toBe('Sunrise hike');
    expect(personalChoicePairRequestSchema.safeParse({ ...pair, option1Tags: {} }).success).toBe(false);
    expect(personalChoicePairRequestSchema.safeParse({ ...pair, option2Tags: { nocolon: 1 } }).success).toBe(false);
    expect(personalChoicePairRequestSchema.safeParse({ ...pair, option2Tags: { 'setting:Home': 2 } }).success).toBe(false);
  });
});
