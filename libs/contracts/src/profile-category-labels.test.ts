import { CATEGORY_LABELS, categoryLabel } from '@alive/domain';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_PAIR_CATEGORIES,
  AI_RECOMMENDATION_CATEGORIES,
  CHOICE_CATEGORIES,
  CONTENT_TYPES,
  DATE_NIGHT_CATEGORY,
  ENHANCED_CONTENT_TYPES,
  ENHANCED_FEEDBACK_CATEGORY,
  GROUP_RECOMMENDATION_CATEGORIES,
  RECOMMENDATION_CATEGORIES,
  SMART_CATEGORY_PAIR_CATEGORY,
  SMART_ENGINE_CATEGORIES,
} from './constants/index.ts';

// The one label table (`categoryLabel` in @alive/domain) must know every category value a contract
// declares, so no screen falls back to a guessed label for a value the platform itself sends.
const DECLARED = [
  ...CHOICE_CATEGORIES,
  ...ADMIN_PAIR_CATEGORIES,
  ...AI_RECOMMENDATION_CATEGORIES,
  ...RECOMMENDATION_CATEGORIES,
  DATE_NIGHT_CATEGORY,
  ...GROUP_RECOMMENDATION_CATEGORIES,
  ...SMART_ENGINE_CATEGORIES,
  ...Object.values(SMART_CATEGORY_PAIR_CATEGORY),
  ...CONTENT_TYPES,
  ...ENHANCED_CONTENT_TYPES,
  ENHANCED_FEEDBACK_CATEGORY,
];

describe('category labels cover every declared category value', () => {
  it.each([...new Set(DECLARED)])('%s has a label', (value) => {
    expect(CATEGORY_LABELS[value.toLowerCase()]).toBeDefined();
    expect(categoryLabel(value)).toBe(CATEGORY_LABELS[value.toLowerCase()]);
  });

  it('keeps choice-pair categories as they are stored', () => {
    for (const value of [...CHOICE_CATEGORIES, ...ADMIN_PAIR_CATEGORIES]) expect(categoryLabel(value)).toBe(value);
  });
});
