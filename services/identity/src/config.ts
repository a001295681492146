import { AUTH_PATHS } from '@alive/contracts';
import { rateLimitFromEnv } from '@alive/service-kit';
import { z } from 'zod';
import type { IdentityClient } from './create-identity-provider.ts';
import { ACCOUNT_RATE_LIMIT_DEFAULT, ADDRESS_RATE_LIMIT_DEFAULT, type SignInLimitSettings } from './sign-in-limits.ts';

const identityEnvSchema = z.object({
  IDENTITY_PORT: z.coerce.number().int().min(0).max(65535).default(4100),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).default('http://localhost:4100'),
  OIDC_CLIENT_ID: z.string().min(1).default('alive-web'),
  OIDC_CLIENT_SECRET: z.string().min(1).default('alive-dev-client-secret'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:3000'),
  /** Extra redirect URIs (comma list), e.g. when the auth service is also reached without the edge. */
  OIDC_EXTRA_REDIRECT_URIS: z.string().default(''),
  IDENTITY_COOKIE_KEYS: z.string().optional(),
});

export interface IdentityConfig {
  port: number;
  issuer: string;
  cookieKeys: string[] | undefined;
  client: IdentityClient;
  /** IDENTITY_ACCOUNT_RATE_LIMIT / IDENTITY_ADDRESS_RATE_LIMIT: failed sign-ins per account name / per address. */
  signInLimits: Required<SignInLimitSettings>;
}

/** The one client the site uses: the auth service's redirect URI under PUBLIC_URL. */
export function authServiceClient(opts: { publicUrl: string; clientId: string; clientSecret: string; extraRedirectUris?: string[] }): IdentityClient {
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  return {
    clientId: opts.clientId,
    clientSecret: opts.clientSecret,
    clientName: 'A.L.I.V.E',
    redirectUris: [`${publicUrl}${AUTH_PATHS.callback}`, ...(opts.extraRedirectUris ?? [])],
    postLogoutRedirectUris: [`${publicUrl}/`],
    firstParty: true,
  };
}

export function loadIdentityConfig(env: Record<string, string | undefined> = process.env): IdentityConfig {
  const parsed = identityEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      `Invalid identity configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  const values = parsed.data;
  const list = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  const cookieKeys = list(values.IDENTITY_COOKIE_KEYS);
  return {
    port: values.IDENTITY_PORT,
    issuer: values.OIDC_ISSUER.replace(/\/+$/, ''),
    cookieKeys: cookieKeys.length ? cookieKeys : undefined,
    client: authServiceClient({
      publicUrl: values.PUBLIC_URL,
      clientId: values.OIDC_CLIENT_ID,
      clientSecret: values.OIDC_CLIENT_SECRET,
      extraRedirectUris: list(values.OIDC_EXTRA_REDIRECT_URIS),
    }),
    signInLimits: {
      perAccount: rateLimitFromEnv(env, 'IDENTITY_ACCOUNT_RATE_LIMIT', ACCOUNT_RATE_LIMIT_DEFAULT),
      perAddress: rateLimitFromEnv(env, 'IDENTITY_ADDRESS_RATE_LIMIT', ADDRESS_RATE_LIMIT_DEFAULT),
    },
  };
}
