-- CreateTable
CREATE TABLE "tag_popularity_snapshot" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "computed_at" TIMESTAMPTZ(3) NOT NULL,
    "tags" JSONB NOT NULL,

    CONSTRAINT "tag_popularity_snapshot_pkey" PRIMARY KEY ("id")
);

-- One row: the overview's popular tags as last computed on a large site (services/admin/src/data/tag-popularity.ts).
ALTER TABLE "tag_popularity_snapshot" ADD CONSTRAINT "tag_popularity_snapshot_one_row" CHECK ("id" = 1);
