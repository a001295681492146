import {
  busSettings,
  databaseSettings,
  defineSettings,
  defineSettingsGroup,
  identityProviderSetting,
  outboxSettings,
  serviceConfigSettings,
  setting,
  settingTypes,
} from '@alive/service-kit';
import { SIGN_IN_START_RATE_LIMIT_DEFAULT } from './http/sign-in-start-limit.ts';

/** Every variable the auth process reads (docs/architecture.md "Settings"). */
export const authSettings = defineSettings({
  ...serviceConfigSettings,
  database: databaseSettings,
  // A first sign-in is announced through the outbox (user.signed_up, docs/product/recommendations.md, Freshness).
  bus: busSettings,
  outbox: outboxSettings,
  // Whether ADMIN_EMAILS may name a demo account in production (production-settings.ts).
  signIn: defineSettingsGroup({ identityProvider: identityProviderSetting }),
  auth: defineSettingsGroup({
    endProviderSession: setting({
      env: 'AUTH_END_PROVIDER_SESSION',
      schema: settingTypes.flag,
      default: 'true',
      meaning: "Sign out of the OpenID provider too on logout; `false` keeps the provider's session",
    }),
    signInRateLimit: setting({
      env: 'AUTH_SIGN_IN_RATE_LIMIT',
      schema: settingTypes.pointsPerSeconds,
      default: settingTypes.pointsPerSecondsText(SIGN_IN_START_RATE_LIMIT_DEFAULT),
      meaning: 'Requests starting a sign-in one address may make (`<points>/<seconds>`)',
    }),
  }),
});
