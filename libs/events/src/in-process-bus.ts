import {
  redeliveryDelayMs,
  type BusMessage,
  type ConsumeOptions,
  type Consumption,
  type EventBus,
  type MessageHandler,
  type PublishOptions,
} from './event-bus.ts';
import { subjectMatches } from './subject-match.ts';

/**
 * The EventBus for the embedded default (all services in one process, no NATS) and for unit tests.
 * Mirrors the JetStream semantics the services rely on: stored stream with msgId dedupe window,
 * durable consumers that start from the first retained message and keep their position, work shared
 * between consumers of one durable, ack after the handler resolves, redelivery with backoff on failure.
 * Everything lives in memory: a process restart loses undelivered messages, which is why the outbox
 * (in the database) — not the bus — is the source of truth for events.
 */
export interface InProcessBusOptions {
  /** Publishes with the same msgId inside this window are stored once (JetStream default: 2 min). */
  duplicateWindowMs?: number;
  /** Oldest messages are dropped beyond this many (like a stream's max_msgs limit). */
  maxMessages?: number;
}

interface StoredMessage {
  seq: number;
  subject: string;
  /** JSON text, so handlers get a fresh copy shaped exactly as it would arrive over the wire. */
  json: string;
  msgId: string | undefined;
  traceparent: string | undefined;
}

interface Member {
  handler: MessageHandler<unknown>;
  busy: boolean;
  stopped: boolean;
  inFlight: Promise<void> | undefined;
}

interface Durable {
  name: string;
  subject: string;
  queue: string;
  nextSeq: number;
  /** Failed messages whose redelivery delay has passed. */
  ready: StoredMessage[];
  deliveries: Map<number, number>;
  members: Member[];
  rotation: number;
}

export function createInProcessBus(options: InProcessBusOptions = {}): EventBus {
  const duplicateWindowMs = options.duplicateWindowMs ?? 120_000;
  const maxMessages = options.maxMessages ?? 100_000;
  const log: StoredMessage[] = [];
  const recentMsgIds = new Map<string, number>();
  const durables = new Map<string, Durable>();
  const timers = new Set<NodeJS.Timeout>();
  let lastSeq = 0;
  let closed = false;

  function forgetExpiredMsgIds(now: number): void {
    for (const [msgId, at] of recentMsgIds) {
      if (now - at < duplicateWindowMs) break; // insertion order = time order
      recentMsgIds.delete(msgId);
    }
  }

  function messageAt(seq: number): StoredMessage | undefined {
    const first = log[0];
    if (!first) return undefined;
    return log[seq - first.seq];
  }

  function takeNext(durable: Durable): StoredMessage | undefined {
    const redelivery = durable.ready.shift();
    if (redelivery) return redelivery;
    const firstRetained = log[0]?.seq ?? lastSeq + 1;
    durable.nextSeq = Math.max(durable.nextSeq, firstRetained);
    while (durable.nextSeq <= lastSeq) {
      const message = messageAt(durable.nextSeq);
      durable.nextSeq += 1;
      if (message && subjectMatches(durable.subject, message.subject)) return message;
    }
    return undefined;
  }

  async function deliver(durable: Durable, member: Member, message: StoredMessage): Promise<void> {
    const deliveryCount = (durable.deliveries.get(message.seq) ?? 0) + 1;
    durable.deliveries.set(message.seq, deliveryCount);
    const busMessage: BusMessage = {
      subject: message.subject,
      payload: JSON.parse(message.json) as unknown,
      msgId: message.msgId,
      deliveryCount,
      ...(message.traceparent ? { traceparent: message.traceparent } : {}),
    };
    try {
      await member.handler(busMessage);
      durable.deliveries.delete(message.seq); // ack
    } catch {
      if (closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        durable.ready.push(message);
        pump(durable);
      }, redeliveryDelayMs(deliveryCount));
      timers.add(timer);
    }
  }

  /** Not yet acknowledged: stored messages past the durable's position on its subject, redeliveries waiting, and those in a handler. */
  function pendingOf(durable: Durable): number {
    const firstRetained = log[0]?.seq ?? lastSeq + 1;
    let waiting = 0;
    for (let seq = Math.max(durable.nextSeq, firstRetained); seq <= lastSeq; seq += 1) {
      if (subjectMatches(durable.subject, messageAt(seq)!.subject)) waiting += 1;
    }
    return waiting + durable.deliveries.size;
  }

  function pump(durable: Durable): void {
    if (closed) return;
    const members = durable.members;
    const start = durable.rotation;
    for (let i = 0; i < members.length; i += 1) {
      const index = (start + i) % members.length;
      const member = members[index]!;
      if (member.busy || member.stopped) continue;
      const message = takeNext(durable);
      if (!message) return;
      durable.rotation = (index + 1) % members.length;
      member.busy = true;
      member.inFlight = deliver(durable, member, message).finally(() => {
        member.busy = false;
        member.inFlight = undefined;
        pump(durable);
      });
    }
  }

  return {
    async publish(subject: string, payload: unknown, { msgId, traceparent }: PublishOptions): Promise<void> {
      if (closed) throw new Error('event bus closed');
      const now = Date.now();
      forgetExpiredMsgIds(now);
      if (msgId && recentMsgIds.has(msgId)) return;
      if (msgId) recentMsgIds.set(msgId, now);
      lastSeq += 1;
      log.push({ seq: lastSeq, subject, json: JSON.stringify(payload), msgId, traceparent });
      if (log.length > maxMessages) log.shift();
      // Deliver asynchronously, as a real bus would: publish resolves before any handler runs.
      setImmediate(() => {
        for (const durable of durables.values()) {
          if (subjectMatches(durable.subject, subject)) pump(durable);
        }
      });
    },

    async consume<T>({ durable: name, subject, queue, handler }: ConsumeOptions<T>): Promise<Consumption> {
      if (closed) throw new Error('event bus closed');
      let durable = durables.get(name);
      if (!durable) {
        durable = { name, subject, queue, nextSeq: 1, ready: [], deliveries: new Map(), members: [], rotation: 0 };
        durables.set(name, durable);
      } else if (durable.subject !== subject || durable.queue !== queue) {
        throw new Error(`durable ${name} exists with subject ${durable.subject} and queue ${durable.queue}`);
      }
      const member: Member = { handler: handler as MessageHandler<unknown>, busy: false, stopped: false, inFlight: undefined };
      durable.members.push(member);
      const owner = durable;
      setImmediate(() => pump(owner));
      return {
        attached: Promise.resolve(),
        pending: async () => pendingOf(owner),
        async stop() {
          member.stopped = true;
          owner.members = owner.members.filter((m) => m !== member);
          await member.inFlight;
        },
      };
    },

    isReady: () => !closed,

    async close(): Promise<void> {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const inFlight = [...durables.values()].flatMap((d) => d.members.map((m) => m.inFlight));
      await Promise.all(inFlight);
    },
  };
}
