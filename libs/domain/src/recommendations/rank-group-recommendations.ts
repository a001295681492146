import { tagPhrase } from '../tag-phrases.ts';
import { confidenceFromScore, diversify, personModel, scoreBreakdown, tagDisplayNames, type PersonModel, type Scored } from './rank-recommendations.ts';
import { compareStarterAppeal } from './starter-order.ts';
import { preferenceTagWeights } from './tag-affinity.ts';
import { compareIds, joinWithAnd, round4 } from './text.ts';
import type { PersonTaste, RecommendationCandidate } from './types.ts';

/**
 * Group recommendations through the one engine (docs/recommendation-engine.md, Group recommendations):
 * every member's score of an item is the personal score of rankRecommendations; the group score blends
 * their mean with the least happy member's score, so the list serves everyone rather than the
 * majority, and an item any member strongly dislikes never comes before one nobody does.
 *
 *   group score = MEAN_WEIGHT × mean(member scores) + (1 − MEAN_WEIGHT) × min(member scores)
 */
export const GROUP_MEAN_WEIGHT = 0.5;
/** A member score at or below this is a strong dislike (confidence about 0.06 on the personal scale). */
export const STRONG_DISLIKE_SCORE = -0.1;
/** Reasoning names at most this many shared tags and shared poles, and this many members. */
export const GROUP_REASONING_MAX_TAGS = 3;
export const GROUP_REASONING_MAX_POLES = 2;
export const GROUP_REASONING_MAX_MEMBERS = 2;
/** An item's own tags named when the group shares none of them. */
export const GROUP_REASONING_MAX_OWN_TAGS = 2;
/** A member as the group ranking reads them: their taste, and the name the group knows them by. */
export interface GroupMemberTaste extends PersonTaste {
  /** First name as the members see it; null or absent: never named (still counted). */
  name?: string | null;
}

/**
 * The names the group reasoning calls members by: the first name, with the last name's initial where
 * two members share a first name ("Sam O.", "Sam P."); null for a member without a first name.
 */
export function groupMemberNames(people: readonly { firstName: string | null; lastName: string | null }[]): (string | null)[] {
  const first = people.map((p) => p.firstName?.trim() || null);
  const counts = new Map<string, number>();
  for (const name of first) if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  return people.map((p, i) => {
    const name = first[i];
    if (!name) return null;
    const initial = p.lastName?.trim().charAt(0);
    return (counts.get(name) ?? 0) > 1 && initial ? `${name} ${initial.toUpperCase()}.` : name;
  });
}

export interface RankedGroupRecommendation<T extends RecommendationCandidate> {
  candidate: T;
  /** Aggregated group score −1..1 (before the diversity re-ranking; the list order is after it). */
  score: number;
  /** 0..1 (confidenceFromScore of the group score). */
  confidence: number;
  /**
   * One sentence about this item for this group: which members it suits best and what the group shares
   * in it (groupReasoning); never a number, never a tag only one member matches.
   */
  reasoning: string;
  /** Display names of tags enough members match to call them shared (sharedByEnough), most shared first. */
  sharedTags: string[];
}

/**
 * How many members must match a tag or pole before the group's reasoning may name it: a majority, and
 * at least two once the group has two or more members, so no sentence reveals one member's lone taste.
 */
export function sharedByEnough(matching: number, groupSize: number): boolean {
  if (groupSize <= 1) return matching >= 1;
  return matching >= 2 && matching * 2 >= groupSize;
}

interface GroupDetail {
  score: number;
  vetoed: boolean;
  /** Tags (`group:Value`) enough members match, most shared first. */
  sharedTags: string[];
  sharedPoles: string[];
  /** Names of the members it suits, best suited first. */
  suits: string[];
  /** Members it suits, named or not. */
  suitsCount: number;
}

/** Names by how many members match them (most first), then alphabetically: independent of member order. */
function sharedNames(perMember: readonly (readonly string[])[], groupSize: number): string[] {
  const counts = new Map<string, number>();
  for (const names of perMember) for (const name of new Set(names)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts]
    .filter(([, count]) => sharedByEnough(count, groupSize))
    .sort((a, b) => b[1] - a[1] || compareIds(a[0], b[0]))
    .map(([name]) => name);
}

