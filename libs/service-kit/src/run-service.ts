import { createPrismaClient, type PrismaClient } from '@alive/db';
import { createEventBusFromEnv, type EventBus } from '@alive/events';
import { PROCESSES, portFromEnv } from '@alive/features';
import { loadServiceConfig, logLevelFromEnv, positiveIntFromEnv, type ServiceConfig } from './config.ts';
import { bindAddressFromEnv } from './bind-address.ts';
import { createLogger } from './logger.ts';
import type { ServiceDeps, ServiceEntry, ServiceInstance } from './service-entry.ts';
import { startService, type RunningService } from './start-service.ts';

/** Resources one process shares between all its services (the embedded launcher); their owner closes them. */
export interface SharedResources {
  config: ServiceConfig;
  prisma: PrismaClient;
  bus: EventBus;
}

export interface StartServiceEntryOptions {
  env?: NodeJS.ProcessEnv;
  shared?: SharedResources;
  /** Exit the process after a signal-triggered shutdown (default true; false when services share a process). */
  exitOnSignal?: boolean;
}

/** Default size of a standalone service's connection pool when neither the entry nor DB_POOL_SIZE says. */
const DEFAULT_POOL_SIZE = 10;

/**
 * Builds a service from its entry and listens on the port the feature registry gives it, on BIND_ADDRESS
 * (default 127.0.0.1). Resources the
 * entry asks for are made here (or taken from `shared`); shutdown drains requests, stops the entry's
 * workers, then closes the bus and the database it made.
 */
export async function startServiceEntry(entry: ServiceEntry, options: StartServiceEntryOptions = {}): Promise<RunningService> {
  const env = options.env ?? process.env;
  const { shared } = options;
  const registered = PROCESSES.find((candidate) => candidate.name === entry.name);
  if (!registered) throw new Error(`${entry.name} is not a process of the feature registry (libs/features)`);

  let config = shared?.config;
  const owned: { prisma?: PrismaClient; bus?: EventBus } = {};
  const closeOwned = async () => {
    await owned.bus?.close();
    await owned.prisma?.$disconnect();
  };
  const logger = createLogger({ name: entry.name, level: shared?.config.logLevel ?? logLevelFromEnv(env) });
  const deps: ServiceDeps = {
    env,
    logger,
    port: portFromEnv(entry.name, registered.defaultPort, env),
    config: () => (config ??= loadServiceConfig(env)),
    database({ poolSize = DEFAULT_POOL_SIZE } = {}) {
      if (shared) return shared.prisma;
      if (!owned.prisma) {
        const databaseUrl = env.DATABASE_URL;
        if (!databaseUrl) throw new Error(`DATABASE_URL is required to run the ${entry.name} service standalone`);
        owned.prisma = createPrismaClient({ databaseUrl, maxConnections: positiveIntFromEnv(env, 'DB_POOL_SIZE', poolSize) });
      }
      return owned.prisma;
    },
    eventBus() {
      if (shared) return shared.bus;
      owned.bus ??= createEventBusFromEnv(env, { name: entry.name, logger });
      return owned.bus;
    },
  };

  let instance: ServiceInstance | undefined;
  try {
    instance = await entry.create(deps);
    const { app, listen, stop } = instance;
    return await startService(app, {
      name: entry.name,
      port: listen?.port ?? deps.port,
      host: listen?.host ?? bindAddressFromEnv(env),
      logger,
      shutdownTimeoutMs: config?.shutdownTimeoutMs,
      drainMs: config?.shutdownDrainMs,
      exitOnSignal: options.exitOnSignal,
      onShutdown: async () => {
        await stop?.();
        await closeOwned();
      },
    });
  } catch (error) {
    await instance?.stop?.();
    await closeOwned();
    throw error;
  }
}

/** A service's whole `main.ts`: start it standalone, or log why it cannot start and exit 1. */
export async function runServiceMain(entry: ServiceEntry, env: NodeJS.ProcessEnv = process.env): Promise<RunningService> {
  try {
    return await startServiceEntry(entry, { env });
  } catch (error) {
    // LOG_LEVEL itself may be what is wrong, so this logger does not read it.
    const reason = error instanceof Error ? error.message : String(error);
    createLogger({ name: entry.name, level: 'fatal' }).fatal({ err: error }, `${entry.name} cannot start: ${reason}`);
    process.exit(1);
  }
}
