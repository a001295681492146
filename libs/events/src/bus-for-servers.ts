import { createInProcessBus } from './in-process-bus.ts';
import type { EventBus } from './event-bus.ts';
import type { EventsLogger } from './events-logger.ts';
import { createNatsBus } from './nats-bus.ts';
import { ALIVE_EVENTS_STREAM } from './streams.ts';

/**
 * NATS JetStream when `NATS_URL` is set, otherwise an in-process bus. The in-process bus only
 * connects services that run in the same process (the embedded default passes one instance to all).
 */
export function createEventBusFromEnv(
  env: NodeJS.ProcessEnv,
  { name, logger }: { name: string; logger?: EventsLogger },
): EventBus {
  const servers = env.NATS_URL?.trim();
  if (!servers) return createInProcessBus();
  return createNatsBus({ servers: servers.split(','), stream: ALIVE_EVENTS_STREAM, name, logger });
}
