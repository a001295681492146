import { clientSecretProblems, identityProviderOf } from '@alive/service-kit';
import type { IdentitySettings } from './config.ts';

/**
 * What the local OpenID provider refuses in production (docs/deploy.md, "Production settings"). It only
 * knows the demo accounts, whose password is published (accounts.ts), so it runs only when
 * IDENTITY_PROVIDER names it: a demo site, or the image smoke run. Even then not with the client
 * secret of this repository.
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
  ];
}
