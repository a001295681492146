import { randomBytes, randomUUID } from 'node:crypto';
import { connect } from 'nats';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@alive/db';
import { createTestDatabase, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import {
  GROUP_NOT_FOUND_MESSAGE,
  GROUP_RECOMMENDATIONS_LIMIT,
  groupRecommendationsResponseSchema,
  groupSummarySchema,
  joinGroupResponseSchema,
  leaveGroupResponseSchema,
  rateGroupRecommendationResponseSchema,
  type GroupSummary,
} from '@alive/contracts';
import { RECOMMENDATION_NOT_FOUND_MESSAGE } from '../domain/group-recommendations.ts';
import {
  CHOICE_MADE_SUBJECT,
  CHOICE_UNDONE_SUBJECT,
  GROUP_MEMBERSHIP_CHANGED_V1,
  GROUP_MEMBERSHIP_SUBJECT,
  createInProcessBus,
  createNatsBus,
  groupMembershipChangedV1Schema,
  silentLogger,
  startOutboxRelay,
  type ChoiceMadeV1,
  type EventBus,
} from '@alive/events';
import { expectContract, expectError, type TestServer } from '@alive/service-kit/testing';
import { createGroupRecommendationCacheRepository } from '../data/group-recommendation-cache-repository.ts';
import { startGroupsChoiceMadeConsumer, startGroupsChoiceUndoneConsumer } from '../events/member-choice-consumers.ts';
import { startGroupsListWarmer } from '../app.ts';
import { client, signedInPerson, startGroupsTestService, type Person } from '../test-support/group-fixtures.ts';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

let db: TestDatabase;
let server: TestServer;
let api: ReturnType<typeof client>;

/** Catalogue rows as the seed writes them; a run-unique suffix keeps slugs apart. */
async function catalogueItem(prisma: PrismaClient, category: string, title: string, tags: Record<string, number>, lifeEngagementScore = 0) {
  const slug = `${category.replace('_', '-')}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  await prisma.recommendationItem.create({
    data: {
      slug,
      category,
      title,
      description: `About ${title}.`,
      tags,
      lifeEngagementScore,
      timeCommitment: '2-3 hours',
      estimatedCost: '$$',
      links: [{ url: `https://example.test/${slug}`, text: 'More' }],
    },
  });
  return slug;
}

async function setPreferences(prisma: PrismaClient, userId: string, scores: Record<string, number>) {
  for (const [tagName, score] of Object.entries(scores)) {
    await prisma.userPreference.upsert({ where: { userId_tagName: { userId, tagName } }, create: { userId, tagName, score, choiceCount: 3 }, update: { score } });
  }
}

/** A choice row as choices writes it: the person is no longer new (docs/product/groups.md, Starter picks). */
let choicePairId: number;
async function madeAChoice(prisma: PrismaClient, userId: string) {
  await prisma.userChoice.create({ data: { userId, choicePairId, selectedOption: 'option1', responseTime: 1200 } });
}

