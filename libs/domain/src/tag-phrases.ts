import { isAliveEvidenceTag, tagDisplayName } from './tags.ts';

/**
 * How a preference tag (`style:Familiar`) reads to people: on a list as its name and group
 * ("Familiar · Style"), in a sentence as a phrase ("familiar favorites"). A raw tag value is never a
 * noun in a sentence: "Schedule one Premium experience" reads as a database key, and `style:Familiar` and
 * `food:Familiar` are different things with one name (docs/product/profile.md, Decision — tag words).
 *
 * Every tag of the seeded pairs and catalogue has a phrase here (libs/db's seed tests check it); a tag
 * added later (an administrator's or the AI pair tools') reads through `fallbackTagPhrase`.
 */

/** Tag → lower-case noun phrase that completes "make space for …", "your interest in …". */
export const TAG_PHRASES: Readonly<Record<string, string>> = {
  'accommodation:Boutique': 'boutique hotels',
  'accommodation:Eco Lodge': 'eco lodges',
  'accommodation:Guesthouse': 'guesthouses',
  'accommodation:Unique Stay': 'unusual places to stay',

  'activity:Couple': 'plans for two',
  'activity:Family': 'family outings',
  'activity:Group': 'group activities',
  'activity:Solo': 'solo activities',

  'cost:Budget': 'budget-friendly options',
  'cost:Free': 'free things to do',
  'cost:Premium': 'premium experiences',

  'creation:Culinary Creation': 'cooking from scratch',
  'creation:Digital Creation': 'digital art and design',
  'creation:Handmade Creation': 'handmade crafts',
  'creation:Mixed Media Creation': 'mixed-media art',
  'creation:Movement Creation': 'dance and movement',
  'creation:Musical Creation': 'making music',
  'creation:Photography Creation': 'photography',
  'creation:Written Creation': 'writing',

  'culture:Heritage': 'heritage sites',
  'culture:History': 'places steeped in history',
  'culture:Immersion': 'immersing yourself in local culture',
  'culture:Sightseeing': 'sightseeing',

  'food:Familiar': 'familiar food',
  'food:Fine Dining': 'fine dining',
  'food:Home Cooking': 'home cooking',
  'food:Picnic': 'picnics',
  'food:Street Food': 'street food',
  'food:Wild Food': 'foraged food',

  'genre:Action': 'action stories',
  'genre:Adventure': 'adventure stories',
  'genre:Animation': 'animation',
  'genre:Arthouse': 'arthouse cinema',
  'genre:Bestseller': 'bestsellers',
  'genre:Biography': 'biographies',
  'genre:Blockbuster': 'blockbusters',
  'genre:Celebrity': 'celebrity stories',
  'genre:Classic': 'classics',
  'genre:Comedy': 'comedy',
  'genre:Cookery': 'cookbooks',
  'genre:Cult': 'cult favorites',
  'genre:Dance': 'dance performances',
  'genre:Documentary': 'documentaries',
  'genre:Drama': 'drama',
  'genre:Essays': 'essays',
  'genre:Experimental': 'experimental work',
  'genre:Family': 'family entertainment',
  'genre:Family Saga': 'family sagas',
  'genre:Fantasy': 'fantasy',
  'genre:Franchise': 'big franchises',
  'genre:Graphic Novel': 'graphic novels',
  'genre:Historical': 'historical stories',
  'genre:History': 'history books and films',
  'genre:Horror': 'horror',
  'genre:Humour': 'humor',
  'genre:Indie': 'indie films',
  'genre:Literary Fiction': 'literary fiction',
  'genre:Memoir': 'memoirs',
  'genre:Musical': 'musicals',
  'genre:Mystery': 'mysteries',
  'genre:Nature': 'nature documentaries',
  'genre:Philosophy': 'philosophy',
  'genre:Poetry': 'poetry',
  'genre:Reality': 'reality shows',
  'genre:Romance': 'romance',
  'genre:Science': 'popular science',
  'genre:Science Fiction': 'science fiction',
  'genre:Self-Help': 'self-help books',
  'genre:Short Stories': 'short stories',
  'genre:Sitcom': 'sitcoms',
  'genre:Story': 'story-driven entertainment',
  'genre:Strategy': 'strategy games',
  'genre:Theatre': 'theater',
  'genre:Thriller': 'thrillers',
  'genre:Travel Writing': 'travel writing',
  'genre:True Crime': 'true crime',
  'genre:World Cinema': 'world cinema',
  'genre:World Literature': 'world literature',

  'learning:Guided': 'guided learning',
  'learning:Self-Directed': 'learning at your own pace',

  'media:Audio': 'music and audio',
  'media:Digital': 'digital experiences',
  'media:Interactive': 'interactive experiences',
  'media:Reading': 'reading',
  'media:Visual': 'visual media such as film and images',

  'mood:Calm': 'calm, unhurried experiences',
  'mood:Curious': 'things that spark your curiosity',
  'mood:Dreamy': 'dreamy, imaginative experiences',
  'mood:Energetic': 'energetic experiences',
  'mood:Focused': 'activities that need focus',
  'mood:Inspiring': 'inspiring experiences',
  'mood:Playful': 'playful fun',
  'mood:Thoughtful': 'thought-provoking experiences',
  'mood:Thrilling': 'thrills',
  'mood:Uplifting': 'uplifting experiences',

  'occasion:Celebration': 'celebrations',

  'pace:Active': 'active, on-the-move plans',
  'pace:Relaxed': 'a relaxed pace',

  'purpose:Pilgrimage': 'pilgrimages',
  'purpose:Social Impact': 'making a social impact',
  'purpose:Sustainability': 'living sustainably',
  'purpose:Volunteering': 'volunteering',

  'setting:Bar': 'bars',
  'setting:Beach': 'the beach',
  'setting:Bookshop': 'bookshops',
  'setting:Cinema': 'the cinema',
  'setting:Countryside': 'the countryside',
  'setting:Festival': 'festivals',
  'setting:Home': 'staying in at home',
  'setting:Indoor': 'indoor activities',
  'setting:Mountains': 'mountain escapes',
  'setting:Nature': 'nature',
  'setting:Outdoor': 'the outdoors',
  'setting:Remote': 'remote places',
  'setting:Urban': 'city life',
  'setting:Venue': 'live venues',
  'setting:Water': 'being on or near water',

  'skill:Finance': 'managing money',
  'skill:Learning': 'learning new skills',
  'skill:Mastery': 'mastering a craft',

  'social:Community': 'community activities',
  'social:Discussion': 'good discussions',

  'sport:Climbing': 'climbing',
  'sport:Cycling': 'cycling',
  'sport:Running': 'running',
  'sport:Skiing': 'skiing',
  'sport:Spectator': 'watching live sport',
  'sport:Team Sport': 'team sports',

  'style:Familiar': 'familiar favorites',
  'style:Planned': 'well-planned outings',
  'style:Spontaneous': 'spontaneous plans',

  'time:Evening': 'evenings out',
  'time:Full Day': 'full-day outings',
  'time:Half Day': 'half-day outings',
  'time:Late Night': 'late nights',
  'time:Long Session': 'long, immersive sessions',
  'time:Long Trip': 'long trips',
  'time:Quick': 'quick activities',
  'time:Weekend': 'weekend plans',

  'transport:Car': 'road trips',
  'transport:Public Transport': 'traveling by public transportation',
  'transport:Train': 'train journeys',

  'wellness:Mindfulness': 'mindfulness',
  'wellness:Pampering': 'pampering',
  'wellness:Reflection': 'quiet reflection',
};

