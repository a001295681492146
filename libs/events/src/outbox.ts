import { randomUUID } from 'node:crypto';
import type { Prisma } from '@alive/db';

export interface OutboxEventInput {
  /** Defaults to a new UUID; pass one when the payload must carry it (e.g. `eventId`). */
  id?: string;
  subject: string;
  type: string;
  version: number;
  payload: Prisma.InputJsonValue;
}

/**
 * Records an event in the outbox inside the caller's transaction, so it commits (and is later
 * relayed) exactly when the state change commits, and never for a rolled-back change.
 * Returns the outbox id, which is also the bus message id (publish dedupe) and the event id.
 */
export async function writeOutboxEvent(tx: Prisma.TransactionClient, event: OutboxEventInput): Promise<string> {
  const id = event.id ?? randomUUID();
  await tx.outboxEvent.create({
    data: { id, subject: event.subject, type: event.type, version: event.version, payload: event.payload },
  });
  return id;
}
