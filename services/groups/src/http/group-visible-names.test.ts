import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { GROUP_NAME_INVISIBLE_MESSAGE, groupSummarySchema } from '@alive/contracts';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { client, groupRowCounts, signedInPerson, startGroupsTestService } from '../test-support/group-fixtures.ts';

// Issue 43: a group name of invisible characters alone was created (201) and listed as a blank card.
// Names need a visible character (docs/api.md, Input rules; docs/product/groups.md).

/** Zero-width space, Hangul filler, Braille blank, and a right-to-left mark alone. */
const INVISIBLE_NAMES = ['\u200B', '\u3164', '\u2800', '\u200F'];
const REFUSAL = `Invalid request body: name: ${GROUP_NAME_INVISIBLE_MESSAGE}`;

let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startGroupsTestService(db.as('groups'));
  api = client(server);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

describe('group names need a visible character', () => {
  it.each(INVISIBLE_NAMES.map((name) => [`U+${name.codePointAt(0)!.toString(16).toUpperCase()}`, name]))(
    'POST /api/groups with %s alone answers 400 saying so, and writes nothing',
    async (_codePoint, name) => {
      const owner = await signedInPerson(db.prisma);
      const before = await groupRowCounts(db.prisma);
      expect(await expectError(await api.post('/api/groups', { name }, owner), 400)).toBe(REFUSAL);
      // Surrounded by spaces or repeated it is still nothing to see.
      expect(await expectError(await api.post('/api/groups', { name: ` ${name}${name} ` }, owner), 400)).toBe(REFUSAL);
      expect(await groupRowCounts(db.prisma)).toEqual(before);
    },
  );

  it('renaming to invisible characters alone answers 400 and keeps the name', async () => {
    const owner = await signedInPerson(db.prisma);
    const group = await expectContract(groupSummarySchema, await api.post('/api/groups', { name: 'Weekend Hikers' }, owner), { status: 201 });
    for (const name of INVISIBLE_NAMES) {
      expect(await expectError(await api.patch(`/api/groups/${group.id}`, { name }, owner), 400)).toBe(REFUSAL);
    }
    expect((await db.prisma.group.findUniqueOrThrow({ where: { id: group.id } })).name).toBe('Weekend Hikers');
  });

  it.each([
    ['an emoji', '🥾'],
    ['CJK', '登山部'],
    ['an RLM inside real words', 'מטיילים\u200F Hikers'],
    ['invisible characters around a visible name', '\u200BHikers\u3164'],
  ])('creates a group named with %s', async (_what, name) => {
    const owner = await signedInPerson(db.prisma);
    const group = await expectContract(groupSummarySchema, await api.post('/api/groups', { name }, owner), { status: 201 });
    expect(group.name).toBe(name);
  });
});
