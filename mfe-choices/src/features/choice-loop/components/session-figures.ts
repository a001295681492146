import { showStreakBadge, type ChoiceSession } from '@alive/domain';

/**
 * The "+N this session" figure of the progress card, or 0 to show none. The streak badge and the
 * session count both count this visit's choices; side by side they said one number twice ("21 choice
 * streak", "+21 this session"), so the session figure shows only while no badge says that number
 * (docs/product/choices.md, Decision — one figure for this visit).
 */
export function sessionFigure(session: ChoiceSession): number {
  return showStreakBadge(session.streak) && session.streak === session.sessionChoices ? 0 : session.sessionChoices;
}
