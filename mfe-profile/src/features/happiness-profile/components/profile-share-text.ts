import type { HappinessProfile } from '@alive/contracts';

/**
 * The summary that "Copy a summary of your type" and "Share summary" give while the insights service's `shareableProfile` is not available
 * (still loading, or the profile is not complete enough for insights).
 */
export function composeProfileShareText(profile: HappinessProfile): string {
  const lines = [
    `My A.L.I.V.E Profile: ${profile.typeName ?? 'In progress'}${profile.happinessCode ? ` (${profile.happinessCode})` : ''}`,
  ];
  if (profile.typeDescription) lines.push(profile.typeDescription);
  for (const dimension of profile.dimensions) {
    if (dimension.code && dimension.poleLabel) {
      lines.push(`${dimension.aliveWord} · ${dimension.name}: ${dimension.poleLabel} (${dimension.code}) ${dimension.percentage}%`);
    }
  }
  lines.push(`Profile confidence ${profile.confidence}% after ${profile.choiceCount} A.L.I.V.E Choices.`);
  return lines.join('\n');
}
