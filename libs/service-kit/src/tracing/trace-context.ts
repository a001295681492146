import { ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { tracerOf } from './tracer-providers.ts';

/**
 * W3C trace context through the platform (docs/architecture.md, "Traces"): the edge starts a trace
 * for a browser request (or continues the caller's `traceparent`), every service continues it with a
 * span of its own, and the trace id is on every log line of the request. Spans go through the
 * OpenTelemetry API, each from the tracer of the service that starts it (tracer-providers.ts), which
 * exports them when OTEL_EXPORTER_OTLP_ENDPOINT is set and otherwise records ids only.
 */
const propagator = new W3CTraceContextPropagator();

type Carrier = Record<string, string | string[] | undefined>;

const getter = {
  keys: (carrier: Carrier) => Object.keys(carrier),
  get: (carrier: Carrier, key: string) => carrier[key.toLowerCase()],
};

export interface StartedSpan {
  span: Span;
  /** 32 hex digits; the same for every span of the trace. */
  traceId: string;
  /** The `traceparent` header naming this span as the parent of what it calls. */
  traceparent: string;
}

export interface SpanOptions {
  /** The process of the feature registry the span belongs to (`edge`, `choices`, ...): its `service.name`. */
  service: string;
  kind?: SpanKind;
  attributes?: Record<string, string>;
}

/** Starts a span that continues the `traceparent` in `headers` (HTTP headers or message headers), or a new trace. */
export function startSpan(name: string, headers: Carrier, { service, kind = SpanKind.SERVER, attributes }: SpanOptions): StartedSpan {
  const parent = propagator.extract(ROOT_CONTEXT, headers, getter);
  const span = tracerOf(service).startSpan(name, { kind, ...(attributes ? { attributes } : {}) }, parent);
  const carrier: Record<string, string> = {};
  propagator.inject(trace.setSpan(ROOT_CONTEXT, span), carrier, { set: (c, key, value) => void (c[key] = value) });
  return { span, traceId: span.spanContext().traceId, traceparent: carrier.traceparent! };
}

/** A consumer's span for one bus message, continuing the trace of the request that produced the event. */
export function startConsumerSpan(service: string, name: string, traceparent: string | undefined): StartedSpan {
  return startSpan(name, traceparent ? { traceparent } : {}, { service, kind: SpanKind.CONSUMER });
}

/** Ends a span; a failure marks it as an error. */
export function endSpan(span: Span, failed = false): void {
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** Ends a request span with its HTTP status (5xx = error). */
export function endHttpSpan(span: Span, status: number): void {
  span.setAttribute('http.response.status_code', status);
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** The slice of a logger a consumer uses (pino's, or the events lib's `EventsLogger`). */
export interface LineLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** `logger` with `traceId` on every line. */
export function withTraceId(logger: LineLogger, traceId: string): LineLogger {
  return {
    info: (obj, msg) => logger.info({ ...obj, traceId }, msg),
    warn: (obj, msg) => logger.warn({ ...obj, traceId }, msg),
    error: (obj, msg) => logger.error({ ...obj, traceId }, msg),
  };
}

/**
 * Handles one bus message inside a consumer span that continues the trace of the request that
 * produced the event, with a logger that puts its trace id on every line; the span is marked failed
 * when `handle` throws (docs/architecture.md, "Traces").
 */
export async function inConsumerSpan<T>(
  { service, name, traceparent }: { service: string; name: string; traceparent: string | undefined },
  logger: LineLogger,
  handle: (logger: LineLogger) => Promise<T>,
): Promise<T> {
  const { span, traceId } = startConsumerSpan(service, name, traceparent);
  let failed = true;
  try {
    const result = await handle(withTraceId(logger, traceId));
    failed = false;
    return result;
  } finally {
    endSpan(span, failed);
  }
}

/**
 * Publishes one event inside a producer span of `service`, child of the trace the event carries (the
 * `traceparent` of the request that wrote the outbox row). `publish` gets the span's own traceparent
 * to send with the message, so the consumer's span is the child of this one (docs/architecture.md,
 * "Traces"). The outbox relay runs each row's publish through it (`outboxPublishSpans`).
 */
export async function inPublishSpan<T>(
  { service, subject, msgId, traceparent }: { service: string; subject: string; msgId: string; traceparent: string | undefined },
  publish: (traceparent: string) => Promise<T>,
): Promise<T> {
  const started = startSpan(`publish ${subject}`, traceparent ? { traceparent } : {}, {
    service,
    kind: SpanKind.PRODUCER,
    attributes: { 'messaging.destination.name': subject, 'messaging.message.id': msgId },
  });
  let failed = true;
  try {
    const result = await publish(started.traceparent);
    failed = false;
    return result;
  } finally {
    endSpan(started.span, failed);
  }
}
