import { busSettings, databaseSettings, defineSettings, outboxSettings, serviceConfigSettings } from '@alive/service-kit';

/** Every variable the choices process reads (docs/architecture.md "Settings"). */
export const choicesSettings = defineSettings({
  ...serviceConfigSettings,
  database: databaseSettings,
  bus: busSettings,
  outbox: outboxSettings,
});
