/**
 * Where one choice on the home spends the main thread on a slow phone: the person's first tap on the
 * pair under Lighthouse's 4× CPU slowdown, as the Event Timing API measured it (its duration is the
 * interaction's INP candidate: input to the next paint) and as a V8 CPU profile from the tap until the
 * next pair can be answered (docs/performance.md, "Phones: Lighthouse mobile"). A diagnosis tool
 * beside the bench, not a check; it needs a running site.
 *
 *   node --import tsx tools/lighthouse/profile-choice.ts --base-url http://localhost:3000 [--choices 3] [--top 25] [--out choice.cpuprofile]
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
  options: {
    'base-url': { type: 'string', default: 'http://localhost:3000' },
    choices: { type: 'string', default: '3' },
    top: { type: 'string', default: '25' },
    out: { type: 'string' },
    slowdown: { type: 'string', default: '4' },
    // Tap as soon as the pair can be answered, as inp-under-throttling.spec.ts does, not once the page is idle.
    early: { type: 'boolean', default: false },
  },
});

const PAIR_OPTIONS = '[data-testid="pair-panel"] [data-choice-option] button[aria-label]';

const chromium = await launchChromium();
try {
  const base = args['base-url'];
  await signIn(chromium.browser, base, ACCOUNTS.alex);
  const page = await chromium.browser.newPage();
  await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(args.slowdown) });
  await page.evaluateOnNewDocument(() => {
    const durations: { name: string; duration: number; delay: number; processing: number; presentation: number }[] = [];
    (window as unknown as { eventDurations: typeof durations }).eventDurations = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        durations.push({
          name: entry.name,
          duration: entry.duration,
          delay: entry.processingStart - entry.startTime,
          processing: entry.processingEnd - entry.processingStart,
          presentation: entry.startTime + entry.duration - entry.processingEnd,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  await page.goto(new URL('/', base).href, { waitUntil: args.early ? 'load' : 'networkidle0', timeout: 60_000 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  for (let choice = 0; choice < Number(args.choices); choice += 1) {
    await page.waitForFunction((selector) => [...document.querySelectorAll<HTMLButtonElement>(selector)].some((b) => !b.disabled), { timeout: 30_000 }, PAIR_OPTIONS);
    const before = await page.$$eval(PAIR_OPTIONS, (buttons) => buttons.map((b) => b.getAttribute('aria-label')).join('\n'));
    await page.click(PAIR_OPTIONS);
    await page.waitForFunction(
      (selector, previous) => {
        const labels = [...document.querySelectorAll<HTMLButtonElement>(selector)].filter((b) => !b.disabled).map((b) => b.getAttribute('aria-label'));
        return labels.length > 1 && labels.join('\n') !== previous;
      },
      { timeout: 30_000 },
      PAIR_OPTIONS,
      before,
    );
    // The next frame and an idle moment, so the Event Timing entry of the tap is delivered.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve))));
  }
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
  const durations = await page.evaluate(() => (window as unknown as { eventDurations: unknown[] }).eventDurations);
  console.log(`${args.choices} choices on the home (${args.slowdown}× slower CPU); event timings (ms):`);
  for (const entry of durations as { name: string; duration: number; delay: number; processing: number; presentation: number }[]) {
    console.log(
      `  ${entry.name.padEnd(12)} duration ${String(entry.duration).padStart(4)}  input delay ${entry.delay.toFixed(0).padStart(4)}  handlers ${entry.processing.toFixed(0).padStart(4)}  after handlers ${entry.presentation.toFixed(0).padStart(4)}`,
    );
  }
  printCpuProfile(profile, { baseUrl: base, top: Number(args.top), title: 'from the first tap to the last next pair' });
  if (args.out) writeFileSync(args.out, JSON.stringify(profile));
} finally {
  await chromium.close();
}
