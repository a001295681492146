-- CreateTable
CREATE TABLE "seed_ledger" (
    "key" TEXT NOT NULL,
    "inserted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seed_ledger_pkey" PRIMARY KEY ("key")
);
