-- Data only, no schema change: Food is a choice-pair category (docs/product/choices.md, Decision - Food pairs).
-- Pairs built from two food catalogue items (smart recommendations added to a personal queue, engine
-- pairs) were filed under Activities. Relabel every pair whose two options are both titles of food
-- catalogue items. A pair mixing food with another catalogue category stays where it is.
UPDATE "choice_pairs" AS cp
SET "category" = 'Food'
WHERE cp."category" = 'Activities'
  AND EXISTS (SELECT 1 FROM "recommendation_items" AS ri WHERE ri."category" = 'food' AND ri."title" = cp."option1")
  AND EXISTS (SELECT 1 FROM "recommendation_items" AS ri WHERE ri."category" = 'food' AND ri."title" = cp."option2");
