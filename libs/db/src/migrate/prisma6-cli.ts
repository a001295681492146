/**
 * `npm run prisma6 -w @alive/db -- <prisma args>`: Prisma's own CLI (6.19, Wasm engine, offline)
 * against DATABASE_URL, e.g. `-- migrate status` or `-- migrate deploy`. `{schema}` in the
 * arguments stands for the schema. Without DATABASE_URL it uses in-memory PGlite (diffs only).
 */
import { runPrisma6 } from './prisma6.ts';

const databaseUrl = process.env.DATABASE_URL;
runPrisma6(process.argv.slice(2), { config: databaseUrl ? 'pg' : 'pglite', databaseUrl, inheritStdio: true }).then(
  ({ code }) => {
    process.exitCode = code ?? 1;
  },
  (err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  },
);
