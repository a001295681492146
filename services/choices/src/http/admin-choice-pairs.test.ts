import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, type TestDatabase } from '@alive/db/testing';
import {
  BOTH_OPTIONS_REQUIRED_MESSAGE,
  adminChoicePairListSchema,
  adminChoicePairSchema,
  removedChoicePairSchema,
} from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { PAIR_NOT_FOUND_MESSAGE, SAME_OPTIONS_MESSAGE } from '../domain/shared-pair-admin.ts';
import { adminPairsClient, signedIn, startChoicesAdminTestService } from '../test-support/admin-pair-fixtures.ts';

let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof adminPairsClient>;
let admin: { id: string; cookie: string };

beforeAll(async () => {
  db = await createTestDatabase();
  // As the choices role: the one writer of choice_pairs (docs/data-ownership.md).
  server = await startChoicesAdminTestService(db.as('choices'));
  api = adminPairsClient(server);
  admin = await signedIn(db.prisma, true);
});
afterAll(async () => {
  await server?.close();
  await db?.drop();
});

const create = async (body: Record<string, unknown>) =>
  expectContract(adminChoicePairSchema, await api.post('/api/admin/choice-pairs', body, admin.cookie), { status: 201 });

describe('choice pairs (the Admin Panel, served by choices)', () => {
  it('creates an active pair with trimmed options and validated tags, listed newest first; people’s own pairs stay out', async () => {
    const owner = await createTestUser(db.prisma);
    await db.prisma.choicePair.create({ data: { category: 'Travel', option1: 'Mine', option2: 'Yours', option1Tags: {}, option2Tags: {}, ownerUserId: owner.id, source: 'smart' } });
    const pair = await create({ option1: '  Sunrise hike ', option2: 'Late brunch', category: 'Activities', option1Tags: { 'activity:Active': 0.8 }, option2Tags: { 'food:Brunch': 1 } });
    expect(pair).toMatchObject({ option1: 'Sunrise hike', option2: 'Late brunch', category: 'Activities', isActive: true, totalVotes: 0, source: 'admin', option1Tags: { 'activity:Active': 0.8 } });
    const second = await create({ option1: 'Cinema', option2: 'Theatre', category: 'Food' });
    expect(second.option1Tags).toEqual({});
    const list = await expectContract(adminChoicePairListSchema, await api.get('/api/admin/choice-pairs', admin.cookie));
    expect(list.map((p) => p.id).slice(0, 2)).toEqual([second.id, pair.id]);
    expect(list.some((p) => p.option1 === 'Mine')).toBe(false);
  });

  it('400 "Both options are required" and other bad input; 409 for the same pair; nothing written', async () => {
    await create({ option1: 'Tea', option2: 'Coffee', category: 'Food' });
    const before = await db.prisma.choicePair.count();
    for (const body of [
      { option1: '  ', option2: 'B', category: 'Travel' },
      { option2: 'B', category: 'Travel' },
    ]) {
      expect(await expectError(await api.post('/api/admin/choice-pairs', body, admin.cookie), 400)).toContain(BOTH_OPTIONS_REQUIRED_MESSAGE);
    }
    expect(await expectError(await api.post('/api/admin/choice-pairs', { option1: 'A', option2: 'B', category: 'Gardening' }, admin.cookie), 400)).toMatch(/category/);
    expect(await expectError(await api.post('/api/admin/choice-pairs', { option1: 'A', option2: 'B', category: 'Travel', option1Tags: { Bad: 2 } }, admin.cookie), 400)).toMatch(/option1Tags/);
    expect(await expectError(await api.post('/api/admin/choice-pairs', { option1: 'Same', option2: ' same ', category: 'Travel' }, admin.cookie), 400)).toBe(SAME_OPTIONS_MESSAGE);
    expect(await expectError(await api.post('/api/admin/choice-pairs', { option1: 'coffee', option2: 'TEA', category: 'Books' }, admin.cookie), 409)).toMatch(/already exists/);
    expect(await db.prisma.choicePair.count()).toBe(before);
  });

  it('edits a pair and deactivates or reactivates it; 404 for an unknown or personal pair', async () => {
    const pair = await create({ option1: 'Novel', option2: 'Poetry', category: 'Books' });
    const edited = await expectContract(adminChoicePairSchema, await api.patch(`/api/admin/choice-pairs/${pair.id}`, { option2: 'Short stories', isActive: false }, admin.cookie));
    expect(edited).toMatchObject({ option1: 'Novel', option2: 'Short stories', isActive: false });
    expect((await expectContract(adminChoicePairSchema, await api.patch(`/api/admin/choice-pairs/${pair.id}`, { isActive: true }, admin.cookie))).isActive).toBe(true);
    expect(await expectError(await api.patch(`/api/admin/choice-pairs/${pair.id}`, {}, admin.cookie), 400)).toMatch(/nothing to change/);
    expect(await expectError(await api.patch('/api/admin/choice-pairs/99999999', { isActive: true }, admin.cookie), 404)).toBe(PAIR_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.patch('/api/admin/choice-pairs/abc', { isActive: true }, admin.cookie), 400)).toMatch(/id/);
    const owner = await createTestUser(db.prisma);
    const personal = await db.prisma.choicePair.create({ data: { category: 'Travel', option1: 'X', option2: 'Y', option1Tags: {}, option2Tags: {}, ownerUserId: owner.id, source: 'smart' } });
    expect(await expectError(await api.patch(`/api/admin/choice-pairs/${personal.id}`, { isActive: false }, admin.cookie), 404)).toBe(PAIR_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.delete(`/api/admin/choice-pairs/${personal.id}`, admin.cookie), 404)).toBe(PAIR_NOT_FOUND_MESSAGE);
  });

  it('replaces every field with PUT (tags and isActive back to their create defaults); 400, 404 and 409 as for PATCH', async () => {
    const pair = await create({ option1: 'Library', option2: 'Bookshop', category: 'Books', option1Tags: { 'setting:Quiet': 1 }, option2Tags: { 'cost:Budget': 0.5 }, isActive: false });
    const replaced = await expectContract(
      adminChoicePairSchema,
      await api.put(`/api/admin/choice-pairs/${pair.id}`, { option1: 'Public library', option2: 'Second-hand bookshop', category: 'Creative' }, admin.cookie),
    );
    expect(replaced).toMatchObject({ id: pair.id, option1: 'Public library', option2: 'Second-hand bookshop', category: 'Creative', isActive: true, option1Tags: {}, option2Tags: {} });
    expect(await expectError(await api.put(`/api/admin/choice-pairs/${pair.id}`, { option1: 'Only one', category: 'Books' }, admin.cookie), 400)).toContain(BOTH_OPTIONS_REQUIRED_MESSAGE);
    expect(await expectError(await api.put('/api/admin/choice-pairs/99999999', { option1: 'A', option2: 'B', category: 'Books' }, admin.cookie), 404)).toBe(PAIR_NOT_FOUND_MESSAGE);
    const other = await create({ option1: 'Audiobook', option2: 'Paperback', category: 'Books' });
    expect(await expectError(await api.put(`/api/admin/choice-pairs/${other.id}`, { option1: 'second-hand bookshop', option2: 'PUBLIC LIBRARY', category: 'Books' }, admin.cookie), 409)).toMatch(/already exists/);
    expect(await db.prisma.choicePair.findUniqueOrThrow({ where: { id: other.id } })).toMatchObject({ option1: 'Audiobook', option2: 'Paperback' });
  });

  it('deletes a pair nobody answered and only deactivates one with answers, keeping them', async () => {
    const unanswered = await create({ option1: 'Rain', option2: 'Snow', category: 'Travel' });
    const answered = await create({ option1: 'Mountains', option2: 'Sea', category: 'Travel' });
    const voter = await createTestUser(db.prisma);
    await db.prisma.userChoice.create({ data: { userId: voter.id, choicePairId: answered.id, selectedOption: 'option1', responseTime: 900 } });
    expect(await expectContract(removedChoicePairSchema, await api.delete(`/api/admin/choice-pairs/${unanswered.id}`, admin.cookie))).toMatchObject({ outcome: 'deleted' });
    expect(await db.prisma.choicePair.findUnique({ where: { id: unanswered.id } })).toBeNull();
    expect(await expectContract(removedChoicePairSchema, await api.delete(`/api/admin/choice-pairs/${answered.id}`, admin.cookie))).toMatchObject({ outcome: 'deactivated' });
    expect((await db.prisma.choicePair.findUniqueOrThrow({ where: { id: answered.id } })).isActive).toBe(false);
    expect(await db.prisma.userChoice.count({ where: { choicePairId: answered.id } })).toBe(1);
    expect(await expectError(await api.delete(`/api/admin/choice-pairs/${unanswered.id}`, admin.cookie), 404)).toBe(PAIR_NOT_FOUND_MESSAGE);
  });
});
