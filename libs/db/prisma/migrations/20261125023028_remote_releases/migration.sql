-- CreateTable
CREATE TABLE "remote_releases" (
    "remote" TEXT NOT NULL,
    "stable_version" TEXT NOT NULL,
    "canary_version" TEXT,
    "canary_percent" INTEGER NOT NULL DEFAULT 0,
    "canary_started_at" TIMESTAMPTZ(3),
    "file_version" TEXT,
    "last_verdict" TEXT,
    "last_verdict_reason" TEXT,
    "last_verdict_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "remote_releases_pkey" PRIMARY KEY ("remote")
);

-- CreateTable
CREATE TABLE "remote_versions" (
    "remote" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "integrity" JSONB NOT NULL,
    "published_at" TIMESTAMPTZ(3) NOT NULL,
    "files" INTEGER NOT NULL,

    CONSTRAINT "remote_versions_pkey" PRIMARY KEY ("remote","version")
);

-- CreateTable
CREATE TABLE "remote_release_events" (
    "id" BIGSERIAL NOT NULL,
    "remote" TEXT NOT NULL,
    "action" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "actor_user_id" TEXT,
    "from_version" TEXT,
    "to_version" TEXT,
    "percent" INTEGER,
    "reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "remote_release_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rum_minutes" (
    "remote" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "minute" TIMESTAMPTZ(0) NOT NULL,
    "loads" INTEGER NOT NULL DEFAULT 0,
    "failed_loads" INTEGER NOT NULL DEFAULT 0,
    "errored_loads" INTEGER NOT NULL DEFAULT 0,
    "errors" INTEGER NOT NULL DEFAULT 0,
    "lcp_buckets" INTEGER[],
    "inp_buckets" INTEGER[],

    CONSTRAINT "rum_minutes_pkey" PRIMARY KEY ("remote","version","minute")
);

-- CreateIndex
CREATE INDEX "remote_release_events_remote_created_at_idx" ON "remote_release_events"("remote", "created_at");

-- CreateIndex
CREATE INDEX "rum_minutes_minute_idx" ON "rum_minutes"("minute");

-- A canary's share is a percentage of visitors, and a canary never names the stable version.
ALTER TABLE "remote_releases" ADD CONSTRAINT "remote_releases_canary_percent_range" CHECK ("canary_percent" BETWEEN 0 AND 100);
ALTER TABLE "remote_releases" ADD CONSTRAINT "remote_releases_canary_not_stable" CHECK ("canary_version" IS NULL OR "canary_version" <> "stable_version");
