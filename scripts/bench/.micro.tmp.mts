import { createTestDatabase } from '@alive/db/testing';
import pg from 'pg';
const db = await createTestDatabase({ maxConnections: 10 });
const prisma = db.prisma;
const pool = new pg.Pool({ connectionString: db.databaseUrl, max: 10 });
async function measure(name: string, fn: () => Promise<unknown>, n = 3000, conc = 10) {
  for (let i = 0; i < 200; i++) await fn();
  const c0 = process.cpuUsage(); const t0 = performance.now();
  let i = 0;
  await Promise.all(Array.from({ length: conc }, async () => { while (i++ < n) await fn(); }));
  const c = process.cpuUsage(c0); const t = performance.now() - t0;
  console.log(name.padEnd(40), 'cpu µs/op', ((c.user + c.system) / n).toFixed(0), ' wall µs/op', (t * 1000 / n).toFixed(0));
}
for (let r = 0; r < 2; r++) {
await measure('prisma $queryRaw SELECT 1', () => prisma.$queryRaw`SELECT 1`);
await measure('pg pool.query SELECT 1', () => pool.query('SELECT 1'));
await measure('prisma findUnique user', () => prisma.user.findUnique({ where: { id: 'x' }, select: { id: true, email: true, firstName: true, lastName: true, profileImageUrl: true, isAdmin: true } }));
await measure('prisma $transaction(2x raw)', () => prisma.$transaction(async (tx) => { await tx.$queryRaw`SELECT 1`; await tx.$queryRaw`SELECT 2`; }));
await measure('prisma 2x raw (no tx)', async () => { await prisma.$queryRaw`SELECT 1`; await prisma.$queryRaw`SELECT 2`; });
await measure('pg tx (BEGIN,2x,COMMIT)', async () => { const c = await pool.connect(); try { await c.query('BEGIN'); await c.query('SELECT 1'); await c.query('SELECT 2'); await c.query('COMMIT'); } finally { c.release(); } });
}
await pool.end(); await db.drop();
