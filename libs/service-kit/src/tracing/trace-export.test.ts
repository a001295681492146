import { SpanKind } from '@opentelemetry/api';
import { readSettings } from '../settings/define-settings.ts';
import { runnerSettings } from '../settings/process-settings.ts';
import { startServiceEntry } from '../run-service.ts';
import { startOtlpReceiver, type OtlpReceiver } from '../testing/otlp-receiver.ts';
import { endSpan, inPublishSpan, startSpan } from './trace-context.ts';
import { traceExportFrom } from './trace-export.ts';
import { startSpanExport } from './tracer-providers.ts';

/** The export process `name` would start with `env` (docs/architecture.md, "Traces"). */
const exportOf = (env: Record<string, string>, name = 'choices', sharedProcess = false) =>
  traceExportFrom(readSettings(runnerSettings(name), env).traces, name, sharedProcess);

describe('trace export settings (docs/architecture.md, "Traces")', () => {
  it('exports nothing while no endpoint is set', () => {
    expect(exportOf({})).toBeUndefined();
    expect(exportOf({ OTEL_SERVICE_NAME: 'alive-choices' })).toBeUndefined();
    const spans = startSpanExport('choices', undefined);
    expect(spans.tracesUrl).toBeUndefined();
  });

  it('sends spans to <endpoint>/v1/traces, or to the traces endpoint as written, named after the process', () => {
    expect(exportOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toEqual({ tracesUrl: 'http://collector:4318/v1/traces', serviceName: 'choices' });
    expect(exportOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel.example/otlp/' }, 'edge')).toEqual({ tracesUrl: 'https://otel.example/otlp/v1/traces', serviceName: 'edge' });
    expect(
      exportOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces.example/ingest' })?.tracesUrl,
    ).toBe('http://traces.example/ingest');
  });

  it('takes OTEL_SERVICE_NAME in a standalone process, and the service names in a process of several', () => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'alive-choices' };
    expect(exportOf(env)?.serviceName).toBe('alive-choices');
    expect(exportOf(env, 'recommendations', true)?.serviceName).toBe('recommendations');
  });

  it('refuses to start a process whose endpoint is not an http(s) URL, naming the variable', async () => {
    const created = vi.fn();
    const entry: Parameters<typeof startServiceEntry>[0] = { name: 'admin', settings: {}, create: created };
    await expect(
      startServiceEntry(entry, { env: { LOG_LEVEL: 'silent', OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'not a url' } }),
    ).rejects.toThrow(
      'Invalid settings: OTEL_EXPORTER_OTLP_ENDPOINT: expected an http(s) URL, got "collector:4318"; ' +
        'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: expected an http(s) URL, got "not a url"',
    );
    expect(created).not.toHaveBeenCalled();
  });
});

describe('span export', () => {
  let receiver: OtlpReceiver;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
  });

  afterAll(async () => {
    await receiver?.close();
  });

  it("posts a service's spans to the endpoint with its service.name, at the latest when it stops", async () => {
    const exportTo = exportOf({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }, 'groups');
    const spans = startSpanExport('groups', exportTo);
    expect(spans.tracesUrl).toBe(`${receiver.url}/v1/traces`);
    const request = startSpan('GET /api/groups', {}, { service: 'groups' });
    await inPublishSpan({ service: 'groups', subject: 'alive.groups.membership.v1', msgId: 'm1', traceparent: request.traceparent }, async () => {});
    endSpan(request.span);
    // Another service of the same process keeps its own provider: it exports nothing here.
    endSpan(startSpan('GET /api/choice-pairs/next', {}, { service: 'choices' }).span);
    await spans.stop();

    expect(receiver.paths).toEqual(['/v1/traces']);
    const traceId = request.traceId;
    const spanId = request.span.spanContext().spanId;
    expect(receiver.spans).toEqual([
      { serviceName: 'groups', traceId, spanId: expect.any(String), parentSpanId: spanId, name: 'publish alive.groups.membership.v1', kind: 'producer' },
      { serviceName: 'groups', traceId, spanId, parentSpanId: '', name: 'GET /api/groups', kind: 'server' },
    ]);
  });

  it('stops exporting after stop(): later spans of the service keep ids only', async () => {
    const spans = startSpanExport('profile', exportOf({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }, 'profile'));
    await spans.stop();
    const before = receiver.spans.length;
    endSpan(startSpan('late', {}, { service: 'profile', kind: SpanKind.INTERNAL }).span);
    await spans.stop();
    expect(receiver.spans).toHaveLength(before);
  });
});
