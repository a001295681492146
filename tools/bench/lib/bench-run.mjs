/** Console output and pacing shared by the benchmarks. */
import { cpus, loadavg } from 'node:os';

export const log = (...parts) => console.log(`[bench] ${parts.join(' ')}`);
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const fmt = (ms) => `${ms.toFixed(2)} ms`;

/** The 1, 5 and 15 minute load averages, e.g. `1.02 0.87 0.64`. */
export const loadAverage = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/** Printed first: on a shared machine the figures depend on what else runs. */
export function logMachine() {
  log(`machine: ${cpus().length} CPUs, load average ${loadAverage()}`);
}

/** Printed last, inside the report. */
export function loadAverageAfterLine() {
  return `load average after         ${loadAverage()} on ${cpus().length} CPUs (shared machine: figures vary)`;
}
