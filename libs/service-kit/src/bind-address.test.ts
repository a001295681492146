import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import type { PrismaClient } from '@alive/db';
import { createInProcessBus } from '@alive/events';
import { readSettings } from './settings/define-settings.ts';
import { bindAddressSetting } from './settings/shared-settings.ts';
import { loadServiceConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { startServiceEntry } from './run-service.ts';
import type { ServiceEntry } from './service-entry.ts';
import { startService } from './start-service.ts';

const okApp = () => new Koa().use((ctx) => void (ctx.body = 'ok'));

describe('bind address', () => {
  it('BIND_ADDRESS names the interface; unset or blank means 127.0.0.1', () => {
    const bindAddress = (env: Record<string, string>) => readSettings({ listen: { bindAddress: bindAddressSetting } }, env).listen.bindAddress;
    expect(bindAddress({})).toBe('127.0.0.1');
    expect(bindAddress({ BIND_ADDRESS: '  ' })).toBe('127.0.0.1');
    expect(bindAddress({ BIND_ADDRESS: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it('startService listens on 127.0.0.1 when no host is given', async () => {
    const running = await startService(okApp(), { port: 0, name: 'bind-test', logger: createLogger({ name: 't', level: 'silent' }), exitOnSignal: false });
    try {
      expect((running.server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      await running.shutdown('test');
    }
  });

  describe('a service entry', () => {
    const entry: ServiceEntry = { name: 'admin', settings: {}, create: () => ({ app: okApp() }) };
    const shared = () => ({
      config: loadServiceConfig({ LOG_LEVEL: 'silent', SESSION_KEYS: 'k' }),
      prisma: { $disconnect: async () => {} } as unknown as PrismaClient,
      bus: createInProcessBus(),
    });

    it('listens on 127.0.0.1 by default', async () => {
      const resources = shared();
      const running = await startServiceEntry(entry, { env: { ADMIN_PORT: '0', LOG_LEVEL: 'silent' }, shared: resources, exitOnSignal: false });
      try {
        expect((running.server.address() as AddressInfo).address).toBe('127.0.0.1');
      } finally {
        await running.shutdown('test');
        await resources.bus.close();
      }
    });

    it('listens on every interface with BIND_ADDRESS=0.0.0.0', async () => {
      const resources = shared();
      const running = await startServiceEntry(entry, {
        env: { ADMIN_PORT: '0', LOG_LEVEL: 'silent', BIND_ADDRESS: '0.0.0.0' },
        shared: resources,
        exitOnSignal: false,
      });
      try {
        expect((running.server.address() as AddressInfo).address).toBe('0.0.0.0');
      } finally {
        await running.shutdown('test');
        await resources.bus.close();
      }
    });
  });
});
