-- AlterTable
ALTER TABLE "remote_releases" ADD COLUMN     "last_verdict_loads" INTEGER,
ADD COLUMN     "last_verdict_min_loads" INTEGER;
