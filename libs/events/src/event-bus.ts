/**
 * The one event-bus interface every service codes against. Two implementations with the same
 * semantics: JetStream (`createNatsBus`) and in-process (`createInProcessBus`, embedded default + tests).
 *
 * Semantics both implementations keep:
 * - `publish` resolves only once the message is stored; a repeated `msgId` (within the dedupe window)
 *   is stored once. It rejects when the bus cannot store it — callers (the outbox relay) retry.
 * - A `durable` consumer receives every message on its subject published after the stream exists,
 *   including those published while no replica was running.
 * - Replicas that consume with the same `durable` + `queue` share the work: each message goes to one.
 * - The message is acknowledged only after `handler` resolves; if it throws, the message is
 *   redelivered later (with backoff), so handlers must be idempotent (e.g. by event id).
 */
export interface BusMessage<T = unknown> {
  subject: string;
  payload: T;
  /** Message id used for publish dedupe (the outbox row id). */
  msgId: string | undefined;
  /** 1 on first delivery, 2+ on redeliveries. */
  deliveryCount: number;
  /** W3C traceparent of the request that produced the event, when it had one (docs/architecture.md, "Traces"). */
  traceparent?: string;
}

export type MessageHandler<T = unknown> = (message: BusMessage<T>) => Promise<void>;

export interface ConsumeOptions<T = unknown> {
  /** Durable consumer name; its position survives restarts. */
  durable: string;
  /** Subject (may use NATS wildcards `*` and `>`). */
  subject: string;
  /** Work-sharing group: replicas using the same durable and queue split the messages. */
  queue: string;
  handler: MessageHandler<T>;
}

export interface Consumption {
  /** Resolves once the consumer is bound on the bus (NATS: the durable exists and is subscribed). */
  attached: Promise<void>;
  /** Stops receiving; in-flight handler runs finish first. The durable position is kept. */
  stop(): Promise<void>;
  /**
   * Messages of the durable not yet acknowledged: waiting to be delivered plus delivered and not yet
   * acked, over every replica of the queue group. Read for the consumer metrics (docs/architecture.md,
   * "Metrics"); rejects when the bus cannot say (NATS unreachable, not attached yet).
   */
  pending(): Promise<number>;
}

export interface PublishOptions {
  msgId: string;
  /** Sent as the `traceparent` message header. */
  traceparent?: string;
}

export interface EventBus {
  publish(subject: string, payload: unknown, options: PublishOptions): Promise<void>;
  consume<T = unknown>(options: ConsumeOptions<T>): Promise<Consumption>;
  /** True when the bus can currently accept publishes (used by /readyz). */
  isReady(): boolean;
  close(): Promise<void>;
}

/** Delay before redelivering a message whose handler failed: 0.5 s, 1 s, 2 s ... capped at 30 s. */
export function redeliveryDelayMs(deliveryCount: number): number {
  return Math.min(30_000, 500 * 2 ** Math.max(0, deliveryCount - 1));
}
