import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nats-server binary (the same one that serves 127.0.0.1:4222 on the dev machines). */
export const NATS_SERVER_BINARY = process.env.NATS_SERVER_BINARY ?? '/usr/sbin/nats-server';

export interface NatsServerProcess {
  url: string;
  port: number;
  storeDir: string;
  /** Stops the server (SIGTERM: a normal shutdown, store kept) and waits for the exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port and store. */
  start(): Promise<void>;
  /** Stops it and removes the store. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForPort(port: number, open: boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const isOpen = await new Promise<boolean>((resolve) => {
      const socket = connectTcp(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (isOpen === open) return;
    if (Date.now() - started > timeoutMs) throw new Error(`nats-server port ${port} did not become ${open ? 'open' : 'closed'}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A private JetStream server for tests that need to stop and restart NATS. */
export async function startNatsServerProcess(): Promise<NatsServerProcess> {
  const port = await freePort();
  const storeDir = await mkdtemp(join(tmpdir(), 'alive-nats-'));
  let child: ChildProcess | undefined;

  async function start(): Promise<void> {
    if (child) return;
    const spawned = spawn(NATS_SERVER_BINARY, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], {
      stdio: 'ignore',
    });
    child = spawned;
    spawned.once('exit', () => {
      if (child === spawned) child = undefined;
    });
    await waitForPort(port, true);
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
    child = undefined;
    await waitForPort(port, false);
  }

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    storeDir,
    start,
    stop,
    async dispose() {
      await stop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}
