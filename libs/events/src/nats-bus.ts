import {
  AckPolicy,
  connect,
  consumerOpts,
  headers as natsHeaders,
  DeliverPolicy,
  nanos,
  StorageType,
  type JetStreamClient,
  type JetStreamManager,
  type JetStreamSubscription,
  type JsMsg,
  type MsgHdrs,
  type NatsConnection,
} from 'nats';
import {
  redeliveryDelayMs,
  type ConsumeOptions,
  type Consumption,
  type EventBus,
  type PublishOptions,
} from './event-bus.ts';
import { silentLogger, type EventsLogger } from './events-logger.ts';

export interface NatsStreamConfig {
  /** JetStream stream name, e.g. `ALIVE_EVENTS`. */
  name: string;
  /** Subjects the stream stores, e.g. `['alive.>']`. */
  subjects: string[];
}

export interface NatsBusOptions {
  servers: string | string[];
  stream: NatsStreamConfig;
  /** Connection name shown by the server (service name). */
  name?: string;
  /** How long a publish may wait for the JetStream ack before it counts as failed. */
  publishTimeoutMs?: number;
  /** Wait between attempts while the server cannot be reached. */
  retryDelayMs?: number;
  logger?: EventsLogger;
  /**
   * Prepended (with a dot) to every subject on the wire and stripped from delivered messages, so
   * tests can use the real subjects on a shared server without touching its streams. The stream's
   * `subjects` must include the prefix.
   */
  subjectPrefix?: string;
}

