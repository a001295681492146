import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { applyMigrations } from './runner.ts';
import { createEmptyDatabase, migrateToJustBefore, removeTempDirs, type EmptyDatabase } from './test-helpers.ts';

// Food became a choice-pair category (docs/product/choices.md, Decision — Food pairs): the migration
// relabels the pairs stored before it whose two options are food catalogue items.
const MIGRATION = '20261126204759_food_pair_category';

describe(`${MIGRATION} relabel`, () => {
  afterAll(removeTempDirs);
  let db: EmptyDatabase | undefined;
  afterEach(async () => {
    await db?.drop();
    db = undefined;
  });

  it('files food-vs-food pairs under Food and leaves every other pair alone', async () => {
    db = await createEmptyDatabase();
    const pending = await migrateToJustBefore(db.databaseUrl, MIGRATION);

    // The catalogue as seeded: two food items, one general item.
    await db.query(`
      INSERT INTO recommendation_items (slug, category, title, description, tags, time_commitment, estimated_cost, updated_at) VALUES
        ('food-laksa', 'food', 'Eat assam laksa in Penang', 'd', '{}', '1 hour', '$', now()),
        ('food-pizza', 'food', 'Make Neapolitan pizza at home', 'd', '{}', '3 hours', '$', now()),
        ('general-juggle', 'general', 'Learn to juggle', 'd', '{}', '1 hour', 'Free', now())`);
    // As stored before: a food pair under Activities (a smart recommendation added to a queue, and the
    // same pair in the shared set), a mixed pair, a seeded activity pair, a food pair an admin already
    // filed under Food, and food titles under another category on purpose.
    await db.query(`
      INSERT INTO users (id, email, updated_at) VALUES ('u1', 'u1@example.test', now())`);
    await db.query(`
      INSERT INTO choice_pairs (category, option1, option2, option1_tags, option2_tags, source, owner_user_id) VALUES
        ('Activities', 'Eat assam laksa in Penang', 'Make Neapolitan pizza at home', '{}', '{}', 'personal', 'u1'),
        ('Activities', 'Make Neapolitan pizza at home', 'Eat assam laksa in Penang', '{}', '{}', 'smart', NULL),
        ('Activities', 'Eat assam laksa in Penang', 'Learn to juggle', '{}', '{}', 'smart', NULL),
        ('Activities', 'Host a dinner party', 'Cook an elaborate meal just for yourself', '{}', '{}', 'seed', NULL),
        ('Food', 'Eat assam laksa in Penang', 'Make Neapolitan pizza at home', '{}', '{}', 'ai', NULL),
        ('Travel', 'Eat assam laksa in Penang', 'Make Neapolitan pizza at home', '{}', '{}', 'admin', NULL)`);

    const { applied } = await applyMigrations({ databaseUrl: db.databaseUrl });
    expect(applied).toEqual(pending);

    const pairs = await db.query<{ category: string; option2: string; source: string }>('SELECT category, option2, source FROM choice_pairs ORDER BY id');
    expect(pairs.map((p) => [p.source, p.option2, p.category])).toEqual([
      ['personal', 'Make Neapolitan pizza at home', 'Food'],
      ['smart', 'Eat assam laksa in Penang', 'Food'],
      ['smart', 'Learn to juggle', 'Activities'],
      ['seed', 'Cook an elaborate meal just for yourself', 'Activities'],
      ['ai', 'Make Neapolitan pizza at home', 'Food'],
      ['admin', 'Make Neapolitan pizza at home', 'Travel'],
    ]);
  });
});
