-- One writer per table (docs/data-ownership.md). Tables that several services wrote are split per
-- service (rate limits, outboxes), the Releases screen asks the release controller through a request
-- table of its own, and the two writes of another's table that stay in the database (refreshing a
-- session, adjusting the choice rollups) run in functions that the roles migration gives to the
-- owning service's role. The roles and grants themselves follow, in the generated roles migration.

-- CreateTable
CREATE TABLE "auth_rate_limits" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "auth_rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "identity_rate_limits" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "identity_rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "admin_rate_limits" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "admin_rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "groups_rate_limits" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "groups_rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "recommendations_rate_limits" (
    "key" TEXT NOT NULL,
    "points" INTEGER NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recommendations_rate_limits_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "auth_outbox_events" (
    "id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "payload" JSONB NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "traceparent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "auth_outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "groups_outbox_events" (
    "id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "payload" JSONB NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "traceparent" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "groups_outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "release_change_requests" (
    "id" UUID NOT NULL,
    "remote" TEXT NOT NULL,
    "change" JSONB NOT NULL,
    "actor" TEXT NOT NULL,
    "actor_user_id" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "release_change_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "release_change_outcomes" (
    "request_id" UUID NOT NULL,
    "outcome" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "release_change_outcomes_pkey" PRIMARY KEY ("request_id")
);

-- CreateIndex
CREATE INDEX "auth_rate_limits_expires_at_idx" ON "auth_rate_limits"("expires_at");

-- CreateIndex
CREATE INDEX "identity_rate_limits_expires_at_idx" ON "identity_rate_limits"("expires_at");

-- CreateIndex
CREATE INDEX "admin_rate_limits_expires_at_idx" ON "admin_rate_limits"("expires_at");

-- CreateIndex
CREATE INDEX "groups_rate_limits_expires_at_idx" ON "groups_rate_limits"("expires_at");

-- CreateIndex
CREATE INDEX "recommendations_rate_limits_expires_at_idx" ON "recommendations_rate_limits"("expires_at");

-- CreateIndex
CREATE INDEX "auth_outbox_events_status_created_at_idx" ON "auth_outbox_events"("status", "created_at");

-- CreateIndex
CREATE INDEX "groups_outbox_events_status_created_at_idx" ON "groups_outbox_events"("status", "created_at");

-- CreateIndex
CREATE INDEX "release_change_requests_created_at_idx" ON "release_change_requests"("created_at");

-- CreateIndex
CREATE INDEX "release_change_outcomes_created_at_idx" ON "release_change_outcomes"("created_at");

-- The counters of the shared table move to their service's table: every limiter's name starts with its
-- service (`auth-sign-in-start`, `identity-sign-in-...`, `admin-track`, `groups-join-failures`,
-- `recommendations-refresh`), so running windows survive the split.
INSERT INTO "auth_rate_limits" ("key", "points", "expires_at") SELECT "key", "points", "expires_at" FROM "rate_limits" WHERE "key" LIKE 'auth-%';
INSERT INTO "identity_rate_limits" ("key", "points", "expires_at") SELECT "key", "points", "expires_at" FROM "rate_limits" WHERE "key" LIKE 'identity-%';
INSERT INTO "admin_rate_limits" ("key", "points", "expires_at") SELECT "key", "points", "expires_at" FROM "rate_limits" WHERE "key" LIKE 'admin-%';
INSERT INTO "groups_rate_limits" ("key", "points", "expires_at") SELECT "key", "points", "expires_at" FROM "rate_limits" WHERE "key" LIKE 'groups-%';
INSERT INTO "recommendations_rate_limits" ("key", "points", "expires_at") SELECT "key", "points", "expires_at" FROM "rate_limits" WHERE "key" LIKE 'recommendations-%';
DROP TABLE "rate_limits";

-- Pending rows of auth and groups stay in `outbox_events`, now choices' outbox: choices' relay publishes
-- every row there whatever its subject, so nothing written before the split is lost.

-- Who is signed in, for every service (libs/service-kit/src/session-records.ts, docs/architecture.md
-- "Sessions"): the live session and its user, and `last_seen_at` refreshed when older than `touch_ms`, in
-- one statement as before. Only auth writes `sessions`: this function runs as its owner, which the roles
-- migration makes auth's role, and the other services may only execute it. The bodies' semicolons are
-- written \073 (see 20261127040000_session_change_notifications).
CREATE FUNCTION alive_session_user(session_id text, absolute_ms float8, idle_ms float8, touch_ms float8)
RETURNS TABLE (id text, email text, "firstName" text, "lastName" text, "profileImageUrl" text, "isAdmin" boolean,
               "sessionCreatedAt" timestamptz, "sessionLastSeenAt" timestamptz)
LANGUAGE plpgsql SECURITY DEFINER SET search_path FROM CURRENT AS E'
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH live AS (
    SELECT s.id, s.user_id, s.created_at, s.last_seen_at FROM sessions s
     WHERE s.id = session_id
       AND s.created_at > now() - absolute_ms * interval ''1 millisecond''
       AND s.last_seen_at > now() - idle_ms * interval ''1 millisecond''
  ), seen AS (
    UPDATE sessions SET last_seen_at = now() FROM live
     WHERE sessions.id = live.id AND live.last_seen_at < now() - touch_ms * interval ''1 millisecond''
  )
  SELECT u.id, u.email, u.first_name, u.last_name, u.profile_image_url, u.is_admin, live.created_at, live.last_seen_at
    FROM live JOIN users u ON u.id = live.user_id\073
END
';

-- A cookie whose session ended is signed out by whichever service sees it, and the ended row goes with
-- it (docs/architecture.md, "Sessions"): only an ended row, and as auth's role, like the lookup.
CREATE FUNCTION alive_delete_ended_session(session_id text, absolute_ms float8, idle_ms float8)
RETURNS integer
LANGUAGE sql SECURITY DEFINER SET search_path FROM CURRENT AS E'
  WITH gone AS (
    DELETE FROM sessions
     WHERE id = session_id
       AND (created_at <= now() - absolute_ms * interval ''1 millisecond''
            OR last_seen_at <= now() - idle_ms * interval ''1 millisecond'')
    RETURNING 1
  )
  SELECT count(*)::integer FROM gone
';

-- Choices deleting its rows (undo) keeps admin's choice rollups right through these triggers
-- (20261127100308_choice_rollups). They now run as their owner, admin's role after the roles migration,
-- so choices needs no write on admin's tables.
ALTER FUNCTION alive_forget_folded_choices() SECURITY DEFINER SET search_path FROM CURRENT;
ALTER FUNCTION alive_reset_choice_rollups() SECURITY DEFINER SET search_path FROM CURRENT;
