-- CreateTable
CREATE TABLE "user_interests" (
    "user_id" TEXT NOT NULL,
    "categories" TEXT[],
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_interests_pkey" PRIMARY KEY ("user_id")
);

-- AddForeignKey
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A pick is at least one category (skipping the first-run step stores no row).
ALTER TABLE "user_interests" ADD CONSTRAINT "user_interests_categories_check" CHECK (cardinality("categories") >= 1);
