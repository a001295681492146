/**
 * Option texts of personal pairs are compared trimmed and case-insensitively (docs/product/choices.md,
 * The personal queue): "Beach" and " beach" are the same option, both for the rule that a pair's two
 * options must differ and for finding the same pair again (personal-choice-pair-repository.ts, which
 * compares with Postgres `lower(btrim(…))`).
 */
export function sameOptionText(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
