import type { Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { TraceExport } from './trace-export.ts';

const TRACER_NAME = 'alive';

/**
 * Longest wait for the collector when a service stops: its last spans are sent if it answers, and a
 * collector that is down never holds a stopping process past this (docs/architecture.md, "Traces").
 */
const STOP_FLUSH_LIMIT_MS = 5_000;

interface Registered {
  provider: BasicTracerProvider;
  tracer: Tracer;
}

/**
 * One provider per service. A provider's resource names one service (`service.name`), and the
 * embedded site runs every service in one process, so each service starts its spans from its own
 * provider: a trace then shows the edge, choices and recommendations as separate services
 * (docs/architecture.md, "Traces"). A service without an export gets a provider that records ids only.
 */
const providers = new Map<string, Registered>();

function register(service: string, provider: BasicTracerProvider): Registered {
  const registered = { provider, tracer: provider.getTracer(TRACER_NAME) };
  providers.set(service, registered);
  return registered;
}

/** The tracer `service` starts its spans with. */
export function tracerOf(service: string): Tracer {
  return (providers.get(service) ?? register(service, new BasicTracerProvider())).tracer;
}

export interface SpanExport {
  /** Where the service's spans are posted; undefined: nowhere, they keep ids only. */
  tracesUrl: string | undefined;
  /** Their `service.name`. */
  serviceName: string;
  /** Sends the spans still buffered (bounded wait), then stops exporting. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Sends the spans of `service` to `exportTo` over OTLP/HTTP (JSON), in batches, from now until
 * `stop()`; without `exportTo` nothing changes. The runner calls it before the service is created
 * and stops it last at shutdown (run-service.ts).
 */
export function startSpanExport(service: string, exportTo: TraceExport | undefined): SpanExport {
  if (!exportTo) return { tracesUrl: undefined, serviceName: service, stop: async () => {} };
  const provider = new BasicTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': exportTo.serviceName })),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: exportTo.tracesUrl }))],
  });
  const registered = register(service, provider);
  let stopping: Promise<void> | undefined;
  return {
    tracesUrl: exportTo.tracesUrl,
    serviceName: exportTo.serviceName,
    stop() {
      stopping ??= (async () => {
        if (providers.get(service) === registered) providers.delete(service);
        let timer: NodeJS.Timeout | undefined;
        const limit = new Promise<void>((resolve) => {
          timer = setTimeout(resolve, STOP_FLUSH_LIMIT_MS);
        });
        // shutdown() flushes the batch processor first; a failed export loses spans, never the shutdown.
        await Promise.race([provider.shutdown().catch(() => undefined), limit]);
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}
