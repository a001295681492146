/**
 * Compares what the simulated clients did (their logs) with what the system kept: the user_choices
 * rows, the idempotency keys the service stored, and the choice.made events on the stream. Pure: the
 * chaos script (tools/chaos/offline-choices.mjs) reads the tables and the stream and hands the lists in.
 *
 * A choice is one key a client made. It is lost when no row (or no event) records its pair for its
 * person, duplicated when more than one does; a row or event for a pair nobody chose is counted too.
 */

export interface Answer {
  status: number;
  text: string;
}

export interface ClientChoice {
  key: string;
  choicePairId: number;
  selectedOption: 'option1' | 'option2';
  attempts: { fault?: string; status: number; error?: string }[];
  /** The definitive answer (null while the choice was still queued). */
  final: Answer | null;
}

export interface ClientLog {
  userId: string;
  choices: ClientChoice[];
}

export interface ChoiceRecord {
  userId: string;
  choicePairId: number;
}

export interface ChoiceRow extends ChoiceRecord {
  id: number;
  selectedOption: string;
}

export interface ChoiceEvent extends ChoiceRecord {
  eventId: string;
}

export interface StoredKey {
  key: string;
  userId: string;
}

/** An answer the service gave that its client never saw (lost on the way, or the second of a duplicate). */
export interface UnseenAnswer extends Answer {
  key: string;
  fault: string;
}

/** JSON with sorted keys, so two answers compare by their values, not their spelling. */
export function canonicalJson(text: string): string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      const object = v as Record<string, unknown>;
      return Object.fromEntries(Object.keys(object).sort().map((k) => [k, sort(object[k])]));
    }
    return v;
  };
  return JSON.stringify(sort(value));
}

export const sameAnswer = (a: Answer, b: Answer): boolean => a.status === b.status && canonicalJson(a.text) === canonicalJson(b.text);

const pairKey = (userId: string, choicePairId: number) => `${userId}#${choicePairId}`;

function countBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(keyOf(item), (counts.get(keyOf(item)) ?? 0) + 1);
  return counts;
}

const extra = (counts: Map<string, number>) => [...counts.values()].reduce((sum, n) => sum + n - 1, 0);

/** How records (rows or events) match the choices: lost, duplicated, and for pairs nobody chose. */
function matchRecords(choices: readonly (ClientChoice & { userId: string })[], records: readonly ChoiceRecord[]) {
  const made = new Set(choices.map((c) => pairKey(c.userId, c.choicePairId)));
  const counts = countBy(records, (r) => pairKey(r.userId, r.choicePairId));
  return {
    count: records.length,
    lost: [...made].filter((key) => !counts.has(key)).length,
    duplicated: extra(counts),
    unchosen: [...counts.keys()].filter((key) => !made.has(key)).length,
  };
}

export interface ReconcileInput {
  clients: readonly ClientLog[];
  rows: readonly ChoiceRow[];
  /** null when the service keeps no keys (no choice_requests table). */
  storedKeys: readonly StoredKey[] | null;
  events: readonly ChoiceEvent[];
  unseenAnswers: readonly UnseenAnswer[];
}

export function reconcile({ clients, rows, storedKeys, events, unseenAnswers }: ReconcileInput) {
  const choices = clients.flatMap((client) => client.choices.map((choice) => ({ ...choice, userId: client.userId })));
  const byKey = new Map(choices.map((c) => [c.key, c]));
  const attempts = choices.flatMap((c) => c.attempts);

  const rowMatch = matchRecords(choices, rows);
  const rowByPair = new Map(rows.map((r) => [pairKey(r.userId, r.choicePairId), r]));
  const wrongOption = choices.filter((c) => {
    const row = rowByPair.get(pairKey(c.userId, c.choicePairId));
    return row !== undefined && row.selectedOption !== c.selectedOption;
  }).length;
  // A 201 names the row it recorded: the answer a client finally got must be that row, replay or not.
  const answersNamingTheirRow = choices.filter((c) => {
    const row = rowByPair.get(pairKey(c.userId, c.choicePairId));
    if (c.final?.status !== 201 || !row) return false;
    try {
      return (JSON.parse(c.final.text) as { id?: unknown }).id === row.id;
    } catch {
      return false;
    }
  }).length;

  const storedKeySet = new Set(storedKeys?.map((k) => k.key));
  const keys = storedKeys && {
    count: storedKeys.length,
    missing: choices.filter((c) => !storedKeySet.has(c.key)).length,
    duplicated: extra(countBy(storedKeys, (k) => k.key)),
    notTheirs: storedKeys.filter((k) => byKey.get(k.key)?.userId !== k.userId).length,
  };

  // Every answer the service gave that its client never saw, against the answer the client got in the end.
  const replayMismatches = unseenAnswers
    .filter((unseen) => {
      const final = byKey.get(unseen.key)?.final;
      return !final || !sameAnswer(unseen, final);
    })
    .map((unseen) => ({ unseen, final: byKey.get(unseen.key)?.final ?? null }));

  // Each client sends its queue's head, one at a time: its rows' ids must rise in the order it chose.
  const outOfOrderClients = clients.filter((client) => {
    const ids = client.choices.flatMap((c) => rowByPair.get(pairKey(client.userId, c.choicePairId))?.id ?? []);
    return ids.some((id, i) => i > 0 && id <= ids[i - 1]!);
  }).length;

  return {
    made: choices.length,
    finals: Object.fromEntries(countBy(choices, (c) => (c.final ? String(c.final.status) : 'none'))),
    attempts: attempts.length,
    rows: { ...rowMatch, wrongOption },
    answersNamingTheirRow,
    events: { ...matchRecords(choices, events), repeatedEventIds: extra(countBy(events, (e) => e.eventId)) },
    keys,
    unseenAnswers: unseenAnswers.length,
    replayedKeys: new Set(unseenAnswers.map((u) => u.key)).size,
    replayMismatches,
    outOfOrderClients,
  };
}

export type Reconciliation = ReturnType<typeof reconcile>;
