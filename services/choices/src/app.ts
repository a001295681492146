import type Koa from 'koa';
import type { PrismaClient } from '@alive/db';
import { choicesEndpoints } from '@alive/contracts';
import { createServiceApp, endpointRouter, type Logger, type ServiceConfig, registerOutboxBacklog } from '@alive/service-kit';
import { createSharedPairAdminRepository } from './data/shared-pair-admin-repository.ts';
import { choicePairHandlers } from './http/choice-pair-routes.ts';
import { sharedPairAdminHandlers } from './http/shared-pair-admin-routes.ts';
import { userChoiceHandlers } from './http/user-choice-routes.ts';
import { userPreferenceHandlers } from './http/user-preference-routes.ts';
import { userInterestHandlers } from './http/user-interest-routes.ts';

import { DEFAULT_MAX_PERSONAL_PAIRS } from './settings.ts';

export interface ChoicesServiceDeps {
  prisma: PrismaClient;
  config: ServiceConfig;
  logger?: Logger;
  /** The outbox relay publishing `choice.made` (and `choice.undone`, `interests.changed`); woken after each commit. */
  outboxRelay?: { wake(): void };
  /** CHOICES_MAX_PERSONAL_PAIRS; default DEFAULT_MAX_PERSONAL_PAIRS. */
  maxPersonalPairs?: number;
}

/**
 * Choices service: next pair, submitting a choice (scores + evidence + outbox in one transaction),
 * recent choices, the caller's preference scores and first-run pick of categories; for admins, the
 * changes of the shared pairs, whose one writer it is (docs/data-ownership.md).
 *
 * Readiness deliberately checks only the database: choices must keep being accepted while NATS is
 * down (the outbox holds the events), so a bus outage must not take this service out of rotation.
 */
export function createChoicesService(deps: ChoicesServiceDeps): Koa {
  const { prisma, outboxRelay } = deps;
  return createServiceApp({
    name: 'choices',
    prisma,
    config: deps.config,
    logger: deps.logger,
    operations: choicesEndpoints,
    registerMetrics: (registry) => registerOutboxBacklog(registry, prisma, 'outbox_events'),
    routers: [
      endpointRouter(choicesEndpoints, {
        ...choicePairHandlers({ prisma, maxPersonalPairs: deps.maxPersonalPairs ?? DEFAULT_MAX_PERSONAL_PAIRS }),
        ...userChoiceHandlers({ prisma, wakeRelay: outboxRelay ? () => outboxRelay.wake() : undefined }),
        ...userPreferenceHandlers({ prisma }),
        ...userInterestHandlers({ prisma, wakeRelay: outboxRelay ? () => outboxRelay.wake() : undefined }),
        ...sharedPairAdminHandlers({ pairs: createSharedPairAdminRepository(prisma) }),
      }),
    ],
  });
}
