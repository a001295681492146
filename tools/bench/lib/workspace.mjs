/**
 * The workspace libraries the benchmarks use (TypeScript, loaded through tsx), and the bench users:
 * `bench-user-<n>` with the session record `bench-session-of-user-<n>`, the ids the pgbench scripts
 * look up (choice-loop.pgbench.sql, recommendations-read.pgbench.sql).
 */
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

register(); // the workspace libs are TypeScript
export const { createTestDatabase } = await import('@alive/db/testing');
export const { startNatsServerProcess } = await import('@alive/events/testing');
const { loadServiceConfig } = await import('@alive/service-kit');
const { sessionCookieFor } = await import('@alive/service-kit/testing');

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** What the service processes sign their session cookies with (SESSION_KEYS). */
export const SESSION_KEYS = 'bench-session-key';

/** Replicates the product seed's choice pairs (real tag sets) until there are at least `pairs`. */
export async function replicateSeedPairs(prisma, pairs) {
  const seeded = await prisma.choicePair.count();
  const copies = Math.max(0, Math.ceil(pairs / seeded) - 1);
  await prisma.$executeRawUnsafe(`
    INSERT INTO choice_pairs (category, option1, option2, option1_tags, option2_tags, source)
    SELECT category, option1 || ' #' || g, option2 || ' #' || g, option1_tags, option2_tags, 'bench'
      FROM choice_pairs, generate_series(1, ${copies}) AS g
     WHERE source = 'seed'`);
}

/**
 * `count` users `<prefix>-user-<n>` (default prefix `bench`, the ids the pgbench scripts look up); another
 * prefix (e.g. `chaos`) keeps a script's people recognisable in the tables it checks.
 */
export async function createBenchUsers(prisma, count, { prefix = 'bench' } = {}) {
  const label = prefix.charAt(0).toUpperCase() + prefix.slice(1);
  await prisma.user.createMany({
    data: Array.from({ length: count }, (_, i) => ({ id: `${prefix}-user-${i}`, email: `${prefix}-${i}@example.test`, firstName: `${label}${i}` })),
  });
}

/** One signed-in session per user of createBenchUsers (a `Cookie` header value each, in user order). */
export async function benchSessionCookies(prisma, count, { prefix = 'bench' } = {}) {
  const config = loadServiceConfig({ SESSION_KEYS, LOG_LEVEL: 'silent' });
  return Promise.all(
    Array.from({ length: count }, (_, i) => sessionCookieFor(prisma, `${prefix}-user-${i}`, config, { sessionId: `${prefix}-session-of-user-${i}` })),
  );
}
