import { DIMENSIONS } from '../alive-dimensions.ts';
import { EXCLUDING_ACTIONS, FEEDBACK_SATURATION, FEEDBACK_TAG_VALUE } from './feedback.ts';
import { hasNoDimensionEvidence, personPosition, scaledLeaning, sharedPoles, type DimensionPosition } from './person-position.ts';
import { STARTING_POINT_REASONING } from './rank-recommendations.ts';
import { compareIds, joinWithAnd, unitInterval } from './text.ts';
import type { DimensionLeanings, PersonTaste } from './types.ts';

/**
 * Enhanced content (movies, series, books) ranked by personality match (docs/recommendation-engine.md,
 * Enhanced content).
 *
 *   personalityMatch = 0.5 + (1/5) Σ_d e_d × (closeness_d − 0.5),  closeness_d = 1 − |lean_d − score_d/2| / 2
 *   order            = personalityMatch + 0.1 × feedback on the title's genre and tags, then id
 */

export type EnhancedContentKind = 'movie' | 'tv_show' | 'book';

export interface ContentCandidate {
  /** `enhanced-<slug>`: the id the enhanced screen's feedback carries. */
  id: string;
  title: string;
  contentType: EnhancedContentKind;
  genre: string | null;
  /** Descriptive display tags. */
  tags: readonly string[];
  leanings: DimensionLeanings;
}

export interface RankedContent<T extends ContentCandidate> {
  candidate: T;
  /** 0..1: closeness of the title's five scores to the person's position, weighted by evidence. */
  personalityMatch: number;
  /** Why This Matches You. */
  reasoning: string;
}

/** How far feedback on genres and tags can move a title in the order (its match stays the closeness). */
export const CONTENT_FEEDBACK_NUDGE = 0.1;
/** Reasoning names at most this many shared poles. */
export const CONTENT_REASONING_MAX_POLES = 3;

/** 0..1 closeness on one dimension: 1 on the person's spot, 0 at the opposite end. */
function closeness01(position: DimensionPosition, leanings: DimensionLeanings): number {
  return 1 - Math.abs(position.lean - scaledLeaning(leanings, position.definition.key)) / 2;
}

/** 0.5 (nothing known) moved towards the evidence-weighted closeness; 0..1. */
export function personalityMatch(position: readonly DimensionPosition[], leanings: DimensionLeanings): number {
  const sum = position.reduce((acc, p) => acc + p.evidence * (closeness01(p, leanings) - 0.5), 0);
  return unitInterval(0.5 + sum / DIMENSIONS.length);
}

/** Genres and tags compared case-insensitively. */
function contentTerms(candidate: { genre: string | null; tags: readonly string[] }): string[] {
  const terms = [candidate.genre ?? '', ...candidate.tags].map((t) => t.trim().toLowerCase()).filter((t) => t.length > 0);
  return [...new Set(terms)];
}

interface ContentFeedback {
  excludedIds: Set<string>;
  /** term → −1..1. */
  termValues: Map<string, number>;
  /** Original spelling of positive terms, for the reasoning. */
  likedSpelling: Map<string, string>;
}

/**
 * Feedback by id: disliked/used titles are excluded; every signal's action value is added to the
 * genre and tags of its title (read from the candidates when the title is among them, else from the
 * signal's tags), then clamped like the catalogue feedback.
 */
function contentFeedback<T extends ContentCandidate>(taste: PersonTaste, contents: readonly T[]): ContentFeedback {
  const byId = new Map(contents.map((c) => [c.id, c]));
  const sums = new Map<string, number>();
  const spelling = new Map<string, string>();
  const excludedIds = new Set<string>();
  for (const signal of taste.feedback) {
    const value = FEEDBACK_TAG_VALUE[signal.action];
    if (value === undefined) continue;
    if (EXCLUDING_ACTIONS.has(signal.action)) excludedIds.add(signal.recommendationId);
    const known = byId.get(signal.recommendationId);
    const raw = known ? [known.genre ?? '', ...known.tags] : [...signal.tags];
    for (const text of new Set(raw.map((t) => t.trim()).filter((t) => t.length > 0))) {
      const term = text.toLowerCase();
      sums.set(term, (sums.get(term) ?? 0) + value);
      if (!spelling.has(term)) spelling.set(term, text);
    }
  }
  const termValues = new Map<string, number>();
  const likedSpelling = new Map<string, string>();
  for (const [term, sum] of sums) {
    if (sum === 0) continue;
    termValues.set(term, Math.max(-1, Math.min(1, sum / FEEDBACK_SATURATION)));
    if (sum > 0) likedSpelling.set(term, spelling.get(term)!);
  }
  return { excludedIds, termValues, likedSpelling };
}

