/**
 * Reads every message of one subject from the platform's JetStream stream (ALIVE_EVENTS, libs/events)
 * with an ordered consumer, as the nats package is used in libs/events/src/nats-bus.ts. The chaos
 * script runs its own nats-server, so everything on the stream was published during the run.
 */
import { connect } from 'nats';

/** The payloads (parsed JSON) of every stored message on `subject`, oldest first. */
export async function readSubject(natsUrl, streamName, subject) {
  const nc = await connect({ servers: natsUrl, name: 'chaos-offline-choices' });
  try {
    const jsm = await nc.jetstreamManager();
    const info = await jsm.streams.info(streamName, { subjects_filter: subject }).catch((error) => {
      if (String(error?.code) === '404') return null; // nothing was ever published: the stream does not exist
      throw error;
    });
    const stored = info?.state.subjects?.[subject] ?? 0;
    const payloads = [];
    if (stored === 0) return payloads;
    // One subject as a string (filter_subject): a list (filter_subjects) needs nats-server 2.10, Debian ships 2.9.
    const consumer = await nc.jetstream().consumers.get(streamName, { filterSubjects: subject });
    while (payloads.length < stored) {
      const batch = await consumer.fetch({ max_messages: Math.min(1000, stored - payloads.length), expires: 5000 });
      let received = 0;
      for await (const message of batch) {
        payloads.push(message.json());
        received += 1;
      }
      if (received === 0) throw new Error(`the stream stores ${stored} messages on ${subject} but only ${payloads.length} could be read`);
    }
    return payloads;
  } finally {
    await nc.close();
  }
}
