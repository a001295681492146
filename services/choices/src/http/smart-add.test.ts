import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { smartAddResultSchema } from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { adminPairsClient, signedIn, startChoicesAdminTestService } from '../test-support/admin-pair-fixtures.ts';

// The smart engine's Add (docs/product/admin.md, Smart Choice Pair Engine): served by choices, the one
// writer of choice_pairs (docs/data-ownership.md), at the admin screens' path.
let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminPairsClient>;
let admin: { id: string; cookie: string };
let member: { id: string; cookie: string };
let plannedId: number;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startChoicesAdminTestService(db.as('choices'));
  api = adminPairsClient(server);
  admin = await signedIn(db.prisma, true);
  member = await signedIn(db.prisma, false);
  const planned = await db.prisma.choicePair.create({
    data: { category: 'Travel', option1: 'Plan every stop in advance', option2: 'Wander without a plan', option1Tags: {}, option2Tags: {}, source: 'test' },
  });
  plannedId = planned.id;
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const countPairs = () => db.prisma.choicePair.count({ where: { ownerUserId: null } });

describe('POST /api/smart-choice-pairs/add', () => {
  it('adds either reading’s list active under the pair category, skipping an existing pair and a repeat', async () => {
    const before = await countPairs();
    const result = await expectContract(
      smartAddResultSchema,
      await api.post(
        '/api/smart-choice-pairs/add',
        {
          choicePairs: [
            { optionA: 'Sunrise yoga on the beach', optionB: 'Late-night jazz club', category: 'travel', option1Tags: { 'pace:Relaxed': 1 }, option2Tags: { 'setting:Urban': 1 } },
            { optionA: 'late-night jazz club', optionB: 'Sunrise yoga on the beach', category: 'travel' },
            { optionA: 'Wander without a plan', optionB: 'Plan every stop in advance', category: 'Travel' },
          ],
        },
        admin.cookie,
      ),
      { status: 201 },
    );
    expect(result.added).toHaveLength(1);
    expect(result.added[0]).toMatchObject({ option1: 'Sunrise yoga on the beach', category: 'Travel', isActive: true, source: 'smart', option1Tags: { 'pace:Relaxed': 1 } });
    expect(result.skipped).toEqual([
      { option1: 'late-night jazz club', option2: 'Sunrise yoga on the beach', existingId: null, reason: 'Listed twice in this request' },
      { option1: 'Wander without a plan', option2: 'Plan every stop in advance', existingId: plannedId, reason: 'This choice pair already exists' },
    ]);
    expect(result.message).toBe('Added 1 choice pairs; 2 skipped (already there)');
    expect(await countPairs()).toBe(before + 1);

    const quick = await expectContract(
      smartAddResultSchema,
      await api.post('/api/smart-choice-pairs/add', { pairs: [{ option1: 'Board game night', option2: 'Escape room', pairCategory: 'Entertainment', category: 'date_night' }] }, admin.cookie),
      { status: 201 },
    );
    expect(quick.added[0]).toMatchObject({ category: 'Entertainment', option1Tags: {} });
    expect(quick.message).toBe('Added 1 choice pairs');
  });

  it('answers 200 with nothing added when every pair exists', async () => {
    const result = await expectContract(
      smartAddResultSchema,
      await api.post('/api/smart-choice-pairs/add', { pairs: [{ option1: 'Board game night', option2: 'Escape room', category: 'Entertainment' }] }, admin.cookie),
      { status: 200 },
    );
    expect(result.added).toEqual([]);
  });

  it('400 with nothing written: none selected, a blank option, an unknown category, identical options, bad tags', async () => {
    const before = await countPairs();
    const refusals: [unknown, RegExp | string][] = [
      [{}, 'Please select at least one choice pair to add'],
      [{ choicePairs: [] }, 'Please select at least one choice pair to add'],
      [{ pairs: 'all' }, 'Please select at least one choice pair to add'],
      [{ pairs: [{ option1: ' ', option2: 'Escape room', category: 'Travel' }] }, 'Both options are required'],
      [
        {
          pairs: [
            { option1: 'Kayaking', option2: 'Museum', category: 'Travel' },
            { option1: 'Opera', option2: 'Rock gig', category: 'Gardening' },
          ],
        },
        /category must be one of/,
      ],
      [{ pairs: [{ option1: 'Kayaking', option2: ' kayaking ', category: 'Travel' }] }, 'The two options must differ (Kayaking)'],
      [{ pairs: [{ option1: 'Kayaking', option2: 'Museum', category: 'Travel', option1Tags: { 'no-prefix': 1 } }] }, /tag/i],
    ];
    for (const [body, message] of refusals) {
      const error = await expectError(await api.post('/api/smart-choice-pairs/add', body, admin.cookie), 400);
      if (typeof message === 'string') expect(error.endsWith(message)).toBe(true);
      else expect(error).toMatch(message);
    }
    expect(await countPairs()).toBe(before);
  });

  it('401 signed out, 403 for a non-admin, nothing written', async () => {
    const before = await countPairs();
    const body = { pairs: [{ option1: 'Kayaking', option2: 'Museum', category: 'Travel' }] };
    expect(await expectError(await api.post('/api/smart-choice-pairs/add', body), 401)).toBe('Unauthorized');
    expect(await expectError(await api.post('/api/smart-choice-pairs/add', body, member.cookie), 403)).toBe('Forbidden: admin only');
    expect(await countPairs()).toBe(before);
  });
});
