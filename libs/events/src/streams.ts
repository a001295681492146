import type { NatsStreamConfig } from './nats-bus.ts';

/** The one JetStream stream for platform events; every versioned subject lives under `alive.`. */
export const ALIVE_EVENTS_STREAM: NatsStreamConfig = { name: 'ALIVE_EVENTS', subjects: ['alive.>'] };
