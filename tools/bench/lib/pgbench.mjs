/** pgbench on the bench database: the same SQL as the service, at the same concurrency. */
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { summarize } from '../../lib/percentiles.mjs';

/**
 * Runs `script` with `clients` clients for `seconds` and reads the per-transaction log for latencies.
 * `onStart(pid)` gets the pgbench process id (for CPU accounting); `protocol` is pgbench's `-M` (default
 * extended). Resolves with tps, failed
 * transactions, the latency summary and pgbench's own output.
 */
export async function runPgbench({ databaseUrl, script, clients, seconds, onStart, protocol = 'extended' }) {
  const { hostname, port, username, pathname } = new URL(databaseUrl);
  const logDir = await mkdtemp(join(tmpdir(), 'alive-pgbench-'));
  const pgArgs = [
    '-n', // no vacuum of pgbench's own tables (we do not use them)
    // extended: parse/bind/execute per statement, as node-postgres sends unnamed statements; prepared: each
    // client parses every statement once, as a service does with its named statements (libs/db/src/prepared-statements.ts)
    '-M', protocol,
    '-c', String(clients),
    '-j', String(Math.max(1, cpus().length)),
    '-T', String(seconds),
    '-f', script,
    '-l', '--log-prefix', join(logDir, 'tx'),
    '-h', hostname, '-p', port || '5432', '-U', username || 'postgres',
    pathname.slice(1),
  ];
  // No JIT: the script's stand-ins for work the service does in JS (choice-loop.pgbench.sql, statement 4)
  // are priced near jit_above_cost, and from one ANALYZE to the next Postgres compiled that statement for
  // each execution, about 55 ms of CPU, while every statement the service sends is priced far below the
  // threshold: the "ceiling" fell to 26 loops/s (docs/performance.md, "A benchmark you can trust").
  const env = { ...process.env, PGOPTIONS: [process.env.PGOPTIONS, '-c jit=off'].filter(Boolean).join(' ') };
  const running = promisify(execFile)('pgbench', pgArgs, { maxBuffer: 16 * 1024 * 1024, env });
  onStart?.(running.child.pid);
  const { stdout } = await running;
  const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1]);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  // per-transaction log lines: client_id transaction_no time(µs) script_no time_epoch time_us
  const latencies = [];
  for (const file of await readdir(logDir)) {
    for (const line of (await readFile(join(logDir, file), 'utf8')).split('\n')) {
      const micros = Number(line.split(' ')[2]);
      if (Number.isFinite(micros) && line) latencies.push(micros / 1000);
    }
  }
  await rm(logDir, { recursive: true, force: true });
  return { tps, failed, latency: summarize(latencies), raw: stdout };
}
