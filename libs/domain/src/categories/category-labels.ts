/**
 * How a category reads on any screen: the one label table for every category value the platform
 * stores or sends (docs/product/choices.md, Categories; docs/product/recommendations.md;
 * docs/product/groups.md; docs/product/admin.md) — choice-pair categories (`Travel` … `Food`),
 * catalogue and group recommendation categories (`general` … `date_night`), the smart engine's
 * categories (`lifestyle`, `tech` …), content types (`movie`, `tv`, `tv_show`, `book`) and the feedback
 * category of library titles (`enhanced-content`).
 *
 * Keys are the lower-case value; `categoryLabel` looks values up case-insensitively, so the choice-pair
 * value `Movies` and the catalogue value `movies` read the same.
 */
export const CATEGORY_LABELS: Readonly<Record<string, string>> = {
  // Choice-pair categories (stored capitalised) and the catalogue categories of the same name.
  travel: 'Travel',
  movies: 'Movies',
  books: 'Books',
  activities: 'Activities',
  entertainment: 'Entertainment',
  creative: 'Creative',
  food: 'Food',
  // Catalogue (personal and group) recommendation categories.
  general: 'General',
  shopping: 'Shopping',
  learning: 'Learning',
  date_night: 'Date night',
  // Smart Choice Pair Engine categories.
  lifestyle: 'Lifestyle',
  tech: 'Tech',
  // Content types (the content library's and the enhanced API's words).
  movie: 'Movie',
  tv: 'TV show',
  tv_show: 'TV show',
  book: 'Book',
  // Feedback on a content-library title (learning insights' category performance).
  'enhanced-content': 'Enhanced content',
};

/**
 * The label of a category value. An unknown value still reads as words: separators become spaces and
 * the first letter is capitalised (`road_trips` → "Road trips"), so a new category never shows raw.
 */
export function categoryLabel(value: string): string {
  const trimmed = value.trim();
  const known = CATEGORY_LABELS[trimmed.toLowerCase()];
  if (known !== undefined) return known;
  const words = trimmed.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words.length === 0 ? '' : words.charAt(0).toUpperCase() + words.slice(1);
}
