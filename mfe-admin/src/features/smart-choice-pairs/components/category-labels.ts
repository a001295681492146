import type { SmartEngineCategory } from '@alive/contracts';

/** How the engine's categories read on the screen. */
export const SMART_CATEGORY_LABELS: Readonly<Record<SmartEngineCategory, string>> = {
  general: 'General',
  movies: 'Movies',
  food: 'Food',
  travel: 'Travel',
  activities: 'Activities',
  books: 'Books',
  date_night: 'Date night',
  lifestyle: 'Lifestyle',
  creative: 'Creative',
  entertainment: 'Entertainment',
  tech: 'Tech',
};
