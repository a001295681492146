import { sharedByEnough } from './rank-group-recommendations.ts';

/**
 * Starter picks (docs/product/recommendations.md, Starter picks): before a person's first choice the
 * engine has nothing to match against, so every figure it gives is the same guess (20 % on a list,
 * 50 % on a title). The screens then say "Starter pick" instead of a percent. The one rule of the
 * personal screens and the group screen (docs/product/groups.md, Starter picks).
 */
export type RecommendationBasis = 'starter' | 'personal';

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

/**
 * A group's list, made from every member's taste as it is now (a member's choice drops the group's
 * lists, docs/product/groups.md): each member is starter or personal as a computed view is, and the
 * group's match figures mean something once enough of them are personal — the same "enough members" as
 * the group reasoning's (a majority, and at least two once there are two or more). Before that the
 * figure mostly stands for members the engine knows nothing of (their score is the same guess on
 * every item), so the group screen says "Starter pick" as the personal ones do.
 */
export function basisOfGroup(memberFirstChoiceAts: readonly (Date | null)[]): RecommendationBasis {
  const personal = memberFirstChoiceAts.filter((firstChoiceAt) => basisOfNow(firstChoiceAt) === 'personal').length;
  return personal > 0 && sharedByEnough(personal, memberFirstChoiceAts.length) ? 'personal' : 'starter';
}
