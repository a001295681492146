-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "SelectedOption" AS ENUM ('option1', 'option2');

-- CreateEnum
CREATE TYPE "GroupRole" AS ENUM ('owner', 'admin', 'member');

-- CreateEnum
CREATE TYPE "ContentType" AS ENUM ('movie', 'tv', 'book');

-- CreateEnum
CREATE TYPE "FeedbackAction" AS ENUM ('liked', 'disliked', 'bookmarked', 'used');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('pending', 'sent');

-- CreateTable
CREATE TABLE "users" (
    "id" TEXT NOT NULL,
    "email" TEXT,
    "first_name" TEXT,
    "last_name" TEXT,
    "profile_image_url" TEXT,
    "is_admin" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "choice_pairs" (
    "id" SERIAL NOT NULL,
    "category" TEXT NOT NULL,
    "option1" TEXT NOT NULL,
    "option2" TEXT NOT NULL,
    "option1_tags" JSONB NOT NULL,
    "option2_tags" JSONB NOT NULL,
    "is_active" BOOLEAN NOT NULL DEFAULT true,
    "option1_votes" INTEGER NOT NULL DEFAULT 0,
    "option2_votes" INTEGER NOT NULL DEFAULT 0,
    "total_votes" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT NOT NULL DEFAULT 'seed',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "choice_pairs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_choices" (
    "id" SERIAL NOT NULL,
    "user_id" TEXT NOT NULL,
    "choice_pair_id" INTEGER NOT NULL,
    "selected_option" "SelectedOption" NOT NULL,
    "response_time" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "user_choices_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_preferences" (
    "id" SERIAL NOT NULL,
    "user_id" TEXT NOT NULL,
    "tag_name" TEXT NOT NULL,
    "score" DECIMAL(6,4) NOT NULL,
    "choice_count" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "user_preferences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dimension_evidence" (
    "user_id" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "positive_weight" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "negative_weight" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "choice_count" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dimension_evidence_pkey" PRIMARY KEY ("user_id","dimension")
);

-- CreateTable
CREATE TABLE "recommendation_caches" (
    "id" SERIAL NOT NULL,
    "user_id" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "engine" TEXT NOT NULL DEFAULT 'builtin',
    "generated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "stale" BOOLEAN NOT NULL DEFAULT false,
    "hits" INTEGER NOT NULL DEFAULT 0,
    "generation_ms" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "recommendation_caches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "recommendation_states" (
    "user_id" TEXT NOT NULL,
    "choices_since_refresh" INTEGER NOT NULL DEFAULT 0,
    "total_choices_seen" INTEGER NOT NULL DEFAULT 0,
    "refresh_requested_at" TIMESTAMPTZ(3),
    "last_refreshed_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "recommendation_states_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "processed_events" (
    "consumer" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "processed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_events_pkey" PRIMARY KEY ("consumer","event_id")
);

-- CreateTable
CREATE TABLE "recommendation_feedback" (
    "id" SERIAL NOT NULL,
    "user_id" TEXT NOT NULL,
    "recommendation_id" TEXT NOT NULL,
    "action" "FeedbackAction" NOT NULL,
    "category" TEXT,
    "confidence" DECIMAL(4,3),
    "tags" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "recommendation_feedback_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "groups" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "invite_code" CHAR(8) NOT NULL,
    "owner_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_members" (
    "id" SERIAL NOT NULL,
    "group_id" UUID NOT NULL,
    "user_id" TEXT NOT NULL,
    "role" "GroupRole" NOT NULL DEFAULT 'member',
    "joined_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "group_members_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_recommendation_caches" (
    "group_id" UUID NOT NULL,
    "category" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "generated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "group_recommendation_caches_pkey" PRIMARY KEY ("group_id","category")
);

-- CreateTable
CREATE TABLE "content_classifications" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "content_type" "ContentType" NOT NULL,
    "genre" TEXT,
    "year" INTEGER,
    "author" TEXT,
    "director" TEXT,
    "seasons" INTEGER,
    "description" TEXT,
    "primary_drive_score" SMALLINT NOT NULL DEFAULT 0,
    "happiness_orientation_score" SMALLINT NOT NULL DEFAULT 0,
    "life_engagement_score" SMALLINT NOT NULL DEFAULT 0,
    "value_investment_score" SMALLINT NOT NULL DEFAULT 0,
    "locus_control_score" SMALLINT NOT NULL DEFAULT 0,
    "confidence" DECIMAL(3,2) NOT NULL DEFAULT 0.80,
    "reasoning" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "content_classifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "page_views" (
    "id" BIGSERIAL NOT NULL,
    "visitor_id" TEXT NOT NULL,
    "session_id" TEXT NOT NULL,
    "page" TEXT NOT NULL,
    "referrer" TEXT,
    "user_agent" TEXT,
    "user_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "page_views_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" UUID NOT NULL,
    "subject" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "payload" JSONB NOT NULL,
    "status" "OutboxStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_created_at_idx" ON "users"("created_at");

-- CreateIndex
CREATE INDEX "choice_pairs_is_active_category_id_idx" ON "choice_pairs"("is_active", "category", "id");

-- CreateIndex
CREATE INDEX "choice_pairs_is_active_id_idx" ON "choice_pairs"("is_active", "id");

-- CreateIndex
CREATE INDEX "user_choices_user_id_created_at_idx" ON "user_choices"("user_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "user_choices_choice_pair_id_idx" ON "user_choices"("choice_pair_id");

-- CreateIndex
CREATE INDEX "user_choices_created_at_idx" ON "user_choices"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "user_choices_user_id_choice_pair_id_key" ON "user_choices"("user_id", "choice_pair_id");

-- CreateIndex
CREATE INDEX "user_preferences_tag_name_idx" ON "user_preferences"("tag_name");

-- CreateIndex
CREATE UNIQUE INDEX "user_preferences_user_id_tag_name_key" ON "user_preferences"("user_id", "tag_name");

-- CreateIndex
CREATE UNIQUE INDEX "recommendation_caches_user_id_category_key" ON "recommendation_caches"("user_id", "category");

-- CreateIndex
CREATE INDEX "recommendation_feedback_user_id_created_at_idx" ON "recommendation_feedback"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "recommendation_feedback_category_idx" ON "recommendation_feedback"("category");

-- CreateIndex
CREATE UNIQUE INDEX "groups_invite_code_key" ON "groups"("invite_code");

-- CreateIndex
CREATE INDEX "group_members_user_id_idx" ON "group_members"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "group_members_group_id_user_id_key" ON "group_members"("group_id", "user_id");

-- CreateIndex
CREATE INDEX "content_classifications_content_type_idx" ON "content_classifications"("content_type");

-- CreateIndex
CREATE INDEX "page_views_created_at_idx" ON "page_views"("created_at");

-- CreateIndex
CREATE INDEX "page_views_visitor_id_created_at_idx" ON "page_views"("visitor_id", "created_at");

-- CreateIndex
CREATE INDEX "outbox_events_status_created_at_idx" ON "outbox_events"("status", "created_at");

-- AddForeignKey
ALTER TABLE "user_choices" ADD CONSTRAINT "user_choices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_choices" ADD CONSTRAINT "user_choices_choice_pair_id_fkey" FOREIGN KEY ("choice_pair_id") REFERENCES "choice_pairs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dimension_evidence" ADD CONSTRAINT "dimension_evidence_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_caches" ADD CONSTRAINT "recommendation_caches_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_states" ADD CONSTRAINT "recommendation_states_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "recommendation_feedback" ADD CONSTRAINT "recommendation_feedback_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "groups" ADD CONSTRAINT "groups_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "group_recommendation_caches" ADD CONSTRAINT "group_recommendation_caches_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Hand-written: value ranges the spec fixes. Prisma does not model CHECK constraints, so they live
-- only here (the drift check ignores them by design).
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_score_range" CHECK ("score" >= 0 AND "score" <= 1);
ALTER TABLE "content_classifications" ADD CONSTRAINT "content_classifications_scores_range" CHECK (
    "primary_drive_score" BETWEEN -2 AND 2
    AND "happiness_orientation_score" BETWEEN -2 AND 2
    AND "life_engagement_score" BETWEEN -2 AND 2
    AND "value_investment_score" BETWEEN -2 AND 2
    AND "locus_control_score" BETWEEN -2 AND 2
);
ALTER TABLE "content_classifications" ADD CONSTRAINT "content_classifications_confidence_range" CHECK ("confidence" >= 0 AND "confidence" <= 1);
ALTER TABLE "recommendation_feedback" ADD CONSTRAINT "recommendation_feedback_confidence_range" CHECK ("confidence" IS NULL OR ("confidence" >= 0 AND "confidence" <= 1));
