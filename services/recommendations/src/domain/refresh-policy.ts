/** The user's cached recommendations are refreshed after every this many choices (docs/product/recommendations.md, Engine and freshness). */
export const REFRESH_EVERY_CHOICES = 5;

/** After counting one more choice: is a refresh due (and the counter to restart)? */
export function isRefreshDue(choicesSinceRefresh: number): boolean {
  return choicesSinceRefresh >= REFRESH_EVERY_CHOICES;
}
