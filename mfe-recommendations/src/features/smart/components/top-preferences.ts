import { tagDisplayName } from '@alive/domain';
import { TOP_PREFERENCES_SHOWN } from './profile-bands.ts';

export interface TopPreference {
  tagName: string;
  displayName: string;
  strength: number;
}

/** The strongest preferences, strongest first, by display name (the text after the last colon). */
export function topPreferences(strengths: Readonly<Record<string, number>>, limit = TOP_PREFERENCES_SHOWN): TopPreference[] {
  return Object.entries(strengths)
    .filter(([, strength]) => Number.isFinite(strength))
    .sort(([, a], [, b]) => b - a)
    .slice(0, limit)
    .map(([tagName, strength]) => ({ tagName, displayName: tagDisplayName(tagName), strength }));
}
