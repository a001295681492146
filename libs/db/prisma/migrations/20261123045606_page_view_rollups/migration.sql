-- CreateTable
CREATE TABLE "page_visitors" (
    "visitor_id" TEXT NOT NULL,
    "last_seen" TIMESTAMPTZ(3) NOT NULL,
    "last_day" DATE NOT NULL,
    "first_view_of_day" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "page_visitors_pkey" PRIMARY KEY ("visitor_id")
);

-- CreateTable
CREATE TABLE "page_view_days" (
    "day" DATE NOT NULL,
    "page_views" INTEGER NOT NULL DEFAULT 0,
    "unique_visitors" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "page_view_days_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "page_view_day_pages" (
    "day" DATE NOT NULL,
    "page" TEXT NOT NULL,
    "views" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "page_view_day_pages_pkey" PRIMARY KEY ("day","page")
);

-- CreateIndex
CREATE INDEX "page_visitors_last_seen_idx" ON "page_visitors"("last_seen");

-- Backfill from the page views recorded so far (the track route keeps all three up to date from now on)
INSERT INTO "page_visitors" ("visitor_id", "last_seen", "last_day", "first_view_of_day")
SELECT "visitor_id", max("created_at"), (max("created_at") AT TIME ZONE 'UTC')::date, true
FROM "page_views" GROUP BY "visitor_id";

INSERT INTO "page_view_days" ("day", "page_views", "unique_visitors")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, count(*)::int, count(DISTINCT "visitor_id")::int
FROM "page_views" GROUP BY 1;

INSERT INTO "page_view_day_pages" ("day", "page", "views")
SELECT ("created_at" AT TIME ZONE 'UTC')::date, "page", count(*)::int
FROM "page_views" GROUP BY 1, 2;
