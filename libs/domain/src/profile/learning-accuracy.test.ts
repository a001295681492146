import { describe, expect, it } from 'vitest';
import { accuracyLabel, confidenceThreshold, feedbackOutcome, successRate } from './learning-accuracy.ts';

describe('accuracyLabel', () => {
  it.each([
    [1, 'Excellent'],
    [0.9, 'Excellent'],
    [0.8999, 'Very Good'],
    [0.8, 'Very Good'],
    [0.7999, 'Good'],
    [0.7, 'Good'],
    [0.6999, 'Fair'],
    [0.6, 'Fair'],
    [0.5999, 'Learning'],
    [0, 'Learning'],
  ] as const)('%s → %s', (accuracy, label) => {
    expect(accuracyLabel(accuracy)).toBe(label);
  });
});

describe('feedback outcomes', () => {
  it('counts liked and used as success, disliked as failure, bookmarked as neutral', () => {
    expect(feedbackOutcome('liked')).toBe('success');
    expect(feedbackOutcome('used')).toBe('success');
    expect(feedbackOutcome('disliked')).toBe('failure');
    expect(feedbackOutcome('bookmarked')).toBe('neutral');
  });
  it('computes the success rate over rated feedback only', () => {
    expect(successRate({ successes: 3, failures: 1 })).toBe(0.75);
    expect(successRate({ successes: 0, failures: 0 })).toBe(0);
  });
});

describe('confidenceThreshold', () => {
  it('defaults to 0.7 without rated feedback', () => {
    expect(confidenceThreshold(0, 0)).toBe(0.7);
    expect(confidenceThreshold(1, 0)).toBe(0.7);
  });
  it('is 0.9 − 0.4 × accuracy', () => {
    expect(confidenceThreshold(1, 4)).toBe(0.5);
    expect(confidenceThreshold(0.5, 4)).toBe(0.7);
    expect(confidenceThreshold(0, 4)).toBe(0.9);
    expect(confidenceThreshold(0.75, 4)).toBe(0.6);
  });
});
