-- Hand-written (Prisma models partial indexes only as a preview feature, see docs/migrations.md): the
-- next-pair read walks shared active pairs by id, and personal pairs (owner_user_id set) sit at the top of
-- the id range, so without these it steps over every one of them (docs/product/choices.md, The personal queue).
CREATE INDEX "choice_pairs_shared_active_id_idx" ON "choice_pairs" ("id") WHERE "is_active" AND "owner_user_id" IS NULL;
CREATE INDEX "choice_pairs_shared_active_category_id_idx" ON "choice_pairs" ("category", "id") WHERE "is_active" AND "owner_user_id" IS NULL;
-- A person's own queue, oldest first.
CREATE INDEX "choice_pairs_owner_created_idx" ON "choice_pairs" ("owner_user_id", "created_at", "id") WHERE "owner_user_id" IS NOT NULL;
