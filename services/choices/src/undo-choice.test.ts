import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoicePair as ChoicePairRow } from '@alive/db';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { CHOICE_UNDONE_SUBJECT, choiceUndoneV1Schema } from '@alive/events';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { undoneChoiceSchema, userChoiceSchema, type SubmitChoice } from '@alive/contracts';
import { createChoicesService } from './app.ts';

const config = loadServiceConfig({ SESSION_KEYS: 'choices-undo-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let server: TestServer;
let pairs: ChoicePairRow[];

/** Overlapping tags and dimensions, weights that do not add up to round numbers. */
const PAIRS = Array.from({ length: 4 }, (_, i) => ({
  category: 'Travel',
  option1: `Undo A${i}`,
  option2: `Undo B${i}`,
  option1Tags: { 'activity:Solo': 1, 'pace:Active': 0.35, 'alive:primary_drive:intrinsic': 0.7 },
  option2Tags: { 'activity:Group': 0.9, [`place:Spot${i}`]: 1, 'alive:primary_drive:social': 0.45, 'alive:life_engagement:reflective': 0.3 },
}));

beforeAll(async () => {
  db = await createTestDatabase();
  pairs = await seedChoicePairs(db.prisma, PAIRS);
  server = await startTestServer(createChoicesService({ prisma: db.as('choices'), config }));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

async function newUser() {
  const user = await createTestUser(db.prisma);
  return { user, cookie: await sessionCookieFor(db.prisma, user.id, config) };
}

function call(method: string, path: string, cookie?: string, body?: unknown) {
  const headers: Record<string, string> = {};
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

const choose = async (cookie: string, body: SubmitChoice) => expectContract(userChoiceSchema, await call('POST', '/api/user-choices', cookie, body), { status: 201 });
const undo = (cookie: string | undefined, choiceId: number | string) => call('DELETE', `/api/user-choices/${choiceId}`, cookie);

/** Everything a choice writes for one person, exactly as stored. */
async function stateOf(userId: string) {
  const [choices, preferences, evidence, votes] = await Promise.all([
    db.prisma.userChoice.findMany({ where: { userId }, orderBy: { id: 'asc' }, select: { id: true, choicePairId: true } }),
    db.prisma.userPreference.findMany({ where: { userId }, orderBy: { tagName: 'asc' }, select: { tagName: true, score: true, choiceCount: true } }),
    db.prisma.dimensionEvidence.findMany({
      where: { userId },
      orderBy: { dimension: 'asc' },
      select: { dimension: true, positiveWeight: true, negativeWeight: true, choiceCount: true },
    }),
    db.prisma.choicePair.findMany({ where: { id: { in: pairs.map((p) => p.id) } }, orderBy: { id: 'asc' }, select: { option1Votes: true, option2Votes: true, totalVotes: true } }),
  ]);
  return { choices, preferences: preferences.map((p) => ({ ...p, score: p.score.toString() })), evidence, votes };
}

describe('DELETE /api/user-choices/:choiceId', () => {
  it('takes back the latest choice exactly, one after another, down to no rows at all', async () => {
    const { user, cookie } = await newUser();
    const states = [await stateOf(user.id)];
    const made = [];
    for (const [i, selectedOption] of (['option1', 'option2', 'option2'] as const).entries()) {
      made.push(await choose(cookie, { choicePairId: pairs[i]!.id, selectedOption, responseTime: 800 }));
      states.push(await stateOf(user.id));
    }
    for (let i = made.length - 1; i >= 0; i -= 1) {
      const undone = await expectContract(undoneChoiceSchema, await undo(cookie, made[i]!.id));
      expect(undone).toEqual({ choiceId: made[i]!.id, choicePair: expect.objectContaining({ id: pairs[i]!.id, option1: `Undo A${i}` }) });
      expect(await stateOf(user.id)).toEqual(states[i]);
    }
    expect(states[0]).toMatchObject({ choices: [], preferences: [], evidence: [] });
  });

  it('emits choice.undone in the same transaction, and the pair can be answered again', async () => {
    const { user, cookie } = await newUser();
    const choice = await choose(cookie, { choicePairId: pairs[3]!.id, selectedOption: 'option1', responseTime: 500 });
    await expectContract(undoneChoiceSchema, await undo(cookie, choice.id));
    const events = await db.prisma.outboxEvent.findMany({ where: { subject: CHOICE_UNDONE_SUBJECT, payload: { path: ['userId'], equals: user.id } } });
    expect(events).toHaveLength(1);
    expect(choiceUndoneV1Schema.parse(events[0]!.payload)).toMatchObject({ userId: user.id, choiceId: choice.id, choicePairId: pairs[3]!.id, category: 'Travel' });
    await choose(cookie, { choicePairId: pairs[3]!.id, selectedOption: 'option2', responseTime: 500 });
  });

  it('409 for a choice that is no longer the latest; nothing written', async () => {
    const { user, cookie } = await newUser();
    const first = await choose(cookie, { choicePairId: pairs[0]!.id, selectedOption: 'option1', responseTime: 500 });
    await choose(cookie, { choicePairId: pairs[1]!.id, selectedOption: 'option1', responseTime: 500 });
    const before = await stateOf(user.id);
    expect(await expectError(await undo(cookie, first.id), 409)).toBe('Only your latest choice can be undone');
    expect(await stateOf(user.id)).toEqual(before);
  });

  it('409 for a choice made before undo existed (nothing kept to restore); nothing written', async () => {
    const { user, cookie } = await newUser();
    const choice = await choose(cookie, { choicePairId: pairs[2]!.id, selectedOption: 'option1', responseTime: 500 });
    await db.prisma.$executeRaw`UPDATE user_choices SET prior_rows = NULL WHERE id = ${choice.id}`;
    const before = await stateOf(user.id);
    expect(await expectError(await undo(cookie, choice.id), 409)).toBe('This choice was made before undo existed and cannot be undone');
    expect(await stateOf(user.id)).toEqual(before);
  });

  it("404 for an unknown id and for another person's choice; nothing written", async () => {
    const owner = await newUser();
    const other = await newUser();
    const choice = await choose(owner.cookie, { choicePairId: pairs[0]!.id, selectedOption: 'option2', responseTime: 500 });
    const before = await stateOf(owner.user.id);
    expect(await expectError(await undo(other.cookie, choice.id), 404)).toBe('Choice not found');
    expect(await expectError(await undo(owner.cookie, 2_000_000_000), 404)).toBe('Choice not found');
    expect(await stateOf(owner.user.id)).toEqual(before);
  });

  it('400 for an id that is not a positive whole number; 401 signed out', async () => {
    const { cookie } = await newUser();
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) expect(await expectError(await undo(cookie, bad), 400)).toMatch(/choiceId/);
    expect(await expectError(await undo(undefined, 1), 401)).toBe('Unauthorized');
  });
});
