/**
 * Where a screen's cold load spends the main thread, under Lighthouse's 4× CPU slowdown: a V8 CPU
 * profile of the page from navigation until the screen is in and the page is idle, as self time by
 * function and by script (docs/performance.md, "Phones: Lighthouse mobile"). A diagnosis tool beside
 * the bench, not a check.
 *
 *   node --import tsx scripts/lighthouse/profile-screen.ts --base-url http://localhost:3000 --path /recommendations [--top 25]
 */
import { parseArgs } from 'node:util';
import { ACCOUNTS } from '../../e2e/tests/support/sign-in.ts';
import { launchChromium } from './chromium.ts';
import { signIn } from './sign-in.ts';

const { values: args } = parseArgs({
  options: { 'base-url': { type: 'string', default: 'http://localhost:3000' }, path: { type: 'string', default: '/' }, top: { type: 'string', default: '25' }, slowdown: { type: 'string', default: '4' } },
});

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const chromium = await launchChromium();
try {
  await signIn(chromium.browser, args['base-url'], ACCOUNTS.alex);
  const page = await chromium.browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.slowdown) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(new URL(args.path, args['base-url']).href, { waitUntil: 'networkidle0', timeout: 60_000 });
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0)));
  const byFunction = new Map<string, number>();
  const byScript = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    const script = frame.url.replace(args['base-url'], '') || `(${frame.functionName || 'native'})`;
    if (frame.functionName === '(idle)') continue;
    byFunction.set(`${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`, (byFunction.get(`${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber}`) ?? 0) + us);
    byScript.set(script, (byScript.get(script) ?? 0) + us);
  }
  const top = Number(args.top);
  const total = [...byScript.values()].reduce((sum, us) => sum + us, 0);
  console.log(`${args.path}: ${(total / 1000).toFixed(0)} ms busy (${args.slowdown}× slower CPU)`);
  console.log('by script:');
  for (const [name, us] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  console.log('by function:');
  for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${(us / 1000).toFixed(1).padStart(8)} ms  ${name}`);
} finally {
  await chromium.close();
}
