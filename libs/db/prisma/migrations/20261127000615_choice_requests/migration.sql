-- CreateTable
CREATE TABLE "choice_requests" (
    "idempotency_key" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "choice_id" INTEGER NOT NULL,
    "choice_created_at" TIMESTAMPTZ(3) NOT NULL,
    "choice_pair" JSONB NOT NULL,

    CONSTRAINT "choice_requests_pkey" PRIMARY KEY ("idempotency_key")
);

-- CreateIndex
CREATE INDEX "choice_requests_user_id_idx" ON "choice_requests"("user_id");

-- AddForeignKey
ALTER TABLE "choice_requests" ADD CONSTRAINT "choice_requests_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
