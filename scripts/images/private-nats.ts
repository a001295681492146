import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A NATS server with JetStream of a run's own (docs/deploy.md, "Tests of what ships"). The processes
 * of a production site bind durable consumers on the real stream names; on the machine's shared
 * server they would share queue groups with the e2e site or a developer's, and take each other's
 * events. Debian's nats-server, the one the machine runs, on a free port with a throwaway store.
 */

export const NATS_SERVER = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

export interface PrivateNats {
  url: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startPrivateNats(timeoutMs = 15_000): Promise<PrivateNats> {
  const port = await freePort();
  const store = mkdtempSync(path.join(tmpdir(), 'alive-nats-'));
  const child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(store, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${NATS_SERVER} did not accept connections on ${port}: ${stderr.trim().slice(-500)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `nats://127.0.0.1:${port}`, stop };
}
