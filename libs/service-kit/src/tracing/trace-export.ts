import type { Settings } from '../settings/define-settings.ts';
import type { traceExportSettings } from '../settings/shared-settings.ts';

export type TraceExportSettings = Settings<{ traces: typeof traceExportSettings }>['traces'];

/** Where one service's spans go and the `service.name` they carry (docs/architecture.md, "Traces"). */
export interface TraceExport {
  /** The OTLP/HTTP URL spans are posted to. */
  tracesUrl: string;
  serviceName: string;
}

/** The path the OTLP/HTTP specification adds to OTEL_EXPORTER_OTLP_ENDPOINT for spans. */
const TRACES_PATH = 'v1/traces';

/**
 * As the OpenTelemetry specification reads them: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is the URL as
 * written, OTEL_EXPORTER_OTLP_ENDPOINT a base that `v1/traces` is added to. Both unset: no export.
 */
export function otlpTracesUrl(traces: Pick<TraceExportSettings, 'endpoint' | 'tracesEndpoint'>): string | undefined {
  if (traces.tracesEndpoint) return traces.tracesEndpoint;
  if (!traces.endpoint) return undefined;
  return `${traces.endpoint.endsWith('/') ? traces.endpoint : `${traces.endpoint}/`}${TRACES_PATH}`;
}

/**
 * The export of process `name`'s spans, or undefined when no endpoint is set. OTEL_SERVICE_NAME
 * renames a standalone process; in a process that runs several services (`sharedProcess`, the
 * embedded site) one name cannot tell them apart, so each keeps its own.
 */
export function traceExportFrom(traces: TraceExportSettings, name: string, sharedProcess = false): TraceExport | undefined {
  const tracesUrl = otlpTracesUrl(traces);
  if (!tracesUrl) return undefined;
  return { tracesUrl, serviceName: sharedProcess ? name : (traces.serviceName ?? name) };
}
