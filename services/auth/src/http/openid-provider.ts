import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { z } from 'zod';

const DiscoveryDocument = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
  userinfo_endpoint: z.url().optional(),
  end_session_endpoint: z.url().optional(),
});
export type DiscoveryDocument = z.infer<typeof DiscoveryDocument>;

export interface OpenIdProviderOptions {
  issuer: string;
  clientId: string;
  /** Injected for tests; defaults to global fetch. */
  fetch?: typeof fetch;
}

export class IdTokenError extends Error {
  override readonly name = 'IdTokenError';
}

/**
 * What the auth service knows about the provider: its discovery document (fetched on first use and cached;
 * a failed fetch is retried on the next sign-in so auth can start before the provider) and its JWKS.
 */
export function createOpenIdProvider(opts: OpenIdProviderOptions) {
  const doFetch = opts.fetch ?? fetch;
  const issuer = opts.issuer.replace(/\/+$/, '');
  let discovery: Promise<{ document: DiscoveryDocument; jwks: ReturnType<typeof createRemoteJWKSet> }> | undefined;

  async function loadDiscovery() {
    const response = await doFetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status}`);
    const document = DiscoveryDocument.parse(await response.json());
    if (document.issuer.replace(/\/+$/, '') !== issuer) {
      throw new Error(`OpenID discovery issuer mismatch: expected ${issuer}, got ${document.issuer}`);
    }
    return { document, jwks: createRemoteJWKSet(new URL(document.jwks_uri)) };
  }

  function metadata() {
    discovery ??= loadDiscovery().catch((error: unknown) => {
      discovery = undefined;
      throw error;
    });
    return discovery;
  }

  return {
    issuer,
    async discovery(): Promise<DiscoveryDocument> {
      return (await metadata()).document;
    },

    /**
     * grant trusts the id_token it received over TLS without checking its signature; this checks the
     * signature against the provider's JWKS, the issuer, the audience (our client id), expiry and the
     * nonce bound to this browser's sign-in attempt.
     */
    async verifyIdToken(idToken: string, expected: { nonce: string }): Promise<JWTPayload> {
      const { document, jwks } = await metadata();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, jwks, {
          issuer: document.issuer,
          audience: opts.clientId,
          algorithms: ['RS256', 'PS256', 'ES256', 'EdDSA'],
          clockTolerance: 30,
        }));
      } catch (error) {
        throw new IdTokenError(`id_token rejected: ${(error as Error).message}`, { cause: error });
      }
      if (payload.nonce !== expected.nonce) throw new IdTokenError('id_token rejected: nonce mismatch');
      if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== opts.clientId) {
        throw new IdTokenError('id_token rejected: authorized party mismatch');
      }
      return payload;
    },

    /** Userinfo claims for providers that keep profile claims out of the id_token. */
    async userinfo(accessToken: string): Promise<Record<string, unknown> | undefined> {
      const { document } = await metadata();
      if (!document.userinfo_endpoint) return undefined;
      const response = await doFetch(document.userinfo_endpoint, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) throw new Error(`userinfo failed: ${response.status}`);
      return (await response.json()) as Record<string, unknown>;
    },

    /** RP-initiated logout URL that returns to `postLogoutRedirectUri`, or undefined when unsupported. */
    async endSessionUrl(postLogoutRedirectUri: string): Promise<string | undefined> {
      const { document } = await metadata();
      if (!document.end_session_endpoint) return undefined;
      const url = new URL(document.end_session_endpoint);
      url.searchParams.set('client_id', opts.clientId);
      url.searchParams.set('post_logout_redirect_uri', postLogoutRedirectUri);
      return url.href;
    },
  };
}
export type OpenIdProvider = ReturnType<typeof createOpenIdProvider>;
