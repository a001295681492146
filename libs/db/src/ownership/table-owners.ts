import type { DatabaseService } from './database-services.ts';

/**
 * Who writes each table: the one definition behind docs/data-ownership.md (whose table
 * scripts/data-ownership-doc.test.ts compares with it) and behind the Postgres grants (roles-sql.ts
 * renders the roles migration from it; ownership-grants.test.ts checks a migrated database against it).
 *
 * Every service may read every table it does not own (SELECT on all of them: reading another service's
 * rows is allowed, docs/data-ownership.md "Rules"); INSERT, UPDATE and DELETE go to the owner only.
 * `deploy` is the schema owner itself (the migration and seed job, docs/migrations.md): no service
 * role gets anything on its tables.
 *
 * A new table needs an entry here, then `npm run migration:roles -w @alive/db -- <name>` for its
 * grants (docs/migrations.md, "Adding a table"); ownership-grants.test.ts fails on a table without one.
 */
export type TableOwner = DatabaseService | 'deploy';

export const TABLE_OWNERS = {
  // auth: who people are and who is signed in
  users: 'auth',
  sessions: 'auth',
  user_days: 'auth',
  user_totals: 'auth',
  auth_outbox_events: 'auth',
  auth_rate_limits: 'auth',

  // identity: the local OpenID provider's counters
  identity_rate_limits: 'identity',

  // choices: pairs, answers and what they say about a person
  choice_pairs: 'choices',
  user_choices: 'choices',
  user_preferences: 'choices',
  dimension_evidence: 'choices',
  choice_requests: 'choices',
  user_interests: 'choices',
  outbox_events: 'choices',

  // recommendations
  recommendation_caches: 'recommendations',
  recommendation_states: 'recommendations',
  recommendation_feedback: 'recommendations',
  processed_events: 'recommendations',
  recommendations_rate_limits: 'recommendations',

  // groups
  groups: 'groups',
  group_members: 'groups',
  group_recommendation_caches: 'groups',
  group_recommendation_ratings: 'groups',
  groups_outbox_events: 'groups',
  groups_rate_limits: 'groups',

  // admin: curated content, analytics, its requests to the release controller
  content_classifications: 'admin',
  recommendation_items: 'admin',
  page_views: 'admin',
  page_visitors: 'admin',
  page_view_days: 'admin',
  page_view_sessions: 'admin',
  page_view_day_pages: 'admin',
  page_view_people: 'admin',
  choice_rollup_state: 'admin',
  choice_days: 'admin',
  choice_people: 'admin',
  tag_popularity_snapshot: 'admin',
  admin_rate_limits: 'admin',
  release_change_requests: 'admin',

  // releases: the release controller
  remote_releases: 'releases',
  remote_versions: 'releases',
  remote_release_events: 'releases',
  rum_minutes: 'releases',
  rum_page_loads: 'releases',
  release_change_outcomes: 'releases',

  // the migration and seed job
  seed_ledger: 'deploy',
  _prisma_migrations: 'deploy',
} as const satisfies Record<string, TableOwner>;

export type TableName = keyof typeof TABLE_OWNERS;

/** The tables a service writes, in the order above. */
export function tablesOwnedBy(owner: TableOwner): TableName[] {
  return (Object.keys(TABLE_OWNERS) as TableName[]).filter((table) => TABLE_OWNERS[table] === owner);
}

/** The tables every service role may read: all but the deploy job's. */
export function serviceReadableTables(): TableName[] {
  return (Object.keys(TABLE_OWNERS) as TableName[]).filter((table) => TABLE_OWNERS[table] !== 'deploy');
}

type OwnedBy<S extends TableOwner> = { [T in TableName]: (typeof TABLE_OWNERS)[T] extends S ? T : never }[TableName];

/** A service's outbox: each publisher relays only its own rows (libs/events, docs/data-ownership.md). */
export type OutboxTable = Extract<OwnedBy<DatabaseService>, 'outbox_events' | `${string}_outbox_events`>;

/** A service's rate-limit counters (service kit rate limiter, docs/data-ownership.md). */
export type RateLimitTable = Extract<OwnedBy<DatabaseService>, `${string}_rate_limits`>;
