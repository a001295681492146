import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { requireBinary } from './promtool.ts';

/**
 * Debian's `prometheus` (`apt-get install prometheus`) on a free port with its own data folder, for the
 * real-Prometheus test: its HTTP API answers the queries, targets and alerts the test waits on.
 */
export interface PrometheusProcess {
  url: string;
  child: ChildProcess;
  /** GET /api/v1/<path>; rejects when Prometheus answers an error. */
  api<T>(apiPath: string, params?: Record<string, string>): Promise<T>;
  stop(): Promise<void>;
}

export async function startPrometheus(options: { configFile: string; dataDir: string; port: number }): Promise<PrometheusProcess> {
  mkdirSync(options.dataDir, { recursive: true });
  const address = `127.0.0.1:${options.port}`;
  const child = spawn(
    requireBinary('prometheus'),
    [`--config.file=${options.configFile}`, `--storage.tsdb.path=${path.join(options.dataDir, 'tsdb')}`, `--web.listen-address=${address}`, '--log.level=error'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://${address}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    child,
    async api<T>(apiPath: string, params: Record<string, string> = {}): Promise<T> {
      const response = await fetch(`${url}/api/v1/${apiPath}?${new URLSearchParams(params)}`);
      const body = (await response.json()) as { status: string; data: T; error?: string };
      if (body.status !== 'success') throw new Error(`${apiPath}: ${body.error ?? response.status}`);
      return body.data;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
