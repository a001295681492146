import { createPrismaClient, type PrismaClient } from '@alive/db';
import { createEventBusFor, type EventBus } from '@alive/events';
import { PROCESSES } from '@alive/features';
import { loadServiceConfig, resolveLogLevel, underTestRunner, type ServiceConfig } from './config.ts';
import { INTERNAL_PORT_OFFSET } from './internal-endpoints.ts';
import { createLogger } from './logger.ts';
import { readSettings, SettingsError, type SettingsSchema } from './settings/define-settings.ts';
import { loadDevelopmentEnvFile } from './settings/env-file.ts';
import { assertProcessSettings, runnerSettings } from './settings/process-settings.ts';
import { busSettings, databaseSettings } from './settings/shared-settings.ts';
import type { ServiceDeps, ServiceEntry, ServiceInstance } from './service-entry.ts';
import { startService, type RunningService } from './start-service.ts';
import { serviceMetricsRegistry } from './create-service-app.ts';
import { observeConsumers, type ObservedConsumers } from './events/consumer-metrics.ts';
import { traceExportFrom } from './tracing/trace-export.ts';
import { startSpanExport } from './tracing/tracer-providers.ts';

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
 * (default 127.0.0.1). Every setting the runner and the entry read is checked first, and in production
 * what the entry refuses (its productionProblems), all bad ones named in one SettingsError. Resources the entry asks for are made here (or taken from `shared`); shutdown
 * drains requests, stops the entry's workers, closes the bus and the database it made, then sends the
 * spans still buffered when OTEL_EXPORTER_OTLP_ENDPOINT is set (docs/architecture.md, "Traces").
 */
export async function startServiceEntry<S extends SettingsSchema>(entry: ServiceEntry<S>, options: StartServiceEntryOptions = {}): Promise<RunningService> {
  const env = options.env ?? process.env;
  const { shared } = options;
  const registered = PROCESSES.find((candidate) => candidate.name === entry.name);
  if (!registered) throw new Error(`${entry.name} is not a process of the feature registry (libs/features)`);
  assertProcessSettings(entry, env);
  const runner = readSettings(runnerSettings(entry.name), env);
  const settings = readSettings(entry.settings, env);

  let config = shared?.config;
  // One INTERNAL_PORT cannot serve several services of one process (docs/architecture.md, "Internal endpoints").
  if (shared?.config.internalPort !== undefined) {
    throw new SettingsError([`INTERNAL_PORT: names one port, but this process runs several services; leave it unset (off loopback each service then uses its own port + ${INTERNAL_PORT_OFFSET})`]);
  }
  const owned: { prisma?: PrismaClient; bus?: EventBus } = {};
  const closeOwned = async () => {
    await owned.bus?.close();
    await owned.prisma?.$disconnect();
  };
  const logger = createLogger({ name: entry.name, level: shared?.config.logLevel ?? resolveLogLevel(runner.runtime, underTestRunner(env)) });
  // Before the entry starts anything, so its first span is exported too.
  const spans = startSpanExport(entry.name, traceExportFrom(runner.traces, entry.name, Boolean(shared)));
  if (spans.tracesUrl) logger.info({ tracesUrl: spans.tracesUrl, serviceName: spans.serviceName }, 'exporting spans');
  if (shared && runner.traces.serviceName) logger.warn({ serviceName: entry.name }, 'OTEL_SERVICE_NAME ignored: this process runs several services, each names its own spans');
  let consumers: ObservedConsumers | undefined;
  const deps: ServiceDeps<S> = {
    settings,
    logger,
    port: runner.listen.port ?? registered.defaultPort,
    config: () => (config ??= loadServiceConfig(env)),
    database({ poolSize = DEFAULT_POOL_SIZE } = {}) {
      if (shared) return shared.prisma;
      if (!owned.prisma) {
        const { database } = readSettings({ database: databaseSettings }, env);
        if (!database.url) throw new Error(`DATABASE_URL is required to run the ${entry.name} service standalone`);
        owned.prisma = createPrismaClient({ databaseUrl: database.url, maxConnections: database.poolSize ?? poolSize });
      }
      return owned.prisma;
    },
    eventBus() {
      // Every consumer the entry starts is watched for the consumer metrics of its /metrics (consumer-metrics.ts).
      consumers ??= observeConsumers(shared ? shared.bus : (owned.bus ??= createEventBusFor(readSettings({ bus: busSettings }, env).bus.natsUrl, { name: entry.name, logger })));
      return consumers.bus;
    },
  };

  let instance: ServiceInstance | undefined;
  try {
    instance = await entry.create(deps);
    const { app, listen, stop } = instance;
    const registry = serviceMetricsRegistry(app);
    if (consumers && registry) consumers.register(registry);
    return await startService(app, {
      name: entry.name,
      port: listen?.port ?? deps.port,
      host: listen?.host ?? runner.listen.bindAddress,
      internalPort: config?.internalPort,
      logger,
      shutdownTimeoutMs: config?.shutdownTimeoutMs,
      drainMs: config?.shutdownDrainMs,
      exitOnSignal: options.exitOnSignal,
      onShutdown: async () => {
        await stop?.();
        await closeOwned();
        // Last: the spans of the requests and events that finished while stopping go too.
        await spans.stop();
      },
    });
  } catch (error) {
    await instance?.stop?.();
    await closeOwned();
    await spans.stop();
    throw error;
  }
}

/**
 * A process's whole standalone main (scripts/service-main.ts, and the main bundled into each image):
 * loads `.env` in development, then starts the service standalone. Bad settings end the process with
 * one line naming every bad variable (no stack: nothing is broken but the environment); any other
 * failure is logged, and the exit code is 1 either way.
 */
export async function runServiceMain(entry: ServiceEntry, env: NodeJS.ProcessEnv = process.env): Promise<RunningService> {
  if (env === process.env) loadDevelopmentEnvFile();
  try {
    return await startServiceEntry(entry, { env });
  } catch (error) {
    if (error instanceof SettingsError) {
      process.stderr.write(`${entry.name} cannot start. ${error.message}\n`);
    } else {
      // LOG_LEVEL itself may be what is wrong, so this logger does not read it.
      const reason = error instanceof Error ? error.message : String(error);
      createLogger({ name: entry.name, level: 'fatal' }).fatal({ err: error }, `${entry.name} cannot start: ${reason}`);
    }
    process.exit(1);
  }
}