function groupDetail(models: readonly PersonModel[], names: readonly (string | null)[], weights: readonly [string, number][], candidate: RecommendationCandidate): GroupDetail {
  const details = models.map((model) => scoreBreakdown(model, weights, candidate));
  const scores = details.map((d) => d.score);
  const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  const min = Math.min(...scores);
  // A member an item suits: it scores above neutral for them and something in it matches them (a tag
  // or pole their own reasoning would name), so "best for Sam" never says more than Sam's own list would.
  const suited = details
    .map((d, i) => ({ score: d.score, name: names[i] ?? null, matches: d.matchedTags.length > 0 || d.sharedPoles.length > 0 }))
    .filter((m) => m.score > 0 && m.matches)
    .sort((a, b) => b.score - a.score || compareIds(a.name ?? '', b.name ?? ''));
  return {
    score: GROUP_MEAN_WEIGHT * mean + (1 - GROUP_MEAN_WEIGHT) * min,
    vetoed: min <= STRONG_DISLIKE_SCORE,
    sharedTags: sharedNames(
      details.map((d) => d.matchedTags),
      models.length,
    ),
    sharedPoles: sharedNames(
      details.map((d) => d.sharedPoles.map((p) => p.label)),
      models.length,
    ),
    suits: suited.flatMap((m) => (m.name ? [m.name] : [])),
    suitsCount: suited.length,
  };
}

/** What groupReasoning says of one item. */
export interface GroupReasoningInput {
  /** The item's own preference tags (`group:Value`), heaviest first. */
  itemTags: readonly string[];
  /** Tags (`group:Value`) enough members share. */
  sharedTags: readonly string[];
  sharedPoles: readonly string[];
  /** Names of the members it suits, best suited first. */
  suits: readonly string[];
  /** Members it suits, named or not. */
  suitsCount: number;
  groupSize: number;
  /** No member has any evidence yet. */
  hasNoData: boolean;
}

/**
 * One sentence about this item for this group (docs/recommendation-engine.md, group recommendations):
 * who it suits — everyone, the members it suits best by name, or nobody yet — and what it matches for
 * the group — the tastes and poles enough members share (sharedByEnough), else the item's own tags as
 * new ground. Every part comes from the item, so two items read alike only when they are alike; `more`
 * names that many more of the item's own tags, which tells apart two items that would read alike.
 * Tags read through their phrases ("family outings", never "Family"; docs/product/profile.md, Decision —
 * tag words).
 */
export function groupReasoning(input: GroupReasoningInput, more = 0): string {
  const own = joinWithAnd(input.itemTags.slice(0, GROUP_REASONING_MAX_OWN_TAGS + more).map(tagPhrase));
  if (input.hasNoData) {
    return own
      ? `A starting point while your choices build your profiles: ${own}.`
      : 'A starting point while your choices build your profiles.';
  }
  const tags = input.sharedTags.slice(0, GROUP_REASONING_MAX_TAGS);
  const shared = joinWithAnd(tags.map(tagPhrase));
  const poles = input.sharedPoles.slice(0, GROUP_REASONING_MAX_POLES);
  const who =
    input.groupSize === 1
      ? input.suitsCount > 0
        ? 'Suits you'
        : 'Something new for you'
      : input.suitsCount === input.groupSize
        ? 'Suits everyone in the group'
        : input.suits.length > 0
          ? `Best for ${joinWithAnd(input.suits.slice(0, GROUP_REASONING_MAX_MEMBERS))}`
          : input.suitsCount > 0
            ? 'Suits some of you'
            : 'A pick to stretch the group';
  const whose = input.groupSize === 1 ? 'your' : "the group's";
  const besides = input.itemTags.filter((tag) => !tags.includes(tag)).slice(0, more);
  const also = besides.length > 0 ? ` It also brings ${joinWithAnd(besides.map(tagPhrase))}.` : '';
  if (tags.length > 0 && poles.length > 0) return `${who}: it matches ${whose} taste for ${shared}, and ${whose} ${joinWithAnd(poles)} side.${also}`;
  if (tags.length > 0) return `${who}: it matches ${whose} taste for ${shared}.${also}`;
  if (poles.length > 0) return `${who}: it matches ${whose} ${joinWithAnd(poles)} side.${also}`;
  if (!own) return `${who}.`;
  // Nothing the group shares: what the item itself brings, new ground for whoever it does not suit.
  // ("to the mix", not "to the group": "it brings group activities to the group" says group twice.)
  return input.suitsCount === 0 ? `${who}: it opens up ${own}.` : `${who}: it adds ${own} to the mix.`;
}

