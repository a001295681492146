import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChoicePair as ChoicePairRow } from '@alive/db';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { loadServiceConfig } from '@alive/service-kit';
import { expectContract, expectError, sessionCookieFor, startTestServer, type TestServer } from '@alive/service-kit/testing';
import {
  CHOICE_MAKER_HEADER,
  choiceConflictSchema,
  IDEMPOTENCY_KEY_HEADER,
  recentChoicesResponseSchema,
  userChoiceSchema,
  type SubmitChoice,
} from '@alive/contracts';
import { createChoicesService } from './app.ts';

// POST /api/user-choices names its maker (X-Choice-Maker): a choice queued on a shared browser for one
// person is never recorded as another's (docs/product/choices.md, Only the maker's session).

const config = loadServiceConfig({ SESSION_KEYS: 'choices-maker-test-key', PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'silent' });

let db: TestDatabase;
let server: TestServer;
let pairs: ChoicePairRow[];

beforeAll(async () => {
  db = await createTestDatabase();
  pairs = await seedChoicePairs(
    db.prisma,
    Array.from({ length: 6 }, (_, i) => ({
      category: 'Books',
      option1: `Maker A${i}`,
      option2: `Maker B${i}`,
      option1Tags: { 'format:Print': 1, 'alive:primary_drive:intrinsic': 1 },
      option2Tags: { 'format:Audio': 1, 'alive:primary_drive:social': 1 },
    })),
  );
  server = await startTestServer(createChoicesService({ prisma: db.as('choices'), config }));
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

/** A UUIDv7 made now (RFC 9562 layout). */
function uuidV7(): string {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Date.now(), 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function person() {
  const user = await createTestUser(db.prisma);
  return { id: user.id, cookie: await sessionCookieFor(db.prisma, user.id, config) };
}

function submit(cookie: string | undefined, body: SubmitChoice, headers: { key?: string; maker?: string } = {}) {
  return fetch(`${server.url}/api/user-choices`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(headers.key ? { [IDEMPOTENCY_KEY_HEADER]: headers.key } : {}),
      ...(headers.maker !== undefined ? { [CHOICE_MAKER_HEADER]: headers.maker } : {}),
    },
    body: JSON.stringify(body),
  });
}

const body = (i: number): SubmitChoice => ({ choicePairId: pairs[i]!.id, selectedOption: 'option1', responseTime: 800 });

/** Everything a choice writes, over every person: a refusal must leave all of it as it was. */
async function counts() {
  const [choices, outbox, requests, preferences, evidence, votes] = await Promise.all([
    db.prisma.userChoice.count(),
    db.prisma.outboxEvent.count(),
    db.prisma.choiceRequest.count(),
    db.prisma.userPreference.count(),
    db.prisma.dimensionEvidence.count(),
    db.prisma.choicePair.aggregate({ _sum: { totalVotes: true } }),
  ]);
  return { choices, outbox, requests, preferences, evidence, votes: votes._sum.totalVotes };
}

async function recentOf(cookie: string) {
  return expectContract(recentChoicesResponseSchema, await fetch(`${server.url}/api/user-choices/recent`, { headers: { cookie } }));
}

describe('POST /api/user-choices with X-Choice-Maker', () => {
  it('records the choice when the maker is the signed-in person, keyed or not', async () => {
    const priya = await person();
    const keyed = await expectContract(userChoiceSchema, await submit(priya.cookie, body(0), { key: uuidV7(), maker: priya.id }), { status: 201 });
    const keyless = await expectContract(userChoiceSchema, await submit(priya.cookie, body(1), { maker: priya.id }), { status: 201 });
    expect((await recentOf(priya.cookie)).map((choice) => choice.id)).toEqual([keyless.id, keyed.id]);
  });

  it('refuses another maker with 409 choice_maker_mismatch and writes nothing; the maker sends the same key later', async () => {
    const priya = await person();
    const maya = await person();
    const key = uuidV7();
    const before = await counts();
    // Priya's queued choice reaches the server while Maya is signed in on that browser.
    const refused = await expectContract(choiceConflictSchema, await submit(maya.cookie, body(2), { key, maker: priya.id }), { status: 409 });
    expect(refused).toEqual({ code: 'choice_maker_mismatch', message: 'This choice was made by another person than the one signed in; sign in as them to send it' });
    expect(await expectContract(choiceConflictSchema, await submit(maya.cookie, body(3), { maker: priya.id }), { status: 409 })).toEqual(refused);
    expect(await counts()).toEqual(before);
    expect(await recentOf(maya.cookie)).toEqual([]);

    // Nothing of the key was kept: once Priya is signed in again, it records her choice, once.
    const recorded = await expectContract(userChoiceSchema, await submit(priya.cookie, body(2), { key, maker: priya.id }), { status: 201 });
    expect(await expectContract(userChoiceSchema, await submit(priya.cookie, body(2), { key, maker: priya.id }), { status: 201 })).toEqual(recorded);
    expect((await recentOf(priya.cookie)).map((choice) => choice.id)).toEqual([recorded.id]);
    expect(await recentOf(maya.cookie)).toEqual([]);
  });

  it('checks the maker before the key: Maya resending Priya’s recorded key as Priya gets the mismatch, never Priya’s choice', async () => {
    const priya = await person();
    const maya = await person();
    const key = uuidV7();
    await expectContract(userChoiceSchema, await submit(priya.cookie, body(4), { key, maker: priya.id }), { status: 201 });
    const before = await counts();
    const refused = await expectContract(choiceConflictSchema, await submit(maya.cookie, body(4), { key, maker: priya.id }), { status: 409 });
    expect(refused.code).toBe('choice_maker_mismatch');
    expect(await counts()).toEqual(before);
  });

  it('answers 400 for a maker that is empty or too long, writing nothing', async () => {
    const priya = await person();
    const before = await counts();
    for (const maker of ['', 'x'.repeat(256)]) {
      expect(await expectError(await submit(priya.cookie, body(5), { maker }), 400)).toMatch(/^Invalid headers: x-choice-maker: /);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 401 without a session, whoever the maker', async () => {
    const priya = await person();
    const before = await counts();
    expect(await expectError(await submit(undefined, body(5), { maker: priya.id }), 401)).toBe('Unauthorized');
    expect(await counts()).toEqual(before);
  });
});
