-- CreateTable
CREATE TABLE "page_view_people" (
    "user_id" TEXT NOT NULL,
    "last_view" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "page_view_people_pkey" PRIMARY KEY ("user_id")
);

-- CreateIndex
CREATE INDEX "page_view_people_last_view_idx" ON "page_view_people"("last_view");

-- AddForeignKey
ALTER TABLE "page_view_people" ADD CONSTRAINT "page_view_people_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill from the page views recorded so far (the track route keeps it up to date from now on): each
-- signed-in person's latest view. A deleted person's views have no user_id any more (ON DELETE SET NULL).
INSERT INTO "page_view_people" ("user_id", "last_view")
SELECT "user_id", max("created_at")
FROM "page_views" WHERE "user_id" IS NOT NULL GROUP BY "user_id";
