import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '@alive/db/testing';
import { CHOICE_MADE_V1 } from './choice-made.ts';
import { enqueueEvent, outboxEvent, outboxInsertSql, type EventType } from './outbox.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});
beforeEach(async () => {
  await db.prisma.outboxEvent.deleteMany();
});

const testEvent: EventType<{ n: number }> = { subject: 'alive.test.v1', type: 'test', version: 3, schema: z.object({ n: z.number() }), outbox: 'outbox_events' };

describe('enqueueEvent', () => {
  it("writes exactly one row, committed with the caller's transaction", async () => {
    const id = await db.prisma.$transaction(async (tx) => {
      const written = await enqueueEvent(tx, testEvent, { n: 1 });
      // visible inside the transaction, not yet outside it
      expect(await tx.outboxEvent.count()).toBe(1);
      expect(await db.prisma.outboxEvent.count()).toBe(0);
      return written;
    });
    const rows = await db.prisma.outboxEvent.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, subject: 'alive.test.v1', type: 'test', version: 3, status: 'pending', attempts: 0, payload: { n: 1 } });
  });

  it("vanishes with the caller's rollback", async () => {
    await expect(
      db.prisma.$transaction(async (tx) => {
        await enqueueEvent(tx, testEvent, { n: 1 });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await db.prisma.outboxEvent.count()).toBe(0);
  });

  it('uses the id it is given', async () => {
    const id = '3f6c1d0e-8f7a-4a53-9d8e-0b1c2d3e4f50';
    await db.prisma.$transaction((tx) => enqueueEvent(tx, testEvent, { n: 2 }, id));
    expect((await db.prisma.outboxEvent.findUniqueOrThrow({ where: { id } })).payload).toEqual({ n: 2 });
  });

  it("refuses a payload that breaks the event's schema, writing nothing", async () => {
    const bad = { eventId: 'not-a-uuid', userId: 'u', choicePairId: 1, selectedOption: 'option1', category: 'Books', occurredAt: 'yesterday' } as const;
    await expect(db.prisma.$transaction((tx) => enqueueEvent(tx, CHOICE_MADE_V1, bad))).rejects.toThrow(/eventId|occurredAt/);
    expect(await db.prisma.outboxEvent.count()).toBe(0);
  });
});

describe('outboxInsertSql inside a single-statement write', () => {
  it('writes the row when the statement commits and nothing when it fails', async () => {
    const kept = outboxEvent(testEvent, { n: 1 });
    await db.prisma.$queryRaw`WITH outbox AS (${outboxInsertSql(kept)}) SELECT 1 AS ok`;
    const failed = outboxEvent(testEvent, { n: 2 });
    await expect(db.prisma.$queryRaw`WITH outbox AS (${outboxInsertSql(failed)}) SELECT 1 / 0 AS boom`).rejects.toThrow();
    expect((await db.prisma.outboxEvent.findMany()).map((row) => row.id)).toEqual([kept.id]);
  });

  it('is plain SQL with bound values (no payload text in the statement)', () => {
    const sql = outboxInsertSql(outboxEvent(testEvent, { n: 7 }, '3f6c1d0e-8f7a-4a53-9d8e-0b1c2d3e4f50'));
    expect(sql.sql).not.toContain('3f6c1d0e');
    expect(sql.values).toEqual(['3f6c1d0e-8f7a-4a53-9d8e-0b1c2d3e4f50', 'alive.test.v1', 'test', 3, '{"n":7}', null]);
    const traced = outboxInsertSql(outboxEvent(testEvent, { n: 7 }, '3f6c1d0e-8f7a-4a53-9d8e-0b1c2d3e4f50', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'));
    expect(traced.values.at(-1)).toBe('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01');
  });
});
