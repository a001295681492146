-- CreateTable
CREATE TABLE "choice_rollup_state" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "folded_through" INTEGER NOT NULL DEFAULT 0,
    "total_choices" BIGINT NOT NULL DEFAULT 0,
    "pending_through" INTEGER,
    "pending_at" TIMESTAMPTZ(6),
    "folded_at" TIMESTAMPTZ(3),

    CONSTRAINT "choice_rollup_state_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "choice_days" (
    "day" DATE NOT NULL,
    "choices" INTEGER NOT NULL,

    CONSTRAINT "choice_days_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "choice_people" (
    "user_id" TEXT NOT NULL,
    "last_choice" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "choice_people_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "user_days" (
    "day" DATE NOT NULL,
    "new_users" INTEGER NOT NULL,

    CONSTRAINT "user_days_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "user_totals" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "users" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "user_totals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "choice_people_last_choice_idx" ON "choice_people"("last_choice");

-- The admin figures over choices and people without counting the tables (docs/performance.md, "The admin
-- figures over choices and people"). Nothing here runs on the choice loop: choices are folded in by admin
-- (services/admin/src/data/choice-rollups.ts). Only deletions of choices and the rare writes to `users`
-- fire triggers. The bodies' semicolons are written \073 (see 20261127040000_session_change_notifications).

ALTER TABLE "choice_rollup_state" ADD CONSTRAINT "choice_rollup_state_one_row" CHECK ("id" = 1);
ALTER TABLE "user_totals" ADD CONSTRAINT "user_totals_one_row" CHECK ("id" = 1);

-- Nothing is folded yet: the fold catches up in batches while the figures count the rest live.
INSERT INTO "choice_rollup_state" ("id") VALUES (1);

-- Deleting choices that were folded takes them out of the rollups, in the deleting statement. The
-- state row is locked first, so a fold and a deletion never interleave: a fold that committed first is
-- seen (its mark), one that comes later does not see the deleted rows. Each person who lost a choice gets
-- their latest remaining choice (index user_choices (user_id, created_at)), or no row.
CREATE FUNCTION alive_forget_folded_choices() RETURNS trigger LANGUAGE plpgsql AS E'
DECLARE
  mark integer\073
BEGIN
  IF NOT EXISTS (SELECT 1 FROM old_choices) THEN
    RETURN NULL\073
  END IF\073
  SELECT folded_through INTO mark FROM choice_rollup_state WHERE id = 1 FOR UPDATE\073
  UPDATE choice_rollup_state
     SET total_choices = total_choices - gone.n
    FROM (SELECT count(*) AS n FROM old_choices WHERE id <= mark) gone
   WHERE id = 1 AND gone.n > 0\073
  UPDATE choice_days d
     SET choices = d.choices - gone.n
    FROM (SELECT (created_at AT TIME ZONE ''UTC'')::date AS day, count(*)::int AS n
            FROM old_choices WHERE id <= mark GROUP BY 1) gone
   WHERE d.day = gone.day\073
  WITH people AS (
    SELECT p.user_id, (SELECT max(c.created_at) FROM user_choices c WHERE c.user_id = p.user_id) AS latest
      FROM choice_people p
     WHERE p.user_id IN (SELECT DISTINCT user_id FROM old_choices)
  ), moved AS (
    UPDATE choice_people p SET last_choice = people.latest
      FROM people WHERE p.user_id = people.user_id AND people.latest IS NOT NULL
  )
  DELETE FROM choice_people p USING people WHERE p.user_id = people.user_id AND people.latest IS NULL\073
  RETURN NULL\073
END
';

CREATE TRIGGER user_choices_forget_folded AFTER DELETE ON user_choices
  REFERENCING OLD TABLE AS old_choices
  FOR EACH STATEMENT EXECUTE FUNCTION alive_forget_folded_choices();

CREATE FUNCTION alive_reset_choice_rollups() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE choice_rollup_state
     SET folded_through = 0, total_choices = 0, pending_through = NULL, pending_at = NULL, folded_at = NULL
   WHERE id = 1\073
  DELETE FROM choice_days\073
  DELETE FROM choice_people\073
  RETURN NULL\073
END
';

CREATE TRIGGER user_choices_reset_rollups AFTER TRUNCATE ON user_choices
  FOR EACH STATEMENT EXECUTE FUNCTION alive_reset_choice_rollups();

-- The number of people, and of new people per UTC day. Sign-in's upsert fires the INSERT and UPDATE
-- triggers: with no new row and no moved created_at they write nothing. (Transition tables cannot go
-- with a column list, so the UPDATE trigger looks for moved created_at itself.) The function is
-- compiled per trigger, each with its own transition tables.
CREATE FUNCTION alive_count_users() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''TRUNCATE'' THEN
    UPDATE user_totals SET users = 0 WHERE id = 1\073
    DELETE FROM user_days\073
  ELSIF TG_OP = ''INSERT'' THEN
    UPDATE user_totals SET users = users + added.n
      FROM (SELECT count(*) AS n FROM new_users) added
     WHERE id = 1 AND added.n > 0\073
    INSERT INTO user_days (day, new_users)
    SELECT (created_at AT TIME ZONE ''UTC'')::date, count(*)::int FROM new_users GROUP BY 1
    ON CONFLICT (day) DO UPDATE SET new_users = user_days.new_users + EXCLUDED.new_users\073
  ELSIF TG_OP = ''DELETE'' THEN
    UPDATE user_totals SET users = users - removed.n
      FROM (SELECT count(*) AS n FROM old_users) removed
     WHERE id = 1 AND removed.n > 0\073
    UPDATE user_days d SET new_users = d.new_users - gone.n
      FROM (SELECT (created_at AT TIME ZONE ''UTC'')::date AS day, count(*)::int AS n FROM old_users GROUP BY 1) gone
     WHERE d.day = gone.day\073
  ELSE
    WITH moved AS (
      SELECT (o.created_at AT TIME ZONE ''UTC'')::date AS was, (n.created_at AT TIME ZONE ''UTC'')::date AS now_on
        FROM old_users o JOIN new_users n ON n.id = o.id
       WHERE (o.created_at AT TIME ZONE ''UTC'')::date <> (n.created_at AT TIME ZONE ''UTC'')::date
    ), changes AS (
      SELECT day, sum(n)::int AS n FROM (
        SELECT was AS day, -1 AS n FROM moved UNION ALL SELECT now_on, 1 FROM moved
      ) AS each_move GROUP BY day
    )
    INSERT INTO user_days (day, new_users) SELECT day, n FROM changes
    ON CONFLICT (day) DO UPDATE SET new_users = user_days.new_users + EXCLUDED.new_users\073
  END IF\073
  RETURN NULL\073
END
';

CREATE TRIGGER users_count_added AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION alive_count_users();

CREATE TRIGGER users_count_removed AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_users
  FOR EACH STATEMENT EXECUTE FUNCTION alive_count_users();

CREATE TRIGGER users_count_moved AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_users NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION alive_count_users();

CREATE TRIGGER users_reset_total AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION alive_count_users();

-- CREATE TRIGGER holds a lock on users that keeps sign-ups out until the migration's transaction
-- commits (libs/db/src/migrate/runner.ts runs each migration in one), so this count misses none.
INSERT INTO "user_totals" ("id", "users") SELECT 1, count(*) FROM "users";
INSERT INTO "user_days" ("day", "new_users")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int FROM "users" GROUP BY 1;