/** Push consumers deliver to a fixed subject per durable so every replica binds to the same one. */
function deliverSubjectFor(stream: string, durable: string): string {
  return `_alive_deliver.${stream}.${durable}`;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/**
 * EventBus on NATS JetStream. Publishes go to a file-backed stream with `msgID` set (server-side
 * dedupe); consumers are durable push consumers with a deliver group, so N replicas bound to the same
 * durable + queue share the messages. Messages are acked after the handler resolves and nak'ed with
 * a growing delay when it throws.
 *
 * The bus never blocks a service from starting: it connects in the background and keeps retrying.
 * While the server is unreachable, `publish` rejects (after `publishTimeoutMs`) and `isReady()` is
 * false — the outbox relay keeps the events and retries.
 */
export function createNatsBus(options: NatsBusOptions): EventBus {
  const logger = options.logger ?? silentLogger;
  const publishTimeoutMs = options.publishTimeoutMs ?? 2_000;
  const retryDelayMs = options.retryDelayMs ?? 500;
  const streamName = options.stream.name;
  const prefix = options.subjectPrefix ? `${options.subjectPrefix}.` : '';
  const toWire = (subject: string) => prefix + subject;
  const fromWire = (subject: string) => (prefix && subject.startsWith(prefix) ? subject.slice(prefix.length) : subject);

  let closed = false;
  let connected = false;
  let streamReady: Promise<void> | undefined;
  const consumptions = new Set<Consumption>();
  const sleeps = new Set<() => void>();

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done(): void {
        clearTimeout(timer);
        sleeps.delete(done);
        resolve();
      }
      sleeps.add(done);
    });
  }

  async function connectUntilClosed(): Promise<NatsConnection> {
    for (let attempt = 1; ; attempt += 1) {
      if (closed) throw new Error('event bus closed');
      try {
        const nc = await connect({
          servers: options.servers,
          name: options.name,
          maxReconnectAttempts: -1,
          reconnectTimeWait: retryDelayMs,
          waitOnFirstConnect: false,
          // Without it every request, and so every JetStream publish of the outbox relay, builds two Errors
          // up front for the stack of a timeout that almost never comes: about 1 % of the choices service's
          // CPU in the choice loop's profile (docs/performance.md). A timeout still fails as TIMEOUT.
          noAsyncTraces: true,
        });
        connected = true;
        void watchStatus(nc);
        logger.info({ servers: options.servers }, 'nats connected');
        return nc;
      } catch (err) {
        if (attempt === 1 || attempt % 20 === 0) {
          logger.warn({ err: String(err), attempt }, 'nats unreachable, retrying');
        }
        await sleep(retryDelayMs);
      }
    }
  }

  async function watchStatus(nc: NatsConnection): Promise<void> {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect') {
        connected = false;
        streamReady = undefined; // re-check the stream after a restart (the server may have lost it)
        logger.warn({ server: status.data }, 'nats disconnected');
      } else if (status.type === 'reconnect') {
        connected = true;
        logger.info({ server: status.data }, 'nats reconnected');
      }
    }
  }

  const connection = connectUntilClosed();
  connection.catch(() => undefined); // closed before connecting; callers see their own rejection

  async function ensureStream(jsm: JetStreamManager): Promise<void> {
    try {
      const info = await jsm.streams.info(streamName);
      const missing = options.stream.subjects.filter((s) => !info.config.subjects.includes(s));
      if (missing.length > 0) {
        await jsm.streams.update(streamName, { ...info.config, subjects: [...info.config.subjects, ...missing] });
      }
    } catch (err) {
      if ((err as { code?: string }).code !== '404') throw err;
      await jsm.streams.add({ name: streamName, subjects: options.stream.subjects, storage: StorageType.File });
    }
  }

  async function jetstream(): Promise<JetStreamClient> {
    const nc = await connection;
    if (!streamReady) {
      const attempt = nc.jetstreamManager({ timeout: publishTimeoutMs }).then(ensureStream);
      streamReady = attempt;
      attempt.catch(() => {
        if (streamReady === attempt) streamReady = undefined;
      });
    }
    await streamReady;
    return nc.jetstream({ timeout: publishTimeoutMs });
  }

  function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${publishTimeoutMs} ms`)), publishTimeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  async function handleMessage<T>(msg: JsMsg, handler: ConsumeOptions<T>['handler']): Promise<void> {
    const deliveryCount = msg.info.redeliveryCount;
    let payload: T;
    try {
      payload = JSON.parse(decoder.decode(msg.data)) as T;
    } catch (err) {
      // Not JSON: no handler can ever process it; stop redelivering instead of looping forever.
      logger.error({ subject: msg.subject, seq: msg.seq, err: String(err) }, 'undecodable event terminated');
      msg.term();
      return;
    }
    try {
      const traceparent = msg.headers?.get('traceparent') || undefined;
      await handler({
        subject: fromWire(msg.subject),
        payload,
        msgId: msg.headers?.get('Nats-Msg-Id') || undefined,
        deliveryCount,
        ...(traceparent ? { traceparent } : {}),
      });
      msg.ack();
    } catch (err) {
      const delay = redeliveryDelayMs(deliveryCount);
      logger.warn({ subject: msg.subject, seq: msg.seq, deliveryCount, delay, err: String(err) }, 'event handler failed, nak');
      msg.nak(delay);
    }
  }

  return {
    async publish(subject: string, payload: unknown, { msgId, traceparent }: PublishOptions): Promise<void> {
      if (closed) throw new Error('event bus closed');
      const js = await withTimeout(jetstream(), 'connecting to JetStream');
      let traceHeaders: MsgHdrs | undefined;
      if (traceparent) {
        traceHeaders = natsHeaders();
        traceHeaders.set('traceparent', traceparent);
      }
      await js.publish(toWire(subject), encoder.encode(JSON.stringify(payload)), {
        msgID: msgId,
        timeout: publishTimeoutMs,
        ...(traceHeaders ? { headers: traceHeaders } : {}),
      });
    },

    async consume<T>(consumeOptions: ConsumeOptions<T>): Promise<Consumption> {
      if (closed) throw new Error('event bus closed');
      const { durable, subject, queue, handler } = consumeOptions;
      let stopped = false;
      let subscription: JetStreamSubscription | undefined;
      let markAttached: () => void = () => undefined;
      const attached = new Promise<void>((resolve) => {
        markAttached = resolve;
      });

      // Keeps one subscription bound to the durable for as long as the consumption runs. The nats
      // client re-subscribes by itself after a reconnect; this loop only re-binds when the
      // subscription itself ends with an error (e.g. the consumer was deleted on the server).
      const loop = (async () => {
        while (!stopped && !closed) {
          try {
            const js = await jetstream();
            if (stopped || closed) break;
            const opts = consumerOpts({
              durable_name: durable,
              deliver_group: queue,
              deliver_subject: deliverSubjectFor(streamName, durable),
              filter_subject: toWire(subject),
              ack_policy: AckPolicy.Explicit,
              deliver_policy: DeliverPolicy.All,
              ack_wait: nanos(30_000),
              max_ack_pending: 1_000,
            });
            opts.queue(queue);
            opts.manualAck();
            subscription = await js.subscribe(toWire(subject), opts);
            markAttached();
            logger.info({ durable, subject, queue }, 'consumer attached');
            for await (const msg of subscription) {
              await handleMessage(msg, handler);
            }
          } catch (err) {
            if (stopped || closed) break;
            logger.warn({ durable, err: String(err) }, 'consumer failed, re-binding');
            await sleep(retryDelayMs);
          }
        }
      })();

      const consumption: Consumption = {
        attached,
        async pending() {
          if (!subscription) throw new Error(`consumer ${durable} is not attached`);
          const info = await subscription.consumerInfo();
          return info.num_pending + info.num_ack_pending;
        },
        async stop() {
          stopped = true;
          consumptions.delete(consumption);
          // drain: stop new deliveries, let the handler finish what it holds; un-acked ones go to
          // another replica (or back to this durable) after ack_wait.
          await subscription?.drain().catch(() => undefined);
          for (const wake of [...sleeps]) wake();
          // Only wait for the loop when it got a subscription; otherwise it may be waiting for a
          // server that is down, and it checks `stopped` before subscribing.
          if (subscription) await loop;
        },
      };
      consumptions.add(consumption);
      return consumption;
    },

    isReady: () => connected && !closed,

    async close(): Promise<void> {
      if (closed) return;
      await Promise.all([...consumptions].map((c) => c.stop()));
      closed = true;
      for (const wake of [...sleeps]) wake();
      const nc = await connection.catch(() => undefined);
      connected = false;
      if (nc && !nc.isClosed()) await nc.drain().catch(() => nc.close());
    },
  };
}
