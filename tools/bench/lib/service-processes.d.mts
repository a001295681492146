/** Types of service-processes.mjs for the tests that reuse it (scripts/observability/real-prometheus.test.ts). */
import type { ChildProcess } from 'node:child_process';

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  port: number;
}

export function freePort(): Promise<number>;
export function startServiceProcess(
  name: string,
  options: { env?: Record<string, string | undefined>; nodeArgs?: string[]; logLevel?: string; poolSize?: string; port?: number; readyPath?: string },
): Promise<ServiceProcess>;
export function stopServiceProcesses(services: readonly ServiceProcess[]): Promise<unknown[]>;
