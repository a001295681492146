import type Koa from 'koa';
import type { PrismaClient } from '@alive/db';
import type { EventBus } from '@alive/events';
import type { ServiceConfig } from './config.ts';
import type { Logger } from './logger.ts';
import type { Settings, SettingsSchema } from './settings/define-settings.ts';

/**
 * What a service entry builds itself from. Standalone (`runServiceMain`) each resource is
 * made on first use and closed at shutdown; embedded (`npm start` without DATABASE_URL) every service of
 * the process gets the same PGlite client, in-process bus and configuration.
 */
export interface ServiceDeps<S extends SettingsSchema = SettingsSchema> {
  /** The entry's own settings, read and checked once at start (docs/architecture.md "Settings"). */
  settings: Settings<S>;
  logger: Logger;
  /** `<NAME>_PORT`, else the default port of the feature registry. */
  port: number;
  /** The configuration every service shares (session keys, public URL, OpenID, ...). */
  config: () => ServiceConfig;
  /** The database client. Standalone: DATABASE_URL with DB_POOL_SIZE connections (default `poolSize`). */
  database: (options?: { poolSize?: number }) => PrismaClient;
  /** The event bus. Standalone: JetStream at NATS_URL, else an in-process bus. */
  eventBus: () => EventBus;
}

export interface ServiceInstance {
  app: Koa;
  /** Stops the background work the entry started (outbox relay, consumers), before the bus and database close. */
  stop?: () => Promise<void>;
  /** Where to listen when it is not `deps.port` on BIND_ADDRESS (default 127.0.0.1). */
  listen?: { port?: number; host?: string };
}

/**
 * One service's composition, run standalone (`runServiceMain`) and by the embedded launcher alike, so
 * both run the same configuration. Every `services/<name>/src/service-entry.ts` exports one as
 * `serviceEntry`.
 */
export interface ServiceEntry<S extends SettingsSchema = SettingsSchema> {
  /** The process name in the feature registry (docs/architecture.md "Features"). */
  name: string;
  /** Every variable the entry reads, shared groups composed with its own; checked before anything starts. */
  settings: S;
  /**
   * With NODE_ENV=production only: the published values this process refuses to run with, each
   * `<VARIABLE>: <what to change>` (settings/production-settings.ts; docs/deploy.md, "Production
   * settings"). Checked with the settings, before anything starts, and named in the same message.
   */
  productionProblems?(settings: Settings<S>): readonly string[];
  create(deps: ServiceDeps<S>): ServiceInstance | Promise<ServiceInstance>;
}

/** An entry with its settings' types flowing into `create`. */
export function defineServiceEntry<S extends SettingsSchema>(entry: ServiceEntry<S>): ServiceEntry<S> {
  return entry;
}
