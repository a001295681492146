/**
 * The long tasks of one Lighthouse pass of a screen, as the bench runs it (signed in, cold, mobile),
 * each with the functions it spent its time in (self time from the pass's own CPU samples), so a long
 * task Lighthouse reports can be named (docs/performance.md, "Phones: Lighthouse mobile"). The times are
 * the pass's observed ones, before Lighthouse's 4× simulation. A diagnosis tool beside the bench, not a
 * check; it needs a running site.
 *
 *   node --import tsx tools/lighthouse/trace-tasks.ts --base-url http://localhost:3000 --path /recommendations [--min 40] [--top 12]
 */
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { ACCOUNTS } from '../../e2e/tests/support/sign-in.ts';
import { clearForColdLoad } from '../../e2e/tests/support/lighthouse-pass.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './sign-in.ts';

const { values: args } = parseArgs({
  options: { 'base-url': { type: 'string', default: 'http://localhost:3000' }, path: { type: 'string', default: '/' }, min: { type: 'string', default: '40' }, top: { type: 'string', default: '12' } },
});

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[]; startTime?: number } };
}
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}

const BROWSER_WORK = new Set(['ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'HitTest', 'EvaluateScript', 'v8.compile', 'v8.compileModule', 'MajorGC', 'MinorGC']);

const base = args['base-url'];
const url = new URL(args.path, base).href;
const chromium = await launchChromium();
try {
  await signIn(chromium.browser, base, ACCOUNTS.alex);
  await clearForColdLoad(chromium.control, base);
  const flags = { port: chromium.port, output: 'json' as const, logLevel: 'error' as const, disableStorageReset: true, onlyCategories: ['performance'], additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' };
  const runner = await lighthouse(url, flags);
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const events = (runner.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
  // The page's main thread: the one that parsed the measured document.
  const main = events.find((event) => event.name === 'ParseHTML' && JSON.stringify(event.args ?? {}).includes(url));
  if (!main) throw new Error(`no ParseHTML of ${url} in the trace`);
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur);
  // The main thread's CPU samples, with their times.
  const profile = events.find((event) => event.name === 'Profile' && event.pid === main.pid && event.tid === main.tid);
  const nodes = new Map<number, ProfileNode>();
  const samples: { node: number; ts: number }[] = [];
  let at = profile?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === main.pid && event.id === profile?.id)) {
    for (const node of chunk.args?.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args?.data?.timeDeltas ?? [];
    (chunk.args?.data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      at += deltas[index] ?? 0;
      samples.push({ node, ts: at });
    });
  }
  const lhr = runner.lhr as unknown as { audits: Record<string, { displayValue?: string }> };
  console.log(`${args.path}: TBT ${lhr.audits['total-blocking-time']?.displayValue} (simulated), LCP ${lhr.audits['largest-contentful-paint']?.displayValue}`);
  for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur! / 1000 >= Number(args.min))) {
    const self = new Map<string, number>();
    for (let index = 1; index < samples.length; index += 1) {
      const sample = samples[index]!;
      if (sample.ts < task.ts || sample.ts > task.ts + task.dur!) continue;
      const frame = nodes.get(sample.node)?.callFrame;
      const name = frame ? `${frame.functionName || '(anonymous)'} ${(frame.url ?? '').replace(base, '')}${frame.url ? `:${frame.lineNumber}:${frame.columnNumber}` : ''}` : '?';
      self.set(name, (self.get(name) ?? 0) + (sample.ts - samples[index - 1]!.ts) / 1000);
    }
    // The browser's own work in it (parsing, style, layout, paint), which the CPU samples show only as "(program)".
    const native = onMain
      .filter((event) => BROWSER_WORK.has(event.name) && event.ts >= task.ts && event.ts + event.dur! <= task.ts + task.dur! && event.dur! >= 2000)
      .map((event) => `${event.name} ${(event.dur! / 1000).toFixed(0)} ms`);
    console.log(`task at ${((task.ts - main.ts) / 1000).toFixed(0)} ms after the document's parse began: ${(task.dur! / 1000).toFixed(0)} ms observed${native.length ? `; ${native.join(', ')}` : ''}`);
    for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(args.top))) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${name}`);
  }
} finally {
  await chromium.close();
}
