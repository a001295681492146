import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoicePair as ChoicePairRow } from '@alive/db';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import { CHOICE_MAKER_HEADER, choiceConflictSchema, IDEMPOTENCY_KEY_HEADER, MAX_RESPONSE_TIME_MS, UUID_V7_PATTERN, userChoiceSchema, type SubmitChoice } from '@alive/contracts';
import { createChoicesService } from './app.ts';

/** POST /api/user-choices with an Idempotency-Key (docs/product/choices.md, Exactly once). */
const config = loadServiceConfig({ SESSION_KEYS: 'choices-idempotency-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let server: TestServer;
let pairs: ChoicePairRow[];

const PAIRS = Array.from({ length: 12 }, (_, i) => ({
  category: 'Travel',
  option1: `Key A${i}`,
  option2: `Key B${i}`,
  option1Tags: { 'activity:Solo': 1, 'alive:primary_drive:intrinsic': 1 },
  option2Tags: { 'activity:Group': 1, 'alive:primary_drive:social': 1 },
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

/** A UUIDv7 made at `ms` (RFC 9562 layout: 48-bit time, version 7, variant 10, random bits). */
function uuidV7(ms: number = Date.now()): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function newUser() {
  const user = await createTestUser(db.prisma);
  return { user, cookie: await sessionCookieFor(db.prisma, user.id, config) };
}

function submit(cookie: string | undefined, body: SubmitChoice, key?: string, maker?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  if (key !== undefined) headers[IDEMPOTENCY_KEY_HEADER] = key;
  if (maker !== undefined) headers[CHOICE_MAKER_HEADER] = maker;
  return fetch(`${server.url}/api/user-choices`, { method: 'POST', headers, body: JSON.stringify(body) });
}

/** Everything a choice writes, counted over every person (a refusal must write nothing anywhere). */
async function counts() {
  const [choices, outbox, requests, votes] = await Promise.all([
    db.prisma.userChoice.count(),
    db.prisma.outboxEvent.count(),
    db.prisma.choiceRequest.count(),
    db.prisma.choicePair.aggregate({ _sum: { totalVotes: true } }),
  ]);
  return { choices, outbox, requests, votes: votes._sum.totalVotes };
}

const body = (i: number, selectedOption: SubmitChoice['selectedOption'] = 'option1', responseTime = 900): SubmitChoice => ({
  choicePairId: pairs[i]!.id,
  selectedOption,
  responseTime,
});

describe('POST /api/user-choices with an Idempotency-Key', () => {
  it('records the choice and its key once; a replay answers the same 201 and writes nothing', async () => {
    const { user, cookie } = await newUser();
    const key = uuidV7();
    const first = await expectContract(userChoiceSchema, await submit(cookie, body(0), key), { status: 201 });
    expect(first).toMatchObject({ choicePairId: pairs[0]!.id, selectedOption: 'option1', responseTime: 900, choicePair: { option1: 'Key A0' } });
    expect(await db.prisma.choiceRequest.findUniqueOrThrow({ where: { idempotencyKey: key } })).toMatchObject({
      userId: user.id,
      choiceId: first.id,
      requestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const before = await counts();
    const again = await expectContract(userChoiceSchema, await submit(cookie, body(0), key), { status: 201 });
    expect(again).toEqual(first);
    expect(await counts()).toEqual(before);
  });

  it('answers 409 choice_undone for the key of an undone choice, re-creating nothing, also after the pair was answered again', async () => {
    const { user, cookie } = await newUser();
    const key = uuidV7();
    const first = await expectContract(userChoiceSchema, await submit(cookie, body(1, 'option2', 1234), key), { status: 201 });
    const undone = await fetch(`${server.url}/api/user-choices/${first.id}`, { method: 'DELETE', headers: { cookie } });
    expect(undone.status).toBe(200);
    const before = await counts();
    const again = await expectContract(choiceConflictSchema, await submit(cookie, body(1, 'option2', 1234), key), { status: 409 });
    expect(again).toEqual({ code: 'choice_undone', message: 'This choice was undone, so it was not recorded again' });
    expect(await counts()).toEqual(before);
    expect(await db.prisma.userChoice.count({ where: { userId: user.id } })).toBe(0);

    // The pair answered again under a new key: the old key still stands for the undone answer only.
    const redone = await expectContract(userChoiceSchema, await submit(cookie, body(1, 'option2', 1234), uuidV7()), { status: 201 });
    const afterRedo = await counts();
    expect((await expectContract(choiceConflictSchema, await submit(cookie, body(1, 'option2', 1234), key), { status: 409 })).code).toBe('choice_undone');
    expect(await counts()).toEqual(afterRedo);
    expect((await db.prisma.userChoice.findMany({ where: { userId: user.id } })).map((choice) => choice.id)).toEqual([redone.id]);
  });

  it('answers 422 for the key with another body, and writes nothing', async () => {
    const { cookie } = await newUser();
    const key = uuidV7();
    await expectContract(userChoiceSchema, await submit(cookie, body(2), key), { status: 201 });
    const before = await counts();
    expect(await expectError(await submit(cookie, body(2, 'option2'), key), 422)).toBe('This Idempotency-Key was already used for a different choice');
    expect(await expectError(await submit(cookie, body(3), key), 422)).toBe('This Idempotency-Key was already used for a different choice');
    expect(await counts()).toEqual(before);
  });

  it('answers 409 idempotency_key_not_yours for another person’s key: never their choice, nothing written for either', async () => {
    const alex = await newUser();
    const sam = await newUser();
    const key = uuidV7();
    const alexChoice = await expectContract(userChoiceSchema, await submit(alex.cookie, body(4), key), { status: 201 });
    const before = await counts();
    const refused = await expectContract(choiceConflictSchema, await submit(sam.cookie, body(4), key), { status: 409 });
    expect(refused).toEqual({ code: 'idempotency_key_not_yours', message: 'This Idempotency-Key is not yours to use; make a new one for this choice' });
    // The same with another body, and with Sam naming himself as the maker: the key is still Alex's.
    expect(await expectContract(choiceConflictSchema, await submit(sam.cookie, body(5, 'option2'), key), { status: 409 })).toEqual(refused);
    expect(await expectContract(choiceConflictSchema, await submit(sam.cookie, body(4), key, sam.user.id), { status: 409 })).toEqual(refused);
    expect(await counts()).toEqual(before);
    expect(await db.prisma.userChoice.count({ where: { userId: sam.user.id } })).toBe(0);
    // Alex's replay is untouched.
    expect(await expectContract(userChoiceSchema, await submit(alex.cookie, body(4), key), { status: 201 })).toEqual(alexChoice);
  });

  it('answers 400 for a malformed key or one that is not a UUIDv7', async () => {
    const { cookie } = await newUser();
    const before = await counts();
    for (const key of ['nope', '0190b5a0-2c4e-4f3a-9b1c-1234567890ab', uuidV7().replace(/-/g, ''), `${uuidV7()}x`]) {
      expect(await expectError(await submit(cookie, body(6), key), 400)).toBe('Invalid headers: idempotency-key: idempotency-key must be a UUIDv7 made for this choice');
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 400 for a key made more than a day ahead of the server clock; a day ahead is still a choice now', async () => {
    const { cookie } = await newUser();
    const before = await counts();
    const message = await expectError(await submit(cookie, body(7), uuidV7(Date.now() + 25 * 3_600_000)), 400);
    expect(message).toMatch(/^This Idempotency-Key was not made for a choice now/);
    expect(await counts()).toEqual(before);
    await expectContract(userChoiceSchema, await submit(cookie, body(7), uuidV7(Date.now() + 23 * 3_600_000)), { status: 201 });
  });

  it('answers 401 without a session, key or not', async () => {
    expect((await submit(undefined, body(0), uuidV7())).status).toBe(401);
  });

  it('keeps the keyless behaviour: a second answer to a pair is 409, also under another key', async () => {
    const { cookie } = await newUser();
    await expectContract(userChoiceSchema, await submit(cookie, body(8)), { status: 201 });
    const answered = { code: 'choice_pair_answered', message: 'Choice pair already answered' };
    expect(await expectContract(choiceConflictSchema, await submit(cookie, body(8)), { status: 409 })).toEqual(answered);
    expect(await expectContract(choiceConflictSchema, await submit(cookie, body(8), uuidV7()), { status: 409 })).toEqual(answered);
  });

  it('records one choice for ten simultaneous requests of one key, and answers all of them the same 201', async () => {
    const { user, cookie } = await newUser();
    const key = uuidV7();
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(cookie, body(9, 'option2', 700), key)));
    const bodies = await Promise.all(answers.map((answer) => expectContract(userChoiceSchema, answer, { status: 201 })));
    for (const answer of bodies) expect(answer).toEqual(bodies[0]);
    expect(await db.prisma.userChoice.count({ where: { userId: user.id } })).toBe(1);
    expect(await db.prisma.outboxEvent.count({ where: { payload: { path: ['userId'], equals: user.id } } })).toBe(1);
    expect(await counts()).toEqual({ ...before, choices: before.choices + 1, outbox: before.outbox + 1, requests: before.requests + 1, votes: (before.votes ?? 0) + 1 });
  });

  it('answers 400 and writes nothing for any header that is not a UUIDv7 (property)', async () => {
    const { cookie } = await newUser();
    const headerText = fc.string({ minLength: 1, maxLength: 60, unit: fc.constantFrom(...'0123456789abcdefABCDEF-xyz7 {}'.split('')) });
    const notV7 = fc.oneof(headerText, fc.uuid({ version: [1, 4, 5] })).filter((text) => !UUID_V7_PATTERN.test(text.trim()) && text.trim() === text);
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(notV7, async (key) => {
        expect(await expectError(await submit(cookie, body(10), key), 400)).toMatch(/^Invalid headers: idempotency-key: /);
      }),
      { numRuns: 40 },
    );
    expect(await counts()).toEqual(before);
  });

  it('answers 422 and writes nothing for any reuse of a key with another body (property)', async () => {
    const { cookie } = await newUser();
    const key = uuidV7();
    const original = body(11, 'option1', 1500);
    await expectContract(userChoiceSchema, await submit(cookie, original, key), { status: 201 });
    const before = await counts();
    const other = fc
      .record({
        choicePairId: fc.constantFrom(...pairs.map((pair) => pair.id)),
        selectedOption: fc.constantFrom('option1' as const, 'option2' as const),
        responseTime: fc.oneof(fc.constant(1500), fc.integer({ min: 0, max: MAX_RESPONSE_TIME_MS })),
      })
      .filter((candidate) => JSON.stringify(candidate) !== JSON.stringify(original));
    await fc.assert(
      fc.asyncProperty(other, async (changed) => {
        expect(await expectError(await submit(cookie, changed, key), 422)).toBe('This Idempotency-Key was already used for a different choice');
      }),
      { numRuns: 40 },
    );
    expect(await counts()).toEqual(before);
  });
});
