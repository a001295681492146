import { clientSecretProblems, identityProviderOf } from '@alive/service-kit';
import type { IdentitySettings } from './config.ts';
import { DEVICE_COOKIE_KEY_MIN_LENGTH } from './device-cookies.ts';

/**
 * What the local OpenID provider refuses in production (docs/deploy.md, "Production settings"). It only
 * knows the demo accounts, whose password is published (accounts.ts), so it runs only when
 * IDENTITY_PROVIDER names it: a demo site, or the image smoke run. Even then not with the client
 * secret of this repository, nor without keys of its own for the device cookies.
 */
export function identityProductionProblems(settings: IdentitySettings): string[] {
  const provider = identityProviderOf(settings.runtime.nodeEnv, settings.oidc.provider);
  return [
    ...(provider === 'demo'
      ? []
      : [
          'IDENTITY_PROVIDER: must be demo to run the built-in provider in production (its demo accounts share a published password), otherwise point OIDC_ISSUER at your OpenID provider and do not start identity',
        ]),
    ...clientSecretProblems(settings.oidc.clientSecret),
    // Device cookies signed with a key nobody chose would be trusted by no other replica or restart.
    ...(settings.identity.deviceCookieKeys?.length
      ? []
      : [`IDENTITY_DEVICE_COOKIE_KEYS: must be set in production, a comma list of secret keys of ${DEVICE_COOKIE_KEY_MIN_LENGTH} or more characters`]),
  ];
}
