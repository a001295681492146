import type { RecommendationBasis } from '@alive/contracts';

/**
 * Starter picks (docs/product/recommendations.md, Starter picks): before a person's first choice the
 * engine has nothing to match against, so every figure it gives is the same guess (20 % on a list,
 * 50 % on a title). The screens then say "Starter pick" instead of a percent.
 */

/** A computed view (enhanced titles, smart pairs) rests on the person's data as it is now. */
export function basisOfNow(firstChoiceAt: Date | null): RecommendationBasis {
  return firstChoiceAt === null ? 'starter' : 'personal';
}

/**
 * A stored list rests on the data of when it was generated: one made before the first choice (at
 * sign-up, say) is still starter picks after a few choices, until it is generated again. With no list
 * yet there is nothing to label, and the person's data as it is now decides.
 */
export function basisOfList(generatedAt: Date | null, firstChoiceAt: Date | null): RecommendationBasis {
  if (firstChoiceAt === null) return 'starter';
  if (generatedAt === null) return 'personal';
  return generatedAt.getTime() >= firstChoiceAt.getTime() ? 'personal' : 'starter';
}

/** Picks drawn from several lists: personal as soon as one of them is. */
export function basisOfLists(generatedAts: readonly (Date | null)[], firstChoiceAt: Date | null): RecommendationBasis {
  const made = generatedAts.filter((at): at is Date => at !== null);
  if (made.length === 0) return basisOfNow(firstChoiceAt);
  return made.some((at) => basisOfList(at, firstChoiceAt) === 'personal') ? 'personal' : 'starter';
}
