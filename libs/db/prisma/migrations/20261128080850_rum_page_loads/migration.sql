-- CreateTable
CREATE TABLE "rum_page_loads" (
    "remote" TEXT NOT NULL,
    "version" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "visitor" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "bucket" INTEGER NOT NULL,
    "signed_in" BOOLEAN NOT NULL,
    "loaded" BOOLEAN NOT NULL DEFAULT false,
    "failed" BOOLEAN NOT NULL DEFAULT false,
    "errored" BOOLEAN NOT NULL DEFAULT false,
    "lcp_ms" INTEGER,
    "inp_ms" INTEGER,

    CONSTRAINT "rum_page_loads_pkey" PRIMARY KEY ("remote","version","page")
);

-- CreateIndex
CREATE INDEX "rum_page_loads_remote_issued_at_idx" ON "rum_page_loads"("remote", "issued_at");

-- CreateIndex
CREATE INDEX "rum_page_loads_issued_at_idx" ON "rum_page_loads"("issued_at");
