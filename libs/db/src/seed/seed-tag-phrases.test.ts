import { hasTagPhrase, isAliveEvidenceTag } from '@alive/domain';
import { describe, expect, it } from 'vitest';
import { SEED_CHOICE_PAIRS } from './data/choice-pairs.ts';
import { SEED_RECOMMENDATION_ITEMS } from './data/recommendation-items/index.ts';

/**
 * Every preference tag the seed ships reads as a written phrase in sentences (the Life Guide, the
 * completion card), not as the fallback rewrite meant for tags added later (docs/product/profile.md,
 * Decision — tag words; TAG_PHRASES in libs/domain/src/tag-phrases.ts).
 */
describe('seeded tags', () => {
  it('each have a phrase in the tag phrase table', () => {
    const tags = new Set<string>();
    for (const pair of SEED_CHOICE_PAIRS) for (const tag of [...Object.keys(pair.option1Tags), ...Object.keys(pair.option2Tags)]) tags.add(tag);
    for (const item of SEED_RECOMMENDATION_ITEMS) for (const tag of Object.keys(item.tags)) tags.add(tag);
    const preferenceTags = [...tags].filter((tag) => !isAliveEvidenceTag(tag));
    expect(preferenceTags.length).toBeGreaterThan(0);
    expect(preferenceTags.filter((tag) => !hasTagPhrase(tag)).sort()).toEqual([]);
  });
});
