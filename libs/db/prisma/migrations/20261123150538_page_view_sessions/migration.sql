-- AlterTable
ALTER TABLE "page_view_days" ADD COLUMN     "session_seconds" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "sessions" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "page_view_sessions" (
    "session_id" TEXT NOT NULL,
    "first_view" TIMESTAMPTZ(3) NOT NULL,
    "last_view" TIMESTAMPTZ(3) NOT NULL,
    "added_seconds" DOUBLE PRECISION NOT NULL DEFAULT 0,

    CONSTRAINT "page_view_sessions_pkey" PRIMARY KEY ("session_id")
);

-- CreateIndex
CREATE INDEX "page_views_created_at_user_id_idx" ON "page_views"("created_at", "user_id");

-- DropIndex (after its replacement exists: created_at ranges never lack an index)
DROP INDEX "page_views_created_at_idx";

-- Backfill from the page views recorded so far (the track route keeps both up to date from now on).
-- Each session counts, with its whole length, on the UTC day of its first view.
INSERT INTO "page_view_sessions" ("session_id", "first_view", "last_view")
SELECT "session_id", min("created_at"), max("created_at")
FROM "page_views" GROUP BY "session_id";

UPDATE "page_view_days" AS d
SET "sessions" = s."sessions", "session_seconds" = s."session_seconds"
FROM (
    SELECT ("first_view" AT TIME ZONE 'UTC')::date AS "day", count(*)::int AS "sessions",
           sum(extract(epoch FROM "last_view" - "first_view"))::float8 AS "session_seconds"
    FROM "page_view_sessions" GROUP BY 1
) AS s
WHERE d."day" = s."day";