/**
 * The reasons of a list, best first: an item that would read exactly like one above it names more of
 * its own tags until it does not (or it has none left, when the two are alike in every named way).
 */
function distinctReasons(inputs: readonly GroupReasoningInput[]): string[] {
  const used = new Set<string>();
  return inputs.map((input) => {
    let reasoning = groupReasoning(input);
    for (let more = 1; used.has(reasoning) && more <= input.itemTags.length; more += 1) reasoning = groupReasoning(input, more);
    used.add(reasoning);
    return reasoning;
  });
}

/** The item's own preference tags, heaviest first (ties by tag). */
function itemTagNames(weights: readonly [string, number][]): string[] {
  return [...weights].sort((a, b) => b[1] - a[1] || compareIds(a[0], b[0])).map(([tag]) => tag);
}

function byScoreThenId<T extends RecommendationCandidate>(a: Scored<T, GroupDetail>, b: Scored<T, GroupDetail>): number {
  return b.detail.score - a.detail.score || compareIds(a.candidate.id, b.candidate.id);
}

/** With no evidence from any member every score is 0: starter picks follow their own order. */
function byStarterAppeal<T extends RecommendationCandidate>(a: Scored<T, GroupDetail>, b: Scored<T, GroupDetail>): number {
  return b.detail.score - a.detail.score || compareStarterAppeal(a.candidate, b.candidate);
}

/**
 * Ranks catalogue items for a group: best first, at most `limit`, deterministic and independent of
 * the members' order. An item a member disliked (feedback) is left out; an item a member strongly
 * dislikes (score ≤ STRONG_DISLIKE_SCORE) comes only after every item nobody strongly dislikes. An item
 * one member already used stays in: the rest of the group may not have.
 */
export function rankGroupRecommendations<T extends RecommendationCandidate>(
  members: readonly GroupMemberTaste[],
  candidates: readonly T[],
  options: { limit: number },
): RankedGroupRecommendation<T>[] {
  const limit = Number.isFinite(options.limit) ? Math.max(0, Math.floor(options.limit)) : 0;
  if (limit === 0 || members.length === 0) return [];
  const models = members.map(personModel);
  const names = members.map((m) => m.name?.trim() || null);
  const disliked = new Set(members.flatMap((m) => m.feedback.filter((f) => f.action === 'disliked').map((f) => f.recommendationId)));
  const hasNoData = models.every((m) => m.hasNoData);

  const seen = new Set<string>();
  const welcome: Scored<T, GroupDetail>[] = [];
  const vetoed: Scored<T, GroupDetail>[] = [];
  for (const candidate of candidates) {
    if (disliked.has(candidate.id) || seen.has(candidate.id)) continue;
    seen.add(candidate.id);
    const weights = preferenceTagWeights(candidate.tags);
    const scored = { candidate, weights, detail: groupDetail(models, names, weights, candidate) };
    (scored.detail.vetoed ? vetoed : welcome).push(scored);
  }
  const order = hasNoData ? byStarterAppeal : byScoreThenId;
  welcome.sort(order);
  vetoed.sort(order);
  const picked = [...diversify(welcome, limit), ...vetoed].slice(0, limit);
  const reasons = distinctReasons(
    picked.map(({ weights, detail }) => ({
      itemTags: itemTagNames(weights),
      sharedTags: detail.sharedTags,
      sharedPoles: detail.sharedPoles,
      suits: detail.suits,
      suitsCount: detail.suitsCount,
      groupSize: members.length,
      hasNoData,
    })),
  );
  return picked.map(({ candidate, detail }, i) => ({
    candidate,
    score: round4(detail.score),
    confidence: confidenceFromScore(detail.score),
    reasoning: reasons[i]!,
    sharedTags: tagDisplayNames(detail.sharedTags),
  }));
}
