import { DIMENSION_KEYS, type DimensionKey, type DimensionStatus } from '../alive-dimensions.ts';
import { readDimensions, type DimensionEvidenceInput } from './dimension-profile.ts';
import { dimensionsComplete } from './profile-figures.ts';

/** Profile completion (docs/product/profile.md, Profile completion card): counts of dimensions per status and per-dimension details. */
export interface ProfileCompletionSummary {
  complete: number;
  missing: number;
  incomplete: number;
  details: Record<DimensionKey, { status: DimensionStatus; count: number }>;
  /** The Dimensions complete figure's percent (`dimensionsComplete`). */
  percent: number;
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
    percent: dimensionsComplete(complete).percent,
  };
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
