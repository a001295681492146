import type Koa from 'koa';
import type { PrismaClient } from '@alive/db';
import {
  createExpensiveWork,
  createLogger,
  createRateLimiter,
  createServiceApp,
  INLINE_WORK_SETTINGS,
  type ExpensiveWork,
  type Logger,
  type ServiceConfig,
  registerOutboxBacklog,
} from '@alive/service-kit';
import { GROUP_RANKING_TASKS_MODULE, WORKER_TASKS, type GroupWorkerTasks } from './workers/group-ranking-tasks.ts';
import { createGroupRatingRepository } from './data/group-rating-repository.ts';
import { createGroupRecommendationCacheRepository } from './data/group-recommendation-cache-repository.ts';
import { createGroupRepository } from './data/group-repository.ts';
import { createGroupTasteRepository } from './data/group-taste-repository.ts';
import { randomInviteCode, type InviteCodeGenerator } from './domain/invite-codes.ts';
import { TOO_MANY_JOIN_ATTEMPTS } from './domain/group-use-cases.ts';
import { groupsEndpoints } from '@alive/contracts';
import { groupRoutes } from './http/group-routes.ts';
import { warmGroupRecommendations } from './domain/group-recommendations.ts';
import { startGroupsMembershipConsumer } from './events/membership-consumer.ts';
import type { Consumption, EventBus, EventsLogger } from '@alive/events';
import { DEFAULT_GROUPS_SETTINGS, type GroupsSettings } from './settings.ts';

export {
  startGroupsChoiceMadeConsumer,
  startGroupsChoiceUndoneConsumer,
  GROUPS_CHOICE_MADE_CONSUMER,
  GROUPS_CHOICE_UNDONE_CONSUMER,
  GROUPS_CHOICE_QUEUE,
} from './events/member-choice-consumers.ts';
export { createGroupRecommendationCacheRepository } from './data/group-recommendation-cache-repository.ts';
export { GROUPS_MEMBERSHIP_CONSUMER } from './events/membership-consumer.ts';

/** The membership consumer with its real dependencies: it warms the default list of a changed group. */
export function startGroupsListWarmer(deps: {
  prisma: PrismaClient;
  bus: EventBus;
  logger: EventsLogger;
  settings?: Partial<GroupsSettings>;
  work?: ExpensiveWork<GroupWorkerTasks>;
}): Promise<Consumption> {
  const settings: GroupsSettings = { ...DEFAULT_GROUPS_SETTINGS, ...deps.settings };
  const listDeps = {
    groups: createGroupRepository(deps.prisma),
    tastes: createGroupTasteRepository(deps.prisma),
    caches: createGroupRecommendationCacheRepository(deps.prisma),
    staleAfterMs: settings.recommendationsStaleAfterMs,
    work: deps.work ?? inlineGroupWork(),
  };
  return startGroupsMembershipConsumer({ bus: deps.bus, logger: deps.logger, warm: (groupId) => warmGroupRecommendations(groupId, listDeps) });
}

/** Ranking on the event loop, for tests and the warmer when no pool is given. */
export function inlineGroupWork(): ExpensiveWork<GroupWorkerTasks> {
  return createExpensiveWork({ settings: INLINE_WORK_SETTINGS, tasks: WORKER_TASKS, tasksModule: GROUP_RANKING_TASKS_MODULE });
}

/** The real thing: a bounded gate and worker threads, from WORK_* and WORKER_THREADS. */
export function groupWork(settings: Parameters<typeof createExpensiveWork>[0]['settings']): ExpensiveWork<GroupWorkerTasks> {
  return createExpensiveWork({ settings, tasks: WORKER_TASKS, tasksModule: GROUP_RANKING_TASKS_MODULE });
}

export interface GroupsServiceDeps {
  prisma: PrismaClient;
  config: ServiceConfig;
  logger?: Logger;
  settings?: Partial<GroupsSettings>;
  /** Tests force collisions with their own generator. */
  inviteCodes?: InviteCodeGenerator;
  /** The outbox relay publishing membership events; woken after each committed change. */
  outboxRelay?: { wake(): void };
  /** Bounded, shared generation (docs/architecture.md, "Expensive work"); default inline, as tests want. */
  work?: ExpensiveWork<GroupWorkerTasks>;
}

/**
 * Groups service HTTP app (docs/product/groups.md). Readiness checks the database and the ranking
 * threads, not NATS: groups work while NATS is down (membership events wait in the outbox; lists go
 * stale only by age meanwhile).
 */
export function createGroupsService(deps: GroupsServiceDeps): Koa {
  const { prisma } = deps;
  const work = deps.work ?? inlineGroupWork();
  const settings: GroupsSettings = { ...DEFAULT_GROUPS_SETTINGS, ...deps.settings };
  const logger = deps.logger ?? createLogger({ name: 'groups', level: deps.config.logLevel });
  const joinFailures = createRateLimiter({
    database: { client: prisma, table: 'groups_rate_limits' },
    name: 'groups-join-failures',
    ...settings.joinFailureLimit,
    message: TOO_MANY_JOIN_ATTEMPTS,
    onSweepError: (error) => logger.warn({ err: error }, 'rate limit sweep failed'),
  });
  return createServiceApp({
    name: 'groups',
    prisma,
    config: deps.config,
    logger,
    operations: groupsEndpoints,
    registerMetrics: (registry) => registerOutboxBacklog(registry, prisma, 'groups_outbox_events'),
    routers: [
      groupRoutes({
        groups: createGroupRepository(prisma),
        inviteCodes: deps.inviteCodes ?? randomInviteCode,
        joinFailures,
        wakeRelay: deps.outboxRelay ? () => deps.outboxRelay!.wake() : undefined,
        tastes: createGroupTasteRepository(prisma),
        caches: createGroupRecommendationCacheRepository(prisma),
        ratings: createGroupRatingRepository(prisma),
        staleAfterMs: settings.recommendationsStaleAfterMs,
        work,
        limits: settings.limits,
      }),
    ],
    readinessChecks: [
      async function workerThreads() {
        await work.ready();
      },
    ],
  });
}
