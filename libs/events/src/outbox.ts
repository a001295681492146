import { randomUUID } from 'node:crypto';
import { Prisma, type OutboxTable } from '@alive/db';
import type { ZodType } from 'zod';

/** One versioned kind of event: where it is published, its name and version, and its payload's schema. */
export interface EventType<Payload> {
  subject: string;
  type: string;
  version: number;
  schema: ZodType<Payload>;
  /**
   * The outbox of the one service that publishes it: each publisher writes and relays only its own
   * (docs/data-ownership.md), so a row can only be written by the service whose role owns the table.
   */
  outbox: OutboxTable;
}

/** An outbox row as written: the id is the bus message id (publish dedupe) and the event id. */
export interface OutboxEvent {
  /** The publisher's outbox table (EventType.outbox). */
  outbox: OutboxTable;
  id: string;
  subject: string;
  type: string;
  version: number;
  payload: Prisma.InputJsonValue;
  /** W3C traceparent of the request that wrote it; the relay sends it on (docs/architecture.md, "Traces"). */
  traceparent?: string;
}

/** Anything that runs raw SQL inside the caller's transaction (an interactive transaction client). */
export type OutboxWriter = Pick<Prisma.TransactionClient, '$executeRaw'>;

/**
 * The outbox row of one typed event. The payload is validated against the event's schema here, so a
 * malformed event fails the state change that produced it instead of reaching consumers.
 * `id` defaults to a new UUID; pass one when the payload carries it (e.g. `eventId`).
 */
export function outboxEvent<Payload>(
  eventType: EventType<Payload>,
  payload: Payload,
  id: string = randomUUID(),
  traceparent?: string,
): OutboxEvent {
  return {
    outbox: eventType.outbox,
    id,
    subject: eventType.subject,
    type: eventType.type,
    version: eventType.version,
    payload: eventType.schema.parse(payload) as Prisma.InputJsonValue,
    ...(traceparent ? { traceparent } : {}),
  };
}

/** An outbox table's name as SQL: only the OutboxTable names, never input. */
export function outboxIdentifier(outbox: OutboxTable): Prisma.Sql {
  if (!/^([a-z]+_)?outbox_events$/.test(outbox)) throw new Error(`not an outbox table: ${outbox}`);
  return Prisma.raw(outbox);
}

/**
 * The INSERT of one outbox row, the only SQL that writes outbox rows. It runs inside a transaction
 * (enqueueEvent) or is embedded in a caller's single-statement write (a data-modifying CTE): either
 * way the row commits exactly when the state change commits and never for a rolled-back one.
 */
export function outboxInsertSql(event: OutboxEvent): Prisma.Sql {
  return Prisma.sql`INSERT INTO ${outboxIdentifier(event.outbox)} (id, subject, type, version, payload, traceparent)
          VALUES (${event.id}::uuid, ${event.subject}, ${event.type}, ${event.version}, ${JSON.stringify(event.payload)}::jsonb, ${event.traceparent ?? null})`;
}

/** Records a typed event in the outbox inside the caller's transaction; returns its id. */
export async function enqueueEvent<Payload>(
  tx: OutboxWriter,
  eventType: EventType<Payload>,
  payload: Payload,
  id?: string,
  traceparent?: string,
): Promise<string> {
  const event = outboxEvent(eventType, payload, id, traceparent);
  await tx.$executeRaw(outboxInsertSql(event));
  return event.id;
}
