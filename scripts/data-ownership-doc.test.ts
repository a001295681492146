import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DATABASE_SERVICES, databaseRole, OWNED_FUNCTIONS, TABLE_OWNERS } from '@alive/db';
import { PROCESSES } from '@alive/features';

/**
 * docs/data-ownership.md keeps the ownership table for readers; libs/db/src/ownership/ is the truth,
 * from which the Postgres grants are rendered, so any disagreement fails here instead of drifting.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const doc = readFileSync(path.join(root, 'docs/data-ownership.md'), 'utf8');

/** The rows of the first pipe table whose header starts with `first`. */
function tableRows(first: string): string[][] {
  const lines = doc.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${first} |`));
  if (start < 0) throw new Error(`no table starting with "${first}" in docs/data-ownership.md`);
  const rows: string[][] = [];
  for (let i = start + 2; i < lines.length && lines[i]!.startsWith('|'); i++) {
    rows.push(lines[i]!.replace(/^\|/, '').replace(/\|$/, '').split('|').map((cell) => cell.trim()));
  }
  return rows;
}

const code = (cell: string) => /`([^`]+)`/.exec(cell)?.[1] ?? null;

describe('docs/data-ownership.md agrees with the ownership table (libs/db/src/ownership)', () => {
  it('lists every table once with its one owner', () => {
    const documented = tableRows('table (model)').map(([table, owner]) => [code(table!), owner!.split(' ')[0]]);
    expect(documented).toEqual(Object.entries(TABLE_OWNERS));
  });

  it('lists every role, one per process with a database', () => {
    const documented = tableRows('role').map(([role]) => code(role!));
    expect(documented).toEqual(DATABASE_SERVICES.map(databaseRole));
  });

  it('lists every function that writes for its owner', () => {
    const documented = tableRows('function').map(([fn, owner]) => [code(fn!)?.split('(')[0], owner]);
    expect(documented).toEqual(OWNED_FUNCTIONS.map((fn) => [fn.signature.split('(')[0], fn.owner]));
  });
});

describe('the database services (libs/db/src/ownership/database-services.ts)', () => {
  it('are the processes of the feature registry: each connects as a role of its own', () => {
    expect([...DATABASE_SERVICES].sort()).toEqual(PROCESSES.map((process) => process.name).sort());
  });
});
