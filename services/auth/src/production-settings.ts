import { clientSecretProblems, demoAdminProblems, identityProviderOf, sessionKeysProblems, type Settings } from '@alive/service-kit';
import type { authSettings } from './settings.ts';

/**
 * What auth refuses in production (docs/deploy.md, "Production settings"). Auth is the one service that
 * uses the client secret and ADMIN_EMAILS (at sign-in), so it alone judges them; every service already
 * needs SESSION_KEYS, named here too so one start lists all three.
 */
export function authProductionProblems(settings: Settings<typeof authSettings>): string[] {
  const provider = identityProviderOf(settings.runtime.nodeEnv, settings.signIn.identityProvider);
  return [
    ...sessionKeysProblems(settings.session.keys),
    ...clientSecretProblems(settings.oidc.clientSecret),
    ...demoAdminProblems(settings.session.adminEmails, provider),
  ];
}