/**
 * The noun a tag of an unknown value gets after its own words, by group, so "genre:Space Opera" reads
 * "space opera stories". A group not listed gets "experiences".
 */
const FALLBACK_GROUP_NOUNS: Readonly<Record<string, string>> = {
  accommodation: 'stays',
  activity: 'activities',
  cost: 'options',
  creation: 'projects',
  culture: 'culture',
  food: 'food',
  genre: 'stories',
  learning: 'learning',
  media: 'media',
  mood: 'experiences',
  occasion: 'occasions',
  pace: 'plans',
  purpose: 'causes',
  setting: 'places',
  skill: 'skills',
  social: 'activities',
  sport: 'sports',
  style: 'plans',
  time: 'plans',
  transport: 'journeys',
  wellness: 'wellness',
};

/** `style:Familiar` → `style`; a tag without a colon has no group. */
export function tagGroup(tagName: string): string | null {
  const i = tagName.indexOf(':');
  return i <= 0 ? null : tagName.slice(0, i);
}

/** Words of a tag part: `Team Sport` → ["Team", "Sport"], `self_directed` → ["self", "directed"]. */
function words(text: string): string[] {
  return text
    .split(/[\s_]+/)
    .map((word) => word.trim())
    .filter((word) => word.length > 0);
}

/** Lower case, except words written all in capitals (TV, DIY) that stay as they are. */
function lowerWords(text: string): string[] {
  return words(text).map((word) => (word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word) ? word : word.toLowerCase()));
}

