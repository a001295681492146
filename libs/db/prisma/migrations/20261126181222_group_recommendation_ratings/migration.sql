-- CreateTable
CREATE TABLE "group_recommendation_ratings" (
    "group_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "item_id" TEXT NOT NULL,
    "rating" SMALLINT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "group_recommendation_ratings_pkey" PRIMARY KEY ("group_id","user_id","item_id")
);

-- CreateIndex
CREATE INDEX "group_recommendation_ratings_group_id_item_id_idx" ON "group_recommendation_ratings"("group_id", "item_id");

-- AddForeignKey
ALTER TABLE "group_recommendation_ratings" ADD CONSTRAINT "group_recommendation_ratings_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_recommendation_ratings" ADD CONSTRAINT "group_recommendation_ratings_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A rating is a thumbs up or down, nothing else.
ALTER TABLE "group_recommendation_ratings" ADD CONSTRAINT "group_recommendation_ratings_rating_check" CHECK ("rating" IN (-1, 1));
