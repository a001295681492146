import { createInProcessBus } from './in-process-bus.ts';
import type { EventBus } from './event-bus.ts';
import type { EventsLogger } from './events-logger.ts';
import { createNatsBus } from './nats-bus.ts';
import { ALIVE_EVENTS_STREAM } from './streams.ts';

/**
 * NATS JetStream at `servers` (the NATS_URL setting, docs/architecture.md "Settings"), or an
 * in-process bus when there are none. The in-process bus only connects services that run in the same
 * process (the embedded default passes one instance to all).
 */
export function createEventBusFor(
  servers: readonly string[] | undefined,
  { name, logger }: { name: string; logger?: EventsLogger },
): EventBus {
  if (!servers || servers.length === 0) return createInProcessBus();
  return createNatsBus({ servers: [...servers], stream: ALIVE_EVENTS_STREAM, name, logger });
}
