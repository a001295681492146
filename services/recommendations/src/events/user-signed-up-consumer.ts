import { USER_SIGNED_UP_SUBJECT, userSignedUpV1Schema, type Consumption, type EventBus, type EventsLogger } from '@alive/events';
import { consumeEvents } from '@alive/service-kit';
import { generateMissingListsOf, type RegenerationDeps } from '../domain/list-regeneration.ts';

/** Durable consumer name of the recommendations service for first sign-ins. */
export const USER_SIGNED_UP_CONSUMER = 'recommendations-user-signed-up';
export const USER_SIGNED_UP_QUEUE = 'recommendations';

/**
 * A newcomer's lists are made as soon as they have signed up, from the starter picks, so a first
 * visit to a recommendations tab reads a list instead of waiting on a generation
 * (docs/product/recommendations.md, Freshness). Only missing lists are started, so a redelivered or
 * repeated event does nothing more.
 */
export function startUserSignedUpConsumer(deps: { bus: EventBus; logger: EventsLogger; regeneration: RegenerationDeps }): Promise<Consumption> {
  return consumeEvents(
    {
      service: 'recommendations',
      bus: deps.bus,
      durable: USER_SIGNED_UP_CONSUMER,
      subject: USER_SIGNED_UP_SUBJECT,
      queue: USER_SIGNED_UP_QUEUE,
      logger: deps.logger,
      schema: userSignedUpV1Schema,
      eventName: 'user.signed_up',
    },
    async (event, { logger }) => {
      await generateMissingListsOf(event.userId, deps.regeneration, logger);
      logger.info({ eventId: event.eventId, userId: event.userId }, 'recommendation lists started for a newcomer');
    },
  );
}
