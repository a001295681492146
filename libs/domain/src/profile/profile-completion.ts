import { DIMENSIONS, DIMENSION_KEYS, type DimensionKey, type DimensionStatus } from '../alive-dimensions.ts';
import { PROFILE_TARGET_CHOICES } from '../choice-session.ts';
import { readDimensions, type DimensionEvidenceInput } from './dimension-profile.ts';

/** Profile completion (docs/product/profile.md, Profile completion card): counts of dimensions per status and per-dimension details. */
export interface ProfileCompletionSummary {
  complete: number;
  missing: number;
  incomplete: number;
  details: Record<DimensionKey, { status: DimensionStatus; count: number }>;
  /** complete / 5 × 100, rounded. */
  percent: number;
}

/** Profile percent = complete / 5 × 100 (docs/product/profile.md, Profile completion card), rounded to an integer. */
export function completionPercent(complete: number): number {
  const bounded = Math.min(Math.max(complete, 0), DIMENSIONS.length);
  return Math.round((bounded / DIMENSIONS.length) * 100);
}

export function profileCompletion(rows: readonly DimensionEvidenceInput[]): ProfileCompletionSummary {
  const readings = readDimensions(rows);
  const details = Object.fromEntries(
    readings.map((r) => [r.key, { status: r.status, count: r.count }]),
  ) as ProfileCompletionSummary['details'];
  const countOf = (status: DimensionStatus) => DIMENSION_KEYS.filter((key) => details[key].status === status).length;
  const complete = countOf('complete');
  return {
    complete,
    missing: countOf('missing'),
    incomplete: countOf('incomplete'),
    details,
    percent: completionPercent(complete),
  };
}

export const MASTER_BADGE_PERCENT = 100;
export const EXPLORER_BADGE_PERCENT = 60;

export interface CompletionBadge {
  kind: 'master' | 'explorer';
  emoji: string;
  label: string;
}

/**
 * ⭐ Profile Explorer from 60 % of the dimensions complete; 🎉 A.L.I.V.E Profile Master at 100 % **and**
 * the profile target of choices reached (docs/product/profile.md, Decision — numbers that agree): the
 * badge never claims more than the home screen's "n/50" progress card, so 44/50 with every dimension
 * complete is still an Explorer. `choiceCount` is the person's number of choices, the progress card's n.
 */
export function completionBadge(percent: number, choiceCount: number): CompletionBadge | null {
  if (percent >= MASTER_BADGE_PERCENT && choiceCount >= PROFILE_TARGET_CHOICES) {
    return { kind: 'master', emoji: '🎉', label: 'A.L.I.V.E Profile Master' };
  }
  if (percent >= EXPLORER_BADGE_PERCENT) return { kind: 'explorer', emoji: '⭐', label: 'Profile Explorer' };
  return null;
}

export interface NextStepLink {
  label: string;
  href: string;
}

/**
 * Next Steps panel: Continue A.L.I.V.E Choices (→ /) while any dimension is missing or incomplete;
 * otherwise View Recommendations and Find Groups.
 */
export function completionNextSteps(completion: Pick<ProfileCompletionSummary, 'missing' | 'incomplete'>): NextStepLink[] {
  if (completion.missing > 0 || completion.incomplete > 0) {
    return [{ label: 'Continue A.L.I.V.E Choices', href: '/' }];
  }
  return [
    { label: 'View Recommendations', href: '/recommendations' },
    { label: 'Find Groups', href: '/groups' },
  ];
}

/** Status colours (docs/product/profile.md, The A.L.I.V.E model): complete green with a check, incomplete yellow, missing red. */
export const DIMENSION_STATUS_TONE: Readonly<Record<DimensionStatus, 'success' | 'warning' | 'danger'>> = {
  complete: 'success',
  incomplete: 'warning',
  missing: 'danger',
};
