import { MAX_TAGS_PER_OPTION } from './choice-session.ts';
import { isAliveEvidenceTag, tagDisplayName } from './tags.ts';

/**
 * The labels shown with an option, on the home screen and on a smart recommendation (docs/product/choices.md,
 * Tag labels; docs/product/recommendations.md, Smart Recommendations): up to 3, the text after the last colon.
 *
 * Decision: `alive:<dimension>:<pole>` evidence tags are never shown. They are the model's hidden
 * measurement (showing "intrinsic" under an option would tell people which answer means what and
 * bias the choice); only preference tags (`activity:Solo` → "Solo") describe the option itself.
 *
 * Order: heaviest weight first (the tags that describe the option best), then the pair's own order;
 * labels that read the same after the colon are shown once.
 */
export function optionTagLabels(tags: unknown, limit: number = MAX_TAGS_PER_OPTION): string[] {
  if (typeof tags !== 'object' || tags === null || Array.isArray(tags)) return [];
  const candidates = Object.entries(tags as Record<string, unknown>)
    .map(([name, value], index) => ({ name: name.trim(), weight: tagWeight(value), index }))
    .filter((tag) => tag.name.length > 0 && !isAliveEvidenceTag(tag.name) && tag.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);

  const labels: string[] = [];
  for (const tag of candidates) {
    const label = tagDisplayName(tag.name).trim();
    if (label.length === 0 || labels.includes(label)) continue;
    labels.push(label);
    if (labels.length === limit) break;
  }
  return labels;
}

/** Same reading as the scoring rules: a number is the weight, `true`/`null` mean 1, anything else 0. */
function tagWeight(value: unknown): number {
  if (value === true || value === null) return 1;
  if (typeof value === 'number' && Number.isFinite(value)) return Math.min(1, Math.max(0, value));
  return 0;
}
