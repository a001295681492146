-- AlterTable
ALTER TABLE "user_choices" ADD COLUMN     "prior_rows" JSONB;
