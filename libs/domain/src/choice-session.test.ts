import { describe, expect, it } from 'vitest';
import {
  INITIAL_CHOICE_SESSION,
  isMilestoneChoice,
  milestoneMessage,
  profileProgress,
  recordSuccessfulChoice,
  showStreakBadge,
  undoSessionChoice,
  type ChoiceSession,
} from './choice-session.ts';

function afterChoices(n: number): { session: ChoiceSession; milestones: number[] } {
  let session = INITIAL_CHOICE_SESSION;
  const milestones: number[] = [];
  for (let i = 0; i < n; i++) {
    const recorded = recordSuccessfulChoice(session);
    session = recorded.session;
    if (recorded.milestone) milestones.push(session.sessionChoices);
  }
  return { session, milestones };
}

describe('recordSuccessfulChoice', () => {
  it('adds one to the session counter and the streak without touching the input', () => {
    const before = { sessionChoices: 3, streak: 2 };
    const { session } = recordSuccessfulChoice(before);
    expect(session).toEqual({ sessionChoices: 4, streak: 3 });
    expect(before).toEqual({ sessionChoices: 3, streak: 2 });
  });

  it('reports a milestone on every 5th session choice and only then', () => {
    expect(afterChoices(16).milestones).toEqual([5, 10, 15]);
  });

  it('carries the milestone texts with the session count', () => {
    const { milestone } = recordSuccessfulChoice({ sessionChoices: 4, streak: 4 });
    expect(milestone).toEqual({
      title: 'Great Progress! 🎉',
      description: "You've made 5 A.L.I.V.E Choices! Your profile is getting more accurate.",
    });
    expect(recordSuccessfulChoice({ sessionChoices: 3, streak: 3 }).milestone).toBeNull();
    expect(recordSuccessfulChoice({ sessionChoices: 5, streak: 5 }).milestone).toBeNull();
  });
});

describe('isMilestoneChoice', () => {
  it.each([
    [0, false],
    [1, false],
    [4, false],
    [5, true],
    [6, false],
    [9, false],
    [10, true],
    [50, true],
  ])('%i → %s', (n, expected) => expect(isMilestoneChoice(n)).toBe(expected));

  it('milestoneMessage names the count', () => {
    expect(milestoneMessage(10).description).toBe(
      "You've made 10 A.L.I.V.E Choices! Your profile is getting more accurate.",
    );
  });
});

describe('showStreakBadge', () => {
  it.each([
    [0, false],
    [1, false],
    [2, false],
    [3, true],
    [4, true],
  ])('streak %i → %s', (streak, expected) => expect(showStreakBadge(streak)).toBe(expected));

  it('appears after the third successful choice of a session', () => {
    expect(showStreakBadge(afterChoices(2).session.streak)).toBe(false);
    expect(showStreakBadge(afterChoices(3).session.streak)).toBe(true);
  });
});

describe('profileProgress', () => {
  it.each([
    [0, '0/50', 0],
    [1, '1/50', 2],
    [25, '25/50', 50],
    [49, '49/50', 98],
    [50, '50/50', 100],
    [51, '51/50', 100],
    [120, '120/50', 100],
  ])('%i choices → %s at %i%%', (n, label, percent) => {
    expect(profileProgress(n)).toEqual({ count: n, target: 50, label, percent });
  });

  it('never shows a negative or fractional count', () => {
    expect(profileProgress(-3)).toMatchObject({ count: 0, label: '0/50', percent: 0 });
    expect(profileProgress(Number.NaN)).toMatchObject({ count: 0, percent: 0 });
    expect(profileProgress(7.8)).toMatchObject({ count: 7, label: '7/50' });
  });
});

describe('undoSessionChoice', () => {
  it('takes one choice off both counters, never below zero', () => {
    const after = recordSuccessfulChoice(recordSuccessfulChoice(INITIAL_CHOICE_SESSION).session).session;
    expect(undoSessionChoice(after)).toEqual({ sessionChoices: 1, streak: 1 });
    expect(undoSessionChoice(INITIAL_CHOICE_SESSION)).toEqual(INITIAL_CHOICE_SESSION);
  });
});
