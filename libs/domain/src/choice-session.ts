import { choicesMade } from './profile/profile-figures.ts';

/**
 * Progress rules of the home screen's choice loop (docs/product/choices.md, Choice flow and Constants), kept pure so the screen and
 * its tests share one definition.
 *
 * - Profile target: 50 choices; progress reads "n/50" and its bar is capped at 100%.
 * - Session: every successful submit adds 1 to the session counter and 1 to the streak.
 * - Streak badge shows when the streak is above 2.
 * - Every 5th session choice shows the milestone toast "Great Progress! 🎉".
 *
 * No event breaks a streak (docs/product/choices.md, Choice flow), so none is invented: both counters live as long
 * as the page session and only grow.
 */

export const MILESTONE_EVERY_SESSION_CHOICES = 5;
/** The streak badge shows when the streak is strictly above this. */
export const STREAK_BADGE_ABOVE = 2;
/**
 * How long "Great Choice!" shows after a choice, in milliseconds: a brief badge on the pair card's top
 * edge that never covers or blocks the next pair (docs/product/choices.md, Decision — the celebration
 * never sets the pace).
 */
export const GREAT_CHOICE_SHOWN_MS = 700;
/** At most this many tag labels are shown per option. */
export const MAX_TAGS_PER_OPTION = 3;

export interface ChoiceSession {
  /** Successful submits since the page was opened. */
  sessionChoices: number;
  streak: number;
}

export const INITIAL_CHOICE_SESSION: ChoiceSession = { sessionChoices: 0, streak: 0 };

export interface MilestoneMessage {
  title: string;
  description: string;
}

export interface ChoiceRecorded {
  session: ChoiceSession;
  /** Set when this choice is a 5th, 10th, ... session choice. */
  milestone: MilestoneMessage | null;
}

export function isMilestoneChoice(sessionChoices: number): boolean {
  return sessionChoices > 0 && sessionChoices % MILESTONE_EVERY_SESSION_CHOICES === 0;
}

export function milestoneMessage(sessionChoices: number): MilestoneMessage {
  return {
    title: 'Great Progress! 🎉',
    description: `You've made ${sessionChoices} A.L.I.V.E Choices! Your profile is getting more accurate.`,
  };
}

/** The session after one more successful submit, and the milestone it reaches, if any. */
export function recordSuccessfulChoice(session: ChoiceSession): ChoiceRecorded {
  const next: ChoiceSession = { sessionChoices: session.sessionChoices + 1, streak: session.streak + 1 };
  return {
    session: next,
    milestone: isMilestoneChoice(next.sessionChoices) ? milestoneMessage(next.sessionChoices) : null,
  };
}

/**
 * The session after the person took back their latest choice (docs/product/choices.md, Undo): it no
 * longer counts, so both counters go back by one (never below zero).
 */
export function undoSessionChoice(session: ChoiceSession): ChoiceSession {
  return { sessionChoices: Math.max(0, session.sessionChoices - 1), streak: Math.max(0, session.streak - 1) };
}

export function showStreakBadge(streak: number): boolean {
  return streak > STREAK_BADGE_ABOVE;
}

export interface ProfileProgress {
  /** Choices made so far (never negative). */
  count: number;
  target: number;
  /** "n/50" */
  label: string;
  /** 0..100, capped at 100 once the target is reached or passed. */
  percent: number;
}

/** The home screen's progress card: the Choices made figure (`choicesMade`) written "n/50". */
export function profileProgress(totalChoices: number): ProfileProgress {
  const { count, target, percent } = choicesMade(totalChoices);
  return { count, target, label: `${count}/${target}`, percent };
}