function capitalized(text: string): string {
  return words(text)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * A sentence phrase for a tag the table does not know: its value in lower case followed by its group's
 * noun, unless the value already ends with that noun ("Group Activities").
 */
export function fallbackTagPhrase(tagName: string): string {
  const value = lowerWords(tagDisplayName(tagName));
  const group = tagGroup(tagName);
  const noun = (group && FALLBACK_GROUP_NOUNS[group.toLowerCase()]) ?? 'experiences';
  if (value.length === 0) return noun;
  const last = value[value.length - 1]!.toLowerCase();
  if (last === noun || `${last}s` === noun || last === `${noun}s`) return value.join(' ');
  return [...value, noun].join(' ');
}

/** The phrase a sentence uses for a tag, e.g. `time:Quick` → "quick activities". */
export function tagPhrase(tagName: string): string {
  return TAG_PHRASES[tagName] ?? fallbackTagPhrase(tagName);
}

/** Whether the table has a written phrase for the tag (the seeded vocabulary must). */
export function hasTagPhrase(tagName: string): boolean {
  return Object.hasOwn(TAG_PHRASES, tagName);
}

/** The tags the phrase table knows: the seeded vocabulary (`group:Value`, no A.L.I.V.E evidence tags). */
export const TAG_VOCABULARY: readonly string[] = Object.keys(TAG_PHRASES);

export interface TagLabel {
  /** The text after the last colon, as written (`Familiar`). */
  name: string;
  /** The group, readable (`style` → `Style`), or null for a tag without one. */
  group: string | null;
  /** "Familiar · Style"; the name alone for a tag without a group. */
  text: string;
}

/**
 * A tag on a list: its name and its group, so `style:Familiar` ("Familiar · Style") and `food:Familiar`
 * ("Familiar · Food") read as two things. An A.L.I.V.E evidence tag (`alive:life_engagement:active`)
 * reads as its pole and dimension words, never as the key.
 */
export function tagLabel(tagName: string): TagLabel {
  const parts = tagName.split(':').filter((part) => part.length > 0);
  if (isAliveEvidenceTag(tagName) && parts.length === 3) {
    const name = capitalized(parts[2]!);
    const group = capitalized(parts[1]!);
    return { name, group, text: `${name} · ${group}` };
  }
  const name = tagDisplayName(tagName).trim() || tagName;
  const rawGroup = parts.length > 1 ? parts.slice(0, -1).join(' ') : null;
  const group = rawGroup ? capitalized(rawGroup.replace(/-/g, ' ')) : null;
  return { name, group, text: group ? `${name} · ${group}` : name };
}
