import type { TracePublish } from '@alive/events';
import { inPublishSpan } from './trace-context.ts';

/**
 * The outbox relay's `tracePublish` for `service`: each row is published in a producer span that
 * continues the trace of the request that wrote it, and the message carries that span on to the
 * consumers (docs/architecture.md, "Traces").
 */
export function outboxPublishSpans(service: string): TracePublish {
  return (row, publish) => inPublishSpan({ service, subject: row.subject, msgId: row.id, traceparent: row.traceparent }, publish);
}
