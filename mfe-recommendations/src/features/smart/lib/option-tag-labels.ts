import { isAliveEvidenceTag, tagDisplayName } from '@alive/domain';

/** docs/product/recommendations.md, Smart Recommendations: the top 3 tags of each option. */
export const SMART_OPTION_TAGS_SHOWN = 3;

/**
 * The display names of an option's heaviest tags (the text after the last colon), once each.
 * `alive:<dimension>:<pole>` evidence tags are left out, as under the home screen's options: they are
 * the profile's hidden measurement, not a description of the option.
 */
export function optionTagLabels(tags: Readonly<Record<string, number>>, limit = SMART_OPTION_TAGS_SHOWN): string[] {
  const labels: string[] = [];
  const heaviestFirst = Object.entries(tags)
    .filter(([name, weight]) => !isAliveEvidenceTag(name) && Number.isFinite(weight) && weight > 0)
    .sort(([, a], [, b]) => b - a);
  for (const [name] of heaviestFirst) {
    const label = tagDisplayName(name).trim();
    if (label && !labels.includes(label)) labels.push(label);
    if (labels.length === limit) break;
  }
  return labels;
}
