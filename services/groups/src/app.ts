import type Koa from 'koa';
import type { PrismaClient } from '@alive/db';
import { createLogger, createRateLimiter, createServiceApp, type Logger, type ServiceConfig, registerOutboxBacklog } from '@alive/service-kit';
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
export function startGroupsListWarmer(deps: { prisma: PrismaClient; bus: EventBus; logger: EventsLogger; settings?: Partial<GroupsSettings> }): Promise<Consumption> {
  const settings: GroupsSettings = { ...DEFAULT_GROUPS_SETTINGS, ...deps.settings };
  const listDeps = {
    groups: createGroupRepository(deps.prisma),
    tastes: createGroupTasteRepository(deps.prisma),
    caches: createGroupRecommendationCacheRepository(deps.prisma),
    staleAfterMs: settings.recommendationsStaleAfterMs,
  };
  return startGroupsMembershipConsumer({ bus: deps.bus, logger: deps.logger, warm: (groupId) => warmGroupRecommendations(groupId, listDeps) });
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
}

/**
 * Groups service HTTP app (docs/product/groups.md). Readiness checks only the database: groups work
 * while NATS is down (membership events wait in the outbox; lists go stale only by age meanwhile).
 */
export function createGroupsService(deps: GroupsServiceDeps): Koa {
  const { prisma } = deps;
  const settings: GroupsSettings = { ...DEFAULT_GROUPS_SETTINGS, ...deps.settings };
  const logger = deps.logger ?? createLogger({ name: 'groups', level: deps.config.logLevel });
  const joinFailures = createRateLimiter({
    database: prisma,
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
    registerMetrics: (registry) => registerOutboxBacklog(registry, prisma),
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
        limits: settings.limits,
      }),
    ],
  });
}
