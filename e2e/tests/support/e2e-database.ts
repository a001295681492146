import pg from 'pg';
import type { Page } from '@playwright/test';
import { signIn, type ACCOUNTS } from './sign-in.ts';

/** The site's database under test (e2e/serve.ts creates it); set-up and checks only, never the product's way in. */
const adminUrl = process.env.E2E_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const e2eDatabaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${process.env.E2E_DATABASE ?? 'alive_e2e'}`;
  return url.toString();
})();

export async function withE2eDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** What a person's choices wrote: taking these away makes them a person who has made no choice. */
export const CHOICE_TABLES = ['user_choices', 'user_preferences', 'dimension_evidence'] as const;

/**
 * Signs the account in and deletes its rows of `tables` (test set-up only: the site itself writes them
 * only through its services), whatever earlier tests of the run did. Returns the person's id.
 */
export async function signInAsResetPerson(page: Page, account: (typeof ACCOUNTS)[keyof typeof ACCOUNTS], tables: readonly string[]): Promise<string> {
  await signIn(page, account);
  return withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [account.email]);
    const userId = rows[0]!.id;
    for (const table of tables) await client.query(`DELETE FROM ${table} WHERE user_id = $1`, [userId]);
    return userId;
  });
}
