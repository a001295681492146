import type { Logger } from 'pino';

/** The user row every service sees as `ctx.state.user` (loaded through the session record). */
export interface SessionUser {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
}

/**
 * What the signed session cookie may hold: the session record's id and small auth bits. Never tokens
 * or the user id — the cookie is readable (base64) by the browser and sent to every service.
 */
export interface AliveSessionData {
  /** Id of the server-side session record (table `sessions`); the record names the user. */
  sid?: string;
  /** grant's transient state between /api/login and the callback (state, nonce, PKCE verifier). */
  grant?: Record<string, unknown>;
  /** Where sign-in lands, from `/api/login?returnTo=` until the callback (docs/product/platform.md, Auth gate). */
  returnTo?: string;
}

/** koa-session's Session object as services use it. */
export type AliveSession = AliveSessionData & {
  readonly isNew?: boolean;
  readonly populated: boolean;
  maxAge: number | 'session' | undefined;
  save(): Promise<void>;
  regenerate(): Promise<void>;
};

declare module 'koa' {
  interface DefaultState {
    /** The signed-in user, or undefined when signed out. */
    user?: SessionUser;
  }
  interface ExtendableContext {
    /** Request-scoped pino logger (carries reqId and traceId). */
    log: Logger;
    requestId: string;
    /** W3C trace id of the request (docs/architecture.md, "Traces"). */
    traceId: string;
    /** `traceparent` naming this request's span: what the service passes on (outbox rows, calls). */
    traceparent: string;
    /** koa-session's session for this request. */
    get session(): AliveSession | null;
    /** Assigning `null` destroys the session; assigning an object replaces its whole content. */
    set session(value: AliveSessionData | null);
  }
}
