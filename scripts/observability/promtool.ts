import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Debian's promtool (package `prometheus`), which checks and unit-tests the rule files
 * (promtool-rules.test.ts). Missing, the tests fail and say how to install it: a rule file nobody
 * checked is not one to ship.
 */
export const INSTALL_HINT = 'apt-get install prometheus';

/** The first `name` on PATH (or /usr/bin), or undefined. */
export function findBinary(name: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/sbin'];
  return dirs.map((dir) => path.join(dir, name)).find((candidate) => existsSync(candidate));
}

export function requireBinary(name: 'promtool' | 'prometheus'): string {
  const found = findBinary(name);
  if (!found) throw new Error(`${name} not found on PATH: install it with \`${INSTALL_HINT}\` (Debian's package holds prometheus and promtool)`);
  return found;
}

export interface PromtoolRun {
  status: number | null;
  output: string;
}

export function promtool(args: readonly string[], cwd?: string): PromtoolRun {
  const run = spawnSync(requireBinary('promtool'), args, { cwd, encoding: 'utf8', timeout: 60_000 });
  if (run.error) throw run.error;
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** `promtool` without blocking, so several runs share the machine's cores. */
export function promtoolAsync(args: readonly string[]): Promise<PromtoolRun> {
  const binary = requireBinary('promtool');
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}
