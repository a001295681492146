-- AlterTable
ALTER TABLE "choice_pairs" ADD COLUMN     "owner_user_id" TEXT;

-- AlterTable
ALTER TABLE "content_classifications" ADD COLUMN     "imdb_rating" DECIMAL(3,1),
ADD COLUMN     "rotten_tomatoes_score" SMALLINT,
ADD COLUMN     "seed_key" TEXT,
ADD COLUMN     "similar_to" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "tags" JSONB NOT NULL DEFAULT '[]',
ADD COLUMN     "warnings" JSONB NOT NULL DEFAULT '[]';

-- AlterTable
ALTER TABLE "recommendation_caches" ADD COLUMN     "generating_since" TIMESTAMPTZ(3),
ADD COLUMN     "misses" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "total_response_ms" DOUBLE PRECISION NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "recommendation_items" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "tags" JSONB NOT NULL,
    "primary_drive_score" SMALLINT NOT NULL DEFAULT 0,
    "happiness_orientation_score" SMALLINT NOT NULL DEFAULT 0,
    "life_engagement_score" SMALLINT NOT NULL DEFAULT 0,
    "value_investment_score" SMALLINT NOT NULL DEFAULT 0,
    "locus_control_score" SMALLINT NOT NULL DEFAULT 0,
    "time_commitment" TEXT NOT NULL,
    "estimated_cost" TEXT NOT NULL,
    "location" TEXT,
    "year" INTEGER,
    "streaming_platforms" JSONB NOT NULL DEFAULT '[]',
    "links" JSONB NOT NULL DEFAULT '[]',
    "actionable" BOOLEAN NOT NULL DEFAULT true,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recommendation_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "recommendation_items_slug_key" ON "recommendation_items"("slug");

-- CreateIndex
CREATE INDEX "recommendation_items_category_is_active_idx" ON "recommendation_items"("category", "is_active");

-- CreateIndex
CREATE INDEX "choice_pairs_owner_user_id_idx" ON "choice_pairs"("owner_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "content_classifications_seed_key_key" ON "content_classifications"("seed_key");

-- AddForeignKey
ALTER TABLE "choice_pairs" ADD CONSTRAINT "choice_pairs_owner_user_id_fkey" FOREIGN KEY ("owner_user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: value ranges (Prisma does not model CHECK constraints, see docs/migrations.md).
ALTER TABLE "recommendation_items" ADD CONSTRAINT "recommendation_items_scores_range" CHECK (
  "primary_drive_score" BETWEEN -2 AND 2 AND
  "happiness_orientation_score" BETWEEN -2 AND 2 AND
  "life_engagement_score" BETWEEN -2 AND 2 AND
  "value_investment_score" BETWEEN -2 AND 2 AND
  "locus_control_score" BETWEEN -2 AND 2
);
ALTER TABLE "content_classifications" ADD CONSTRAINT "content_classifications_imdb_rating_range" CHECK ("imdb_rating" IS NULL OR ("imdb_rating" >= 0 AND "imdb_rating" <= 10));
ALTER TABLE "content_classifications" ADD CONSTRAINT "content_classifications_rotten_tomatoes_range" CHECK ("rotten_tomatoes_score" IS NULL OR ("rotten_tomatoes_score" >= 0 AND "rotten_tomatoes_score" <= 100));