beforeAll(async () => {
  db = await createTestDatabase();
  await catalogueItem(db.prisma, 'general', 'Hike the ridge', { 'setting:Nature': 1, 'activity:Active': 0.6 }, 2);
  await catalogueItem(db.prisma, 'general', 'Night at the opera', { 'culture:Classical': 1 });
  await catalogueItem(db.prisma, 'general', 'Cook together', { 'food:Homemade': 1 });
  await catalogueItem(db.prisma, 'general', 'Board game night', { 'social:Games': 1 });
  await catalogueItem(db.prisma, 'date_night', 'Stargazing picnic', { 'setting:Nature': 1 });
  await catalogueItem(db.prisma, 'date_night', 'Pottery class for two', { 'creative:Crafts': 1 });
  choicePairId = (await seedChoicePairs(db.prisma))[0]!.id;
  server = await startGroupsTestService(db.as('groups'));
  api = client(server);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

async function groupOf(owner: Person, ...members: Person[]): Promise<GroupSummary> {
  const group = await expectContract(groupSummarySchema, await api.post('/api/groups', { name: 'Friends' }, owner), { status: 201 });
  for (const member of members) await expectContract(joinGroupResponseSchema, await api.post('/api/groups/join', { inviteCode: group.inviteCode }, member));
  return group;
}

async function recommendations(groupId: string, person: Person, query = '') {
  return expectContract(groupRecommendationsResponseSchema, await api.get(`/api/groups/${groupId}/recommendations${query}`, person), { status: 200 });
}

describe('GET /api/groups/:groupId/recommendations', () => {
  it('ranks for the whole group, caches the list, and regenerates on refresh=true', async () => {
    const a = await signedInPerson(db.prisma, 'Ana');
    const b = await signedInPerson(db.prisma, 'Ben');
    await setPreferences(db.prisma, a.id, { 'setting:Nature': 0.9, 'food:Homemade': 0.7, 'culture:Classical': 0.95 });
    await setPreferences(db.prisma, b.id, { 'setting:Nature': 0.8, 'food:Homemade': 0.7, 'culture:Classical': 0.05 });
    await madeAChoice(db.prisma, a.id);
    await madeAChoice(db.prisma, b.id);
    const group = await groupOf(a, b);

    const first = await recommendations(group.id, b);
    expect(first).toMatchObject({ groupId: group.id, category: 'general', cached: false, basis: 'personal' });
    expect(first.recommendations.length).toBeLessThanOrEqual(GROUP_RECOMMENDATIONS_LIMIT);
    expect(first.recommendations.map((r) => r.title)).toContain('Hike the ridge');
    // Ben strongly dislikes classical music: the opera Ana loves is not first (and comes last).
    expect(first.recommendations[0]!.title).not.toBe('Night at the opera');
    expect(first.recommendations.at(-1)!.title).toBe('Night at the opera');
    const hike = first.recommendations.find((r) => r.title === 'Hike the ridge')!;
    expect(hike).toMatchObject({ category: 'general', groupSize: 2, estimatedCost: '$$', timeCommitment: '2-3 hours', links: [{ text: 'More' }] });
    expect(hike.reasoning).toBe("Suits everyone in the group: it matches the group's taste for nature.");
    // Each item its own sentence, naming members by first name, never Ana's lone taste or a number.
    expect(new Set(first.recommendations.map((r) => r.reasoning)).size).toBe(first.recommendations.length);
    expect(first.recommendations.find((r) => r.title === 'Night at the opera')!.reasoning).toBe('Best for Ana: it adds classical culture to the mix.');
    for (const item of first.recommendations) {
      expect(item.reasoning).not.toMatch(/taste for .*classical|Tester|[0-9]/);
      expect(item.confidence).toBeGreaterThanOrEqual(0);
      expect(item.confidence).toBeLessThanOrEqual(1);
    }

    const second = await recommendations(group.id, a);
    expect(second).toEqual({ ...first, cached: true });
    const refreshed = await recommendations(group.id, a, '?refresh=true');
    expect(refreshed.cached).toBe(false);
    expect(Date.parse(refreshed.generatedAt)).toBeGreaterThanOrEqual(Date.parse(first.generatedAt));
    expect(refreshed.recommendations).toEqual(first.recommendations);
  });

  it('is starter picks until enough members have made a choice, then personal (a choice drops the list)', async () => {
    const a = await signedInPerson(db.prisma, 'Ana');
    const b = await signedInPerson(db.prisma, 'Ben');
    await madeAChoice(db.prisma, a.id);
    const group = await groupOf(a, b);
    const starter = await recommendations(group.id, a);
    expect(starter.basis).toBe('starter');
    // Nobody's evidence yet: each item says so in its own words.
    expect(new Set(starter.recommendations.map((r) => r.reasoning)).size).toBe(starter.recommendations.length);
    expect((await recommendations(group.id, b)).basis).toBe('starter');
    await madeAChoice(db.prisma, b.id);
    // The choice's event drops the group's lists (see "events" below); refresh stands in for it here.
    expect((await recommendations(group.id, b, '?refresh=true')).basis).toBe('personal');
    expect(await recommendations(group.id, a)).toMatchObject({ basis: 'personal', cached: true });
  });

  it('makes a list stored in the older shape (no basis) again', async () => {
    const a = await signedInPerson(db.prisma);
    const group = await groupOf(a);
    const fresh = await recommendations(group.id, a);
    await db.prisma.groupRecommendationCache.update({
      where: { groupId_category: { groupId: group.id, category: 'general' } },
      data: { payload: fresh.recommendations.map(({ votes: _votes, ...item }) => item) },
    });
    expect(await recommendations(group.id, a)).toMatchObject({ cached: false, basis: 'starter' });
  });

  it('serves each category from its own catalogue, date_night included', async () => {
    const a = await signedInPerson(db.prisma);
    const group = await groupOf(a);
    const dateNight = await recommendations(group.id, a, '?category=date_night');
    expect(dateNight.category).toBe('date_night');
    expect(dateNight.recommendations.map((r) => r.title).sort()).toEqual(['Pottery class for two', 'Stargazing picnic']);
    expect(dateNight.recommendations.every((r) => r.category === 'date_night' && r.groupSize === 1)).toBe(true);
    expect((await recommendations(group.id, a, '?category=books')).recommendations).toEqual([]);
  });

  it('generates again after a membership change', async () => {
    const a = await signedInPerson(db.prisma);
    const b = await signedInPerson(db.prisma);
    const group = await groupOf(a);
    expect((await recommendations(group.id, a)).recommendations[0]!.groupSize).toBe(1);
    expect((await recommendations(group.id, a)).cached).toBe(true);
    await api.post('/api/groups/join', { inviteCode: group.inviteCode }, b);
    const after = await recommendations(group.id, a);
    expect(after.cached).toBe(false);
    expect(after.recommendations[0]!.groupSize).toBe(2);
    await api.delete(`/api/groups/${group.id}/leave`, b);
    expect((await recommendations(group.id, a)).recommendations[0]!.groupSize).toBe(1);
  });

  it('400 for a bad category, refresh or id; 404 for a non-member, whatever the id; nothing cached', async () => {
    const a = await signedInPerson(db.prisma);
    const stranger = await signedInPerson(db.prisma);
    const group = await groupOf(a);
    expect(await expectError(await api.get(`/api/groups/${group.id}/recommendations?category=shopping`, a), 400)).toMatch(/category/);
    expect(await expectError(await api.get(`/api/groups/${group.id}/recommendations?refresh=yes`, a), 400)).toMatch(/refresh/);
    expect(await expectError(await api.get(`/api/groups/${group.id}/recommendations`, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await api.get(`/api/groups/${randomUUID()}/recommendations`, stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await db.prisma.groupRecommendationCache.count({ where: { groupId: group.id } })).toBe(0);
  });
});

function choiceMade(userId: string): ChoiceMadeV1 {
  return { eventId: randomUUID(), userId, choicePairId: 1, selectedOption: 'option1', category: 'general', occurredAt: new Date().toISOString() };
}

/** Polls `check` until it holds (vi.waitFor: no fixed sleep, a failing check names what was awaited). */
async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout: timeoutMs, interval: 25 },
  );
}

describe('PUT /api/groups/:groupId/recommendations/:itemId/rating', () => {
  const rate = (groupId: string, itemId: string, rating: unknown, person?: Person) => api.put(`/api/groups/${groupId}/recommendations/${itemId}/rating`, { rating }, person);

  it('counts each member once, shows each their own thumb, and sinks an item more members turned down', async () => {
    const a = await signedInPerson(db.prisma, 'Ama');
    const b = await signedInPerson(db.prisma, 'Ben');
    const c = await signedInPerson(db.prisma, 'Cy');
    const group = await groupOf(a, b, c);
    const first = (await recommendations(group.id, a)).recommendations[0]!;
    expect(first.votes).toEqual({ up: 0, down: 0, mine: null });
    expect(await expectContract(rateGroupRecommendationResponseSchema, await rate(group.id, first.id, 'down', a))).toEqual({ itemId: first.id, votes: { up: 0, down: 1, mine: 'down' } });
    await expectContract(rateGroupRecommendationResponseSchema, await rate(group.id, first.id, 'down', b));
    await expectContract(rateGroupRecommendationResponseSchema, await rate(group.id, first.id, 'down', b)); // twice is once
    await expectContract(rateGroupRecommendationResponseSchema, await rate(group.id, first.id, 'up', c));
    const seenByC = await recommendations(group.id, c);
    expect(seenByC.recommendations.at(-1)).toMatchObject({ id: first.id, votes: { up: 1, down: 2, mine: 'up' } });
    expect(seenByC.cached).toBe(true);
    expect((await recommendations(group.id, a)).recommendations.at(-1)!.votes.mine).toBe('down');
    // Taking thumbs back, and a member leaving, gives the item its place again.
    await expectContract(rateGroupRecommendationResponseSchema, await rate(group.id, first.id, 'none', a));
    await expectContract(leaveGroupResponseSchema, await api.delete(`/api/groups/${group.id}/leave`, b));
    const after = await recommendations(group.id, c);
    expect(after.recommendations[0]).toMatchObject({ id: first.id, votes: { up: 1, down: 0, mine: 'up' } });
  });

  it('404 for a non-member or an unknown item, 400 for a bad rating or item id, 401 signed out; nothing written', async () => {
    const a = await signedInPerson(db.prisma, 'Ama');
    const stranger = await signedInPerson(db.prisma, 'Sol');
    const group = await groupOf(a);
    const item = (await recommendations(group.id, a)).recommendations[0]!.id;
    const before = await db.prisma.groupRecommendationRating.count();
    expect(await expectError(await rate(group.id, item, 'up', stranger), 404)).toBe(GROUP_NOT_FOUND_MESSAGE);
    expect(await expectError(await rate(group.id, 'general-no-such-thing', 'up', a), 404)).toBe(RECOMMENDATION_NOT_FOUND_MESSAGE);
    expect(await expectError(await rate(group.id, item, 'love', a), 400)).toMatch(/rating must be one of up, down, none/);
    expect(await expectError(await rate(group.id, 'Not An Id', 'up', a), 400)).toMatch(/itemId/);
    expect(await expectError(await rate(group.id, item, 'up'), 401)).toBe('Unauthorized');
    expect(await db.prisma.groupRecommendationRating.count()).toBe(before);
  });
});

describe('events', () => {
  it("a member's choice drops the lists of their groups (in process, redelivery harmless), logged with the choice's trace id", async () => {
    const bus = createInProcessBus();
    const logged: { msg: string; traceId?: string }[] = [];
    const logger = { ...silentLogger, info: (obj: { traceId?: string }, msg: string) => void logged.push({ msg, traceId: obj.traceId }) };
    const consumer = await startGroupsChoiceMadeConsumer({ bus, caches: createGroupRecommendationCacheRepository(db.as('groups')), logger });
    try {
      const a = await signedInPerson(db.prisma);
      const outsider = await signedInPerson(db.prisma);
      const group = await groupOf(a);
      const other = await groupOf(outsider);
      await recommendations(group.id, a);
      await recommendations(other.id, outsider);
      const event = choiceMade(a.id);
      const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
      await bus.publish(CHOICE_MADE_SUBJECT, event, { msgId: event.eventId, traceparent });
      await bus.publish(CHOICE_MADE_SUBJECT, event, { msgId: `${event.eventId}-again` });
      await waitFor(async () => (await db.prisma.groupRecommendationCache.count({ where: { groupId: group.id } })) === 0, 5_000, 'the list dropped');
      expect(logged).toContainEqual({ msg: 'group recommendation lists dropped', traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
      expect((await recommendations(group.id, a)).cached).toBe(false);
      expect((await recommendations(other.id, outsider)).cached).toBe(true);
      await bus.publish(CHOICE_MADE_SUBJECT, { junk: true }, { msgId: randomUUID() });
    } finally {
      await consumer.stop();
      await bus.close();
    }
  });

  it("a member's undone choice drops the lists of their groups too", async () => {
    const bus = createInProcessBus();
    const consumer = await startGroupsChoiceUndoneConsumer({ bus, caches: createGroupRecommendationCacheRepository(db.as('groups')), logger: silentLogger });
    try {
      const a = await signedInPerson(db.prisma);
      const outsider = await signedInPerson(db.prisma);
      const group = await groupOf(a);
      const other = await groupOf(outsider);
      await recommendations(group.id, a);
      await recommendations(other.id, outsider);
      const event = { eventId: randomUUID(), userId: a.id, choiceId: 4, choicePairId: 2, category: 'Travel', occurredAt: new Date().toISOString() };
      await bus.publish(CHOICE_UNDONE_SUBJECT, event, { msgId: event.eventId });
      await waitFor(async () => (await db.prisma.groupRecommendationCache.count({ where: { groupId: group.id } })) === 0, 5_000, 'the list dropped');
      expect((await recommendations(other.id, outsider)).cached).toBe(true);
    } finally {
      await consumer.stop();
      await bus.close();
    }
  });

  it('a membership event makes the default list again for the new members (redelivery harmless, junk dropped)', async () => {
    const bus = createInProcessBus();
    const warmer = await startGroupsListWarmer({ prisma: db.as('groups'), bus, logger: silentLogger });
    try {
      const a = await signedInPerson(db.prisma);
      const b = await signedInPerson(db.prisma);
      const group = await groupOf(a);
      await recommendations(group.id, a);
      await api.post('/api/groups/join', { inviteCode: group.inviteCode }, b); // drops the list in its transaction
      expect(await db.prisma.groupRecommendationCache.count({ where: { groupId: group.id } })).toBe(0);
      const event = { eventId: randomUUID(), groupId: group.id, userId: b.id, change: 'joined', role: 'member', memberCount: 2, occurredAt: new Date().toISOString() };
      expect(GROUP_MEMBERSHIP_CHANGED_V1.schema.parse(event)).toEqual(event);
      await bus.publish(GROUP_MEMBERSHIP_SUBJECT, event, { msgId: event.eventId });
      await bus.publish(GROUP_MEMBERSHIP_SUBJECT, event, { msgId: `${event.eventId}-again` });
      await bus.publish(GROUP_MEMBERSHIP_SUBJECT, { junk: true }, { msgId: randomUUID() });
      await waitFor(async () => (await db.prisma.groupRecommendationCache.count({ where: { groupId: group.id, category: 'general' } })) === 1, 5_000, 'the list warmed');
      const next = await recommendations(group.id, b);
      expect(next.cached).toBe(true);
      expect(next.recommendations[0]!.groupSize).toBe(2);
    } finally {
      await warmer.stop();
      await bus.close();
    }
  });

  it('does not store a list made for members who changed while it was made', async () => {
    const a = await signedInPerson(db.prisma);
    const b = await signedInPerson(db.prisma);
    const group = await groupOf(a, b);
    const caches = createGroupRecommendationCacheRepository(db.as('groups'));
    expect(await caches.store(group.id, 'general', [], [a.id])).toBeNull();
    expect(await db.prisma.groupRecommendationCache.count({ where: { groupId: group.id } })).toBe(0);
    expect(await caches.store(group.id, 'general', [], [b.id, a.id])).toBeInstanceOf(Date);
    expect(await db.prisma.groupRecommendationCache.count({ where: { groupId: group.id } })).toBe(1);
  });

  it('on real NATS JetStream: membership events go out through the relay, and a choice event drops the lists', async () => {
    const id = randomBytes(4).toString('hex');
    // The real subjects, namespaced so the shared server's own ALIVE_EVENTS stream never sees them.
    const stream = { name: `TEST_GROUPS_${id}`, subjects: [`test${id}.>`] };
    const bus: EventBus = createNatsBus({ servers: NATS_URL, stream, subjectPrefix: `test${id}` });
    const relay = startOutboxRelay({ prisma: db.as('groups'), outbox: 'groups_outbox_events', bus, logger: silentLogger, intervalMs: 50 });
    const received: unknown[] = [];
    const traceparents = new Map<unknown, string | undefined>();
    const watcher = await bus.consume({
      durable: `groups-test-${id}`,
      queue: `groups-test-${id}`,
      subject: GROUP_MEMBERSHIP_SUBJECT,
      handler: async (message) => {
        received.push(message.payload);
        traceparents.set(message.payload, message.traceparent);
      },
    });
    const consumer = await startGroupsChoiceMadeConsumer({ bus, caches: createGroupRecommendationCacheRepository(db.as('groups')), logger: silentLogger });
    try {
      await Promise.all([watcher.attached, consumer.attached]);
      const a = await signedInPerson(db.prisma);
      const b = await signedInPerson(db.prisma);
      const group = await groupOf(a, b);
      await waitFor(
        async () => received.map((p) => groupMembershipChangedV1Schema.parse(p)).filter((e) => e.groupId === group.id).length === 2,
        10_000,
        'the created and joined events on JetStream',
      );
      const ofGroup = received.filter((p) => groupMembershipChangedV1Schema.parse(p).groupId === group.id);
      const events = ofGroup.map((p) => groupMembershipChangedV1Schema.parse(p));
      expect(events.map((e) => [e.change, e.userId])).toEqual([
        ['created', a.id],
        ['joined', b.id],
      ]);
      // Each carries the trace of the request that changed the membership, as a NATS header.
      expect(ofGroup.map((p) => traceparents.get(p))).toEqual([expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/), expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)]);
      await recommendations(group.id, a);
      const event = choiceMade(b.id);
      await bus.publish(CHOICE_MADE_SUBJECT, event, { msgId: event.eventId });
      await waitFor(async () => (await db.prisma.groupRecommendationCache.count({ where: { groupId: group.id } })) === 0, 10_000, 'the list dropped');
    } finally {
      await consumer.stop();
      await watcher.stop();
      await relay.stop();
      await bus.close();
      const nc = await connect({ servers: NATS_URL });
      await (await nc.jetstreamManager()).streams.delete(stream.name).catch(() => undefined);
      await nc.close();
    }
  });
});
