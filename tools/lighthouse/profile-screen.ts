/**
 * Where a screen's cold load spends the main thread, under Lighthouse's 4× CPU slowdown: a V8 CPU
 * profile of the page from navigation until the screen is in and the page is idle, as self time by
 * function and by script (docs/performance.md, "Phones: Lighthouse mobile"). A diagnosis tool beside
 * the bench, not a check.
 *
 *   node --import tsx tools/lighthouse/profile-screen.ts --base-url http://localhost:3000 --path /recommendations [--top 25] [--out screen.cpuprofile]
 *
 * `--out` also writes the profile, to open in Chrome DevTools (Performance panel, "Load profile") as a flame chart.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ACCOUNTS } from '../../e2e/tests/support/sign-in.ts';
import { launchChromium } from './chromium.ts';
import { printCpuProfile, type CpuProfile } from './cpu-profile-summary.ts';
import { signIn } from './sign-in.ts';

const { values: args } = parseArgs({
  options: { 'base-url': { type: 'string', default: 'http://localhost:3000' }, path: { type: 'string', default: '/' }, top: { type: 'string', default: '25' }, slowdown: { type: 'string', default: '4' }, out: { type: 'string' } },
});

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
  printCpuProfile(profile, { baseUrl: args['base-url'], top: Number(args.top), title: `${args.path} (${args.slowdown}× slower CPU)` });
  if (args.out) writeFileSync(args.out, JSON.stringify(profile));
} finally {
  await chromium.close();
}
