import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, createTestUser, seedChoicePairs, type TestDatabase } from '@alive/db/testing';
import { createNatsBus, type EventBus } from '@alive/events';
import { waitFor } from '@alive/events/testing';
import { PROCESSES } from '@alive/features';
import { loadServiceConfig, type RunningService } from '@alive/service-kit';
import { startServiceEntry } from '@alive/service-kit/runner';
import { sessionCookieFor, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '@alive/service-kit/testing';
import { loadServiceEntry } from '../service-entries.ts';

// One choice's spans leave the processes (docs/architecture.md, "Traces"): the edge, choices and
// recommendations run from their own service entries in one process, as the embedded site runs them,
// on a real Postgres database and NATS JetStream, with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a
// stand-in collector. The trace of `POST /api/user-choices` must arrive there as one tree: the edge's
// span → the choices request → the outbox relay's publish → the recommendations consumer, each span
// named after its own service.
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const STARTED = ['choices', 'recommendations', 'edge'] as const;

/** The spans of one trace as indented lines, `service: name (kind)`, children under their parent. */
function spanTree(spans: readonly ReceivedSpan[]): string[] {
  const ids = new Set(spans.map((span) => span.spanId));
  const lines: string[] = [];
  const walk = (span: ReceivedSpan, depth: number) => {
    lines.push(`${'  '.repeat(depth)}${span.serviceName}: ${span.name} (${span.kind})`);
    for (const child of spans.filter((candidate) => candidate.parentSpanId === span.spanId)) walk(child, depth + 1);
  };
  for (const root of spans.filter((span) => !ids.has(span.parentSpanId))) walk(root, 0);
  return lines;
}

describe('a choice, traced to a collector', () => {
  let receiver: OtlpReceiver;
  let db: TestDatabase;
  let bus: EventBus;
  const running: RunningService[] = [];
  let edgeUrl: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    db = await createTestDatabase();
    const id = randomBytes(4).toString('hex');
    bus = createNatsBus({ servers: NATS_URL, stream: { name: `TEST_TRACE_EXPORT_${id}`, subjects: [`traceexport${id}.>`] }, subjectPrefix: `traceexport${id}` });
    env = {
      LOG_LEVEL: 'silent',
      SESSION_KEYS: 'trace-export-key',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OUTBOX_POLL_MS: '50',
      WORKER_THREADS: '0',
      EDGE_METRICS_PORT: '0',
    };
    // Ports 0; the edge finds choices by CHOICES_URL (as scripts/service-entries.test.ts launches the site).
    for (const name of STARTED) env[`${name.toUpperCase()}_PORT`] = '0';
    const config = loadServiceConfig(env);
    for (const name of STARTED) {
      const entry = await loadServiceEntry(PROCESSES.find((proc) => proc.name === name)!);
      const service = await startServiceEntry(entry, { env, shared: { config, prisma: db.prisma, bus }, exitOnSignal: false });
      running.push(service);
      env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${service.port}`;
    }
    edgeUrl = env.EDGE_URL!;
  }, 60_000);

  afterAll(async () => {
    for (const service of running.reverse()) await service.shutdown('test');
    await bus?.close();
    await db?.drop();
    await receiver?.close();
  });

  it('exports the spans of the edge, choices, the outbox relay and the recommendations consumer under one trace id', async () => {
    const [pair] = await seedChoicePairs(db.prisma);
    const user = await createTestUser(db.prisma);
    const cookie = await sessionCookieFor(db.prisma, user.id, loadServiceConfig(env));
    const response = await fetch(`${edgeUrl}/api/user-choices`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: 'http://localhost:3000' },
      body: JSON.stringify({ choicePairId: pair!.id, selectedOption: 'option1', responseTime: 800 }),
    });
    expect(response.status).toBe(201);
    const traceId = /^00-([0-9a-f]{32})-/.exec(response.headers.get('traceparent') ?? '')?.[1];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    // Each service's batch processor sends on its own schedule (every few seconds): wait for all four.
    const ofTrace = () => receiver.spans.filter((span) => span.traceId === traceId);
    const expected = ['edge server', 'choices server', 'choices producer', 'recommendations consumer'];
    const arrived = () => new Set(ofTrace().map((span) => `${span.serviceName} ${span.kind}`));
    await waitFor(() => expected.every((key) => arrived().has(key)), 20_000, 'the four spans at the collector');

    const spans = ofTrace();
    const tree = spanTree(spans);
    console.log(`trace ${traceId} at the collector:\n${tree.join('\n')}`);
    expect(tree).toEqual([
      'edge: POST edge (server)',
      '  choices: POST /api/user-choices (server)',
      '    choices: publish alive.choices.made.v1 (producer)',
      '      recommendations: consume alive.choices.made.v1 (consumer)',
    ]);

    const one = (service: string, kind: ReceivedSpan['kind']) => {
      const found = spans.filter((span) => span.serviceName === service && span.kind === kind);
      expect(found, `${service} ${kind}`).toHaveLength(1);
      return found[0]!;
    };
    const edge = one('edge', 'server');
    const request = one('choices', 'server');
    const publish = one('choices', 'producer');
    const consume = one('recommendations', 'consumer');
    expect(edge.parentSpanId).toBe('');
    expect(request.parentSpanId).toBe(edge.spanId);
    expect(publish.parentSpanId).toBe(request.spanId);
    expect(consume.parentSpanId).toBe(publish.spanId);
    expect(receiver.paths.every((path) => path === '/v1/traces')).toBe(true);
  }, 60_000);
});
