import { CONTENT_SCORE, DEFAULT_CONTENT_CONFIDENCE, SCORE_FIELDS, type ScoreField } from '@alive/contracts/constants';
import type { ContentClassification, ContentClassificationRequest, ContentTypeValue } from '@alive/contracts';

/** The Add/Edit Content form's values as typed, and the request they make (docs/product/admin.md, Content library). */
export interface ContentFormValues {
  title: string;
  contentType: ContentTypeValue | '';
  year: string;
  /** Author of a book, director of anything else. */
  creator: string;
  genre: string;
  seasons: string;
  description: string;
  scores: Record<ScoreField, string>;
  confidence: string;
  reasoning: string;
}

export const SCORE_LABELS: Record<ScoreField, string> = {
  primaryDriveScore: 'Primary Drive (Intrinsic + / Social −)',
  happinessOrientationScore: 'Happiness Orientation (Meaningful + / Emotional −)',
  lifeEngagementScore: 'Life Engagement (Active + / Reflective −)',
  valueInvestmentScore: 'Value Investment (Exploring + / Traditional −)',
  locusControlScore: 'Locus of Control (Control + / Flow −)',
};

export function emptyContentForm(): ContentFormValues {
  return {
    title: '',
    contentType: '',
    year: '',
    creator: '',
    genre: '',
    seasons: '',
    description: '',
    scores: Object.fromEntries(SCORE_FIELDS.map((field) => [field, '0'])) as Record<ScoreField, string>,
    confidence: DEFAULT_CONTENT_CONFIDENCE.toFixed(2),
    reasoning: '',
  };
}

export function contentFormOf(item: ContentClassification): ContentFormValues {
  return {
    title: item.title,
    contentType: item.contentType,
    year: item.year === null ? '' : String(item.year),
    creator: (item.contentType === 'book' ? item.author : item.director) ?? '',
    genre: item.genre ?? '',
    seasons: item.seasons === null ? '' : String(item.seasons),
    description: item.description ?? '',
    scores: Object.fromEntries(SCORE_FIELDS.map((field) => [field, String(item[field])])) as Record<ScoreField, string>,
    confidence: item.confidence,
    reasoning: item.reasoning ?? '',
  };
}

/** A score as typed: not a number → 0; otherwise a whole number within −2..2. */
export function scoreOf(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return 0;
  return Math.max(CONTENT_SCORE.min, Math.min(CONTENT_SCORE.max, Math.round(value)));
}

/** Confidence as typed: not a number → 0.80; otherwise within 0..1. */
export function confidenceOf(text: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) return DEFAULT_CONTENT_CONFIDENCE;
  return Math.max(0, Math.min(1, value));
}

function wholeOrNull(text: string): number | null {
  const value = Number.parseInt(text, 10);
  return Number.isInteger(value) ? value : null;
}

export function contentRequestOf(values: ContentFormValues): ContentClassificationRequest {
  const book = values.contentType === 'book';
  const creator = values.creator.trim() || null;
  return {
    title: values.title.trim(),
    contentType: values.contentType,
    year: wholeOrNull(values.year),
    author: book ? creator : null,
    director: book ? null : creator,
    genre: values.genre.trim() || null,
    seasons: values.contentType === 'tv' ? wholeOrNull(values.seasons) : null,
    description: values.description.trim() || null,
    ...(Object.fromEntries(SCORE_FIELDS.map((field) => [field, scoreOf(values.scores[field])])) as Record<ScoreField, number>),
    confidence: confidenceOf(values.confidence),
    reasoning: values.reasoning.trim() || null,
  };
}
