/**
 * One parsed, frozen object per distinct tag text of the pairs the next-pair read returns. The read
 * returns 24 candidates on every request, and their tags hardly ever change (admins curate them), so
 * parsing each one's JSON and reading what it teaches again on every request was about 8 % of the
 * service's CPU per choice loop (docs/performance.md, "Where the service's CPU goes"). Keyed by the
 * text itself, so an edited pair's new tags are simply another entry: nothing to invalidate. The
 * objects are shared by every request, hence frozen.
 */
const parsedByText = new Map<string, unknown>();

/** Distinct tag texts kept; past it the map starts again (a curated set has a few thousand). */
export const MAX_REMEMBERED_TAG_TEXTS = 50_000;

/** The tags of a `::text` column: the shared parsed object, or null for a NULL column. */
export function tagsFromText(text: string | null): unknown {
  if (text === null) return null;
  let tags = parsedByText.get(text);
  if (tags === undefined) {
    tags = deepFreeze(JSON.parse(text) as unknown);
    if (parsedByText.size >= MAX_REMEMBERED_TAG_TEXTS) parsedByText.clear();
    parsedByText.set(text, tags);
  }
  return tags;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
