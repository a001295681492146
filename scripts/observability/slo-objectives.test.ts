import { choicesRoutes } from '@alive/contracts';
import { HTTP_DURATION_BUCKETS } from '@alive/service-kit';
import { workloads } from '../deploy/deploy-targets.ts';
import { createEdgeMetrics } from '../../services/edge/src/releases/edge-metrics.ts';
import { PRODUCTION_TIMING, recordedWindows, scaledTiming } from './alert-timing.ts';
import { HOUR, MINUTE, promDuration } from './durations.ts';
import { choiceLoopSelectors, serviceLevelObjectives } from './service-level-objectives.ts';
import { CHOICE_LOOP_OBJECTIVES, WORKLOAD_OBJECTIVES } from './slo-objectives.ts';

// The objectives table (docs/deploy.md, "Service-level objectives") covers every HTTP workload and
// only those, and each objective can be measured and alerted on.
describe('service-level objectives', () => {
  it('has objectives for every HTTP workload of the cluster, and for nothing else', () => {
    expect(Object.keys(WORKLOAD_OBJECTIVES).sort()).toEqual(workloads().map((w) => w.name).sort());
  });

  it('gives each an availability and a latency objective, the choice loop included, with a reason', () => {
    const slos = serviceLevelObjectives();
    expect(slos).toHaveLength(2 * (workloads().length + 1));
    expect(new Set(slos.map((slo) => slo.name)).size).toBe(slos.length);
    for (const slo of slos) {
      expect(slo.objective, slo.name).toBeGreaterThan(0);
      expect(slo.objective, slo.name).toBeLessThan(1);
      expect(slo.reason.length, slo.name).toBeGreaterThan(20);
    }
  });

  it('puts every latency threshold on a bucket of the request histogram, the edge\'s as the services\'', async () => {
    for (const slo of serviceLevelObjectives().filter((s) => s.kind === 'latency')) expect(HTTP_DURATION_BUCKETS, slo.name).toContain(slo.thresholdSeconds);
    const edge = createEdgeMetrics({ defaultMetrics: false });
    edge.requests.observe({ method: 'GET', route: '/*', status: '200', upstream: 'edge' }, 0.01);
    const les = (await edge.requests.get()).values.map((v) => (v.labels as Record<string, string | number | undefined>).le);
    const buckets = les.filter((le) => le !== undefined && le !== '+Inf').map(Number);
    expect(buckets).toEqual([...HTTP_DURATION_BUCKETS]);
  });

  it('leaves every objective a budget the fastest page alert can see burn (burn rate × budget < 1)', () => {
    const fastest = Math.max(...PRODUCTION_TIMING.burnRateWindows.map((w) => w.burnRate));
    for (const slo of serviceLevelObjectives()) expect(fastest * (1 - slo.objective), slo.name).toBeLessThan(1);
  });

  it('counts the choice loop as the answer and the reads of the next pair, from the choices endpoint table', () => {
    const [answer, reads] = choiceLoopSelectors();
    expect(answer).toContain(`route="${choicesRoutes.submitChoice.path}"`);
    expect(reads!.join(',')).toContain(choicesRoutes.nextPair.path);
    expect(reads!.join(',')).not.toContain(choicesRoutes.addPersonalPair.path);
    expect(CHOICE_LOOP_OBJECTIVES.availability.objective).toBeGreaterThanOrEqual(WORKLOAD_OBJECTIVES.choices!.availability.objective);
  });
});

describe('alert timing', () => {
  it('writes durations as rules take them', () => {
    expect([5 * MINUTE, HOUR, 72 * MINUTE, 24 * HOUR, 30, 0.5].map(promDuration)).toEqual(['5m', '1h', '72m', '1d', '30s', '500ms']);
    expect(() => promDuration(0)).toThrow();
  });

  it('pairs each long window with a short one a twelfth of it, and records every window once', () => {
    for (const w of PRODUCTION_TIMING.burnRateWindows) expect(w.short * 12).toBe(w.long);
    expect(recordedWindows(PRODUCTION_TIMING).map(promDuration)).toEqual(['5m', '30m', '1h', '2h', '6h', '1d', '3d']);
  });

  it('scales every duration for a test, and no count', () => {
    const scaled = scaledTiming(PRODUCTION_TIMING, 60);
    expect(recordedWindows(scaled).map(promDuration)).toEqual(['5s', '30s', '1m', '2m', '6m', '24m', '72m']);
    expect(scaled.crashLoop.restarts).toBe(PRODUCTION_TIMING.crashLoop.restarts);
    expect(scaled.burnRateWindows.map((w) => w.burnRate)).toEqual(PRODUCTION_TIMING.burnRateWindows.map((w) => w.burnRate));
  });
});
