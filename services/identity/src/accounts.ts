import { timingSafeEqual } from 'node:crypto';

/** A person who can sign in at the local provider. `id` becomes the OpenID `sub` (and User.id). */
export interface IdentityAccount {
  id: string;
  email: string;
  password: string;
  givenName: string;
  familyName: string;
  /** Absolute URL of the avatar; when unset the provider serves a generated initials avatar. */
  picture?: string;
  /** Emitted as the `alive_admin` claim; the auth service trusts it only when configured to. */
  isAdmin: boolean;
}

export const SEED_PASSWORD = 'alive-demo';

/**
 * The accounts the README, the seed docs and the browser tests sign in with: one admin and five people,
 * so features for several people (groups) can be tried on one machine in several browser profiles.
 */
export const SEED_ACCOUNTS: readonly IdentityAccount[] = Object.freeze([
  {
    id: 'local-admin',
    email: 'admin@alive.local',
    password: SEED_PASSWORD,
    givenName: 'Ada',
    familyName: 'Admin',
    isAdmin: true,
  },
  {
    id: 'local-alex',
    email: 'alex@alive.local',
    password: SEED_PASSWORD,
    givenName: 'Alex',
    familyName: 'Rivera',
    isAdmin: false,
  },
  { id: 'local-sam', email: 'sam@alive.local', password: SEED_PASSWORD, givenName: 'Sam', familyName: 'Okafor', isAdmin: false },
  { id: 'local-priya', email: 'priya@alive.local', password: SEED_PASSWORD, givenName: 'Priya', familyName: 'Shah', isAdmin: false },
  { id: 'local-jordan', email: 'jordan@alive.local', password: SEED_PASSWORD, givenName: 'Jordan', familyName: 'Lee', isAdmin: false },
  { id: 'local-maya', email: 'maya@alive.local', password: SEED_PASSWORD, givenName: 'Maya', familyName: 'Chen', isAdmin: false },
]);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface AccountDirectory {
  all(): readonly IdentityAccount[];
  findById(id: string): IdentityAccount | undefined;
  /** The account when e-mail (case-insensitive) and password match, else undefined. */
  authenticate(email: string, password: string): IdentityAccount | undefined;
}

export function createAccountDirectory(accounts: readonly IdentityAccount[]): AccountDirectory {
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
  return {
    all: () => accounts,
    findById: (id) => byId.get(id),
    authenticate(email, password) {
      const account = byEmail.get(email.trim().toLowerCase());
      // Compare even when the account is unknown so timing does not reveal which e-mails exist.
      const matches = sameSecret(password, account?.password ?? '\u0000never-matches');
      return account && matches ? account : undefined;
    },
  };
}
