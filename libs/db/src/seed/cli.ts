/**
 * `npm run seed -w @alive/db`: seeds DATABASE_URL, or, when it is unset, the embedded PGlite database
 * (PGLITE_DATA_DIR, default `<repo>/.data/pglite`). Run `npm run migrate -w @alive/db` first.
 */
import { existsSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { createPrismaClient } from '../index.ts';
import { DEFAULT_PGLITE_DATA_DIR } from '../paths.ts';
import { seed } from './seed.ts';

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  let pglite: PGlite | undefined;
  let target: string;
  if (databaseUrl) {
    target = 'postgres';
  } else {
    const dataDir = process.env.PGLITE_DATA_DIR ?? DEFAULT_PGLITE_DATA_DIR;
    if (!existsSync(dataDir)) throw new Error(`No PGlite database at ${dataDir}; run npm run migrate -w @alive/db first`);
    pglite = new PGlite(dataDir);
    target = `PGlite ${dataDir}`;
  }
  const prisma = pglite ? createPrismaClient({ pglite }) : createPrismaClient({ databaseUrl: databaseUrl! });
  try {
    const result = await seed(prisma);
    console.log(
      `seed (${target}): ${result.choicePairsCreated} choice pairs created, ${result.choicePairsUpdated} updated, ` +
        `${result.contentClassificationsCreated} content classifications created, ` +
        `${result.contentClassificationsBackfilled} given seed keys, ${result.contentClassificationsFilled} filled, ` +
        `${result.recommendationItemsCreated} recommendation items created, ${result.recommendationItemsUpdated} updated`,
    );
  } finally {
    await prisma.$disconnect();
    await pglite?.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
