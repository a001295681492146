/**
 * How Website Analytics shows its figures (docs/product/admin.md, Website Analytics).
 */

/** A count of 1000 or more as `X.Yk` (one decimal); smaller counts as they are. */
export function compactCount(value: number): string {
  return value >= 1000 ? `${(value / 1000).toFixed(1)}k` : String(value);
}

/**
 * Change versus the previous period in whole percent: when the previous value is 0, 100 if the
 * current is above 0, else 0.
 */
export function changePercent(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 100);
}

/** "1 vote", "2 votes". */
export function votesText(votes: number): string {
  return `${votes} ${votes === 1 ? 'vote' : 'votes'}`;
}

export interface PairVotes {
  id: number;
  option1: string;
  option2: string;
  option1Votes: number;
  option2Votes: number;
  totalVotes: number;
}

/**
 * How one pair's answers came out (Engagement, Most Popular Choices): a tie is said as a tie, never as
 * one option winning half; a lead names the option and its share of every vote the pair had.
 */
export type PairOutcome =
  | { kind: 'tie'; headline: string; detail: string }
  | { kind: 'lead'; winner: string; percent: number; headline: string; detail: string };

export function pairOutcome(pair: PairVotes): PairOutcome {
  const votes = votesText(pair.totalVotes);
  if (pair.option1Votes === pair.option2Votes) return { kind: 'tie', headline: `Tied ${pair.option1Votes}–${pair.option2Votes}`, detail: votes };
  const firstLeads = pair.option1Votes > pair.option2Votes;
  const winner = firstLeads ? pair.option1 : pair.option2;
  const percent = Math.round(((firstLeads ? pair.option1Votes : pair.option2Votes) / pair.totalVotes) * 100);
  return { kind: 'lead', winner, percent, headline: winner, detail: `${percent}% of ${votes}` };
}

/** The `top` most answered pairs (ties broken by id), each with its outcome; pairs nobody answered are left out. */
export function popularChoices(stats: readonly PairVotes[], top: number): (PairOutcome & { id: number; pair: string })[] {
  return [...stats]
    .filter((pair) => pair.totalVotes > 0)
    .sort((a, b) => b.totalVotes - a.totalVotes || a.id - b.id)
    .slice(0, top)
    .map((pair) => ({ id: pair.id, pair: `${pair.option1} vs ${pair.option2}`, ...pairOutcome(pair) }));
}
