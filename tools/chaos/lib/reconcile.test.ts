import { canonicalJson, reconcile, type ClientChoice, type ClientLog } from './reconcile.ts';

const answer = (id: number) => ({ status: 201, text: JSON.stringify({ id, choicePairId: 10 + id }) });

function choice(key: string, choicePairId: number, final = answer(choicePairId - 10)): ClientChoice {
  return { key, choicePairId, selectedOption: 'option1', attempts: [{ status: final.status }], final };
}

const alice: ClientLog = { userId: 'chaos-user-0', choices: [choice('k1', 11), choice('k2', 12)] };
const row = (id: number, choicePairId: number, userId = 'chaos-user-0') => ({ id, userId, choicePairId, selectedOption: 'option1' });
const event = (eventId: string, choicePairId: number) => ({ eventId, userId: 'chaos-user-0', choicePairId });
const keys = [
  { key: 'k1', userId: 'chaos-user-0' },
  { key: 'k2', userId: 'chaos-user-0' },
];

describe('reconcile', () => {
  it('finds nothing wrong when every choice has one row, one key and one event', () => {
    const result = reconcile({ clients: [alice], rows: [row(1, 11), row(2, 12)], storedKeys: keys, events: [event('e1', 11), event('e2', 12)], unseenAnswers: [] });
    expect(result.rows).toEqual({ count: 2, lost: 0, duplicated: 0, unchosen: 0, wrongOption: 0 });
    expect(result.events).toEqual({ count: 2, lost: 0, duplicated: 0, unchosen: 0, repeatedEventIds: 0 });
    expect(result.keys).toEqual({ count: 2, missing: 0, duplicated: 0, notTheirs: 0 });
    expect(result.answersNamingTheirRow).toBe(2);
    expect(result.outOfOrderClients).toBe(0);
  });

  it('counts a choice without a row or event as lost, and a second one as duplicated', () => {
    const result = reconcile({
      clients: [alice],
      rows: [row(1, 11)],
      storedKeys: [keys[0]!],
      events: [event('e1', 11), event('e1', 11), event('e3', 11)],
      unseenAnswers: [],
    });
    expect(result.rows.lost).toBe(1);
    expect(result.keys?.missing).toBe(1);
    expect(result.events).toMatchObject({ lost: 1, duplicated: 2, repeatedEventIds: 1 });
  });

  it('counts rows and events for pairs nobody chose, and keys of another person', () => {
    const result = reconcile({
      clients: [alice],
      rows: [row(1, 11), row(2, 12), row(3, 99)],
      storedKeys: [...keys, { key: 'k9', userId: 'chaos-user-1' }],
      events: [event('e1', 11), event('e2', 12), event('e9', 99)],
      unseenAnswers: [],
    });
    expect(result.rows.unchosen).toBe(1);
    expect(result.events.unchosen).toBe(1);
    expect(result.keys?.notTheirs).toBe(1);
  });

  it('compares an unseen answer with the final one by value, not by spelling', () => {
    const unseen = { key: 'k1', fault: 'drop-answer', status: 201, text: JSON.stringify({ choicePairId: 11, id: 1 }) };
    const conflict = { key: 'k2', fault: 'duplicate', status: 409, text: '{"error":"Choice pair already answered"}' };
    const result = reconcile({ clients: [alice], rows: [row(1, 11), row(2, 12)], storedKeys: keys, events: [], unseenAnswers: [unseen, conflict] });
    expect(result.replayMismatches.map((m) => m.unseen.key)).toEqual(['k2']);
    expect(result.replayedKeys).toBe(2);
  });

  it('notices rows recorded out of the order a person chose', () => {
    const result = reconcile({ clients: [alice], rows: [row(5, 11), row(4, 12)], storedKeys: keys, events: [], unseenAnswers: [] });
    expect(result.outOfOrderClients).toBe(1);
    expect(result.answersNamingTheirRow).toBe(0);
  });
});

describe('canonicalJson', () => {
  it('ignores key order and keeps other text as it is', () => {
    expect(canonicalJson('{"b":1,"a":{"d":2,"c":3}}')).toBe(canonicalJson('{"a":{"c":3,"d":2},"b":1}'));
    expect(canonicalJson('not json')).toBe('not json');
  });
});