function feedbackNudge(feedback: ContentFeedback, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  return terms.reduce((sum, t) => sum + (feedback.termValues.get(t) ?? 0), 0) / terms.length;
}

function contentReasoning(position: readonly DimensionPosition[], leanings: DimensionLeanings, likedTerms: readonly string[]): string {
  const liked = likedTerms.length > 0 ? ` It shares ${joinWithAnd(likedTerms.slice(0, 2))} with titles you liked.` : '';
  if (hasNoDimensionEvidence(position)) return likedTerms.length > 0 ? liked.trim() : STARTING_POINT_REASONING;
  const shared = sharedPoles(position, leanings).slice(0, CONTENT_REASONING_MAX_POLES);
  if (shared.length > 0) {
    const parts = shared.map((s) => {
      const definition = DIMENSIONS.find((d) => d.key === s.key)!;
      return `${s.label} (${definition.aliveWord})`;
    });
    return `Speaks to your ${joinWithAnd(parts)} side.${liked}`;
  }
  // Nothing shared: say where it pulls against the person's clearest lean, so the card stays honest.
  const clearest = [...position]
    .filter((p) => p.evidence > 0 && p.lean !== 0)
    .sort((a, b) => b.evidence * Math.abs(b.lean) - a.evidence * Math.abs(a.lean))[0];
  const item = clearest ? scaledLeaning(leanings, clearest.definition.key) : 0;
  if (clearest && Math.sign(item) === -Math.sign(clearest.lean)) {
    const theirs = clearest.lean > 0 ? clearest.definition.positive : clearest.definition.negative;
    const its = clearest.lean > 0 ? clearest.definition.negative : clearest.definition.positive;
    return `A change of pace: it leans ${its.label} where you lean ${theirs.label} (${clearest.definition.aliveWord}).${liked}`;
  }
  return `An even fit: it neither pulls towards nor against your clearest leanings.${liked}`;
}

/**
 * Ranks enhanced content by personality match, best first, at most `limit`; titles with disliked or
 * used feedback are left out, and feedback on genres and tags moves titles up or down.
 */
export function rankContent<T extends ContentCandidate>(taste: PersonTaste, contents: readonly T[], options: { limit: number }): RankedContent<T>[] {
  const limit = Number.isFinite(options.limit) ? Math.max(0, Math.floor(options.limit)) : 0;
  if (limit === 0) return [];
  const position = personPosition(taste.dimensions);
  const feedback = contentFeedback(taste, contents);
  const seen = new Set<string>();
  const ranked: { entry: RankedContent<T>; key: number }[] = [];
  for (const candidate of contents) {
    if (feedback.excludedIds.has(candidate.id) || seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    const terms = contentTerms(candidate);
    const match = personalityMatch(position, candidate.leanings);
    const likedTerms = terms.filter((t) => (feedback.termValues.get(t) ?? 0) > 0).map((t) => feedback.likedSpelling.get(t)!);
    ranked.push({
      entry: { candidate, personalityMatch: match, reasoning: contentReasoning(position, candidate.leanings, likedTerms) },
      key: match + CONTENT_FEEDBACK_NUDGE * feedbackNudge(feedback, terms),
    });
  }
  ranked.sort((a, b) => b.key - a.key || compareIds(a.entry.candidate.id, b.entry.candidate.id));
  return ranked.slice(0, limit).map((r) => r.entry);
}
