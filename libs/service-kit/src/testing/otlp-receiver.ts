import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** One span as a collector receives it, with the `service.name` of its resource. */
export interface ReceivedSpan {
  serviceName: string;
  traceId: string;
  spanId: string;
  /** Empty for the root of a trace. */
  parentSpanId: string;
  name: string;
  kind: 'internal' | 'server' | 'client' | 'producer' | 'consumer' | 'unspecified';
}

export interface OtlpReceiver {
  /** `http://127.0.0.1:<port>`: the value of OTEL_EXPORTER_OTLP_ENDPOINT. */
  url: string;
  /** Every span received so far, in arrival order. */
  spans: ReceivedSpan[];
  /** The paths the exporter posted to. */
  paths: string[];
  close(): Promise<void>;
}

const KINDS = ['unspecified', 'internal', 'server', 'client', 'producer', 'consumer'] as const;

/** The OTLP/JSON body of an export request (only the fields read here). */
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: { key: string; value?: { stringValue?: string } }[] };
    scopeSpans?: { spans?: { traceId: string; spanId: string; parentSpanId?: string; name: string; kind?: number }[] }[];
  }[];
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body;
}

/** The spans of one OTLP/JSON export request (what `@opentelemetry/exporter-trace-otlp-http` sends). */
export function spansOfExport(request: ExportRequest): ReceivedSpan[] {
  return (request.resourceSpans ?? []).flatMap((resourceSpans) => {
    const serviceName = resourceSpans.resource?.attributes?.find((attribute) => attribute.key === 'service.name')?.value?.stringValue ?? '';
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        serviceName,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: KINDS[span.kind ?? 0] ?? 'unspecified',
      })),
    );
  });
}

/**
 * A stand-in OpenTelemetry collector for tests (docs/architecture.md, "Traces"): takes OTLP/HTTP JSON
 * exports on 127.0.0.1 and keeps their spans. Protobuf exports are answered 415, so a test notices.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const paths: string[] = [];
  const server = createServer((req, res) => {
    bodyOf(req).then(
      (body) => {
        paths.push(req.url ?? '');
        if (!String(req.headers['content-type']).startsWith('application/json')) {
          res.writeHead(415).end();
          return;
        }
        spans.push(...spansOfExport(JSON.parse(body.toString('utf8')) as ExportRequest));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      },
      () => res.writeHead(400).end(),
    );
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    paths,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
