import { connect, type JsMsg } from 'nats';
import { CHOICE_MADE_SUBJECT, ALIVE_EVENTS_STREAM } from '@alive/events';

const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

export interface PublishedChoice {
  eventId: string;
  choicePairId: number;
  /** JetStream's message id: the outbox row id the relay publishes with (dedupe key). */
  msgId: string | undefined;
}

/**
 * The `choice.made` events of one person on the platform's stream since `since`, read with an ordered
 * consumer (nothing is acknowledged, no durable is left behind). This is what every consumer of the
 * stream receives, so it is the count that "exactly once" is about (docs/architecture.md, Choices
 * offline and exactly once).
 */
export async function choiceEventsOf(userId: string, since: Date): Promise<PublishedChoice[]> {
  const nc = await connect({ servers: natsUrl, name: 'e2e-choice-events' });
  try {
    const js = nc.jetstream();
    const consumer = await js.consumers.get(ALIVE_EVENTS_STREAM.name, {
      // One subject as a string: a list needs NATS 2.10, and CI's server may be older.
      filterSubjects: CHOICE_MADE_SUBJECT,
      opt_start_time: since.toISOString(),
    });
    const found: PublishedChoice[] = [];
    const messages = await consumer.fetch({ max_messages: 100_000, expires: 2_000 });
    for await (const message of messages as AsyncIterable<JsMsg>) {
      const payload = message.json<{ eventId: string; userId: string; choicePairId: number }>();
      if (payload.userId === userId) found.push({ eventId: payload.eventId, choicePairId: payload.choicePairId, msgId: message.headers?.get('Nats-Msg-Id') });
      if (message.info.pending === 0) break;
    }
    return found;
  } finally {
    await nc.close();
  }
}
