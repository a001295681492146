import { busSettings, databaseSettings, defineSettings, defineSettingsGroup, outboxSettings, serviceConfigSettings, setting, settingTypes } from '@alive/service-kit';

/** Unanswered pairs of their own one person may have waiting (docs/product/choices.md, The personal queue). */
export const DEFAULT_MAX_PERSONAL_PAIRS = 100;

/** Every variable the choices process reads (docs/architecture.md "Settings"). */
export const choicesSettings = defineSettings({
  ...serviceConfigSettings,
  database: databaseSettings,
  bus: busSettings,
  outbox: outboxSettings,
  choices: defineSettingsGroup({
    maxPersonalPairs: setting({
      env: 'CHOICES_MAX_PERSONAL_PAIRS',
      schema: settingTypes.positiveInt,
      default: String(DEFAULT_MAX_PERSONAL_PAIRS),
      meaning: 'Unanswered pairs of their own one person may have waiting; adding one more answers 409',
    }),
  }),
});
