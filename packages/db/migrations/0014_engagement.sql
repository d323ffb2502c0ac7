CREATE TABLE "phone_verifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feature_ad_daily_stats" (
	"ad_id" uuid NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feature_ad_daily_stats_ad_id_day_pk" PRIMARY KEY("ad_id","day")
);
--> statement-breakpoint
CREATE TABLE "conversation_blocks" (
	"blocker_id" uuid NOT NULL,
	"blocked_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "conversation_blocks_parties_check" CHECK ("conversation_blocks"."blocker_id" <> "conversation_blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "listing_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_cause" text,
	"hidden_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_reviews_rating_check" CHECK ("listing_reviews"."rating" between 1 and 5),
	CONSTRAINT "listing_reviews_reply_check" CHECK (("listing_reviews"."reply" is null) = ("listing_reviews"."replied_at" is null)),
	CONSTRAINT "listing_reviews_hidden_check" CHECK (("listing_reviews"."hidden_at" is null) = ("listing_reviews"."hidden_cause" is null) and ("listing_reviews"."hidden_cause" is null or "listing_reviews"."hidden_cause" in ('moderation', 'suspension')))
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_target_type_target_id_pk" PRIMARY KEY("user_id","target_type","target_id"),
	CONSTRAINT "favourites_target_type_check" CHECK ("favourites"."target_type" in ('listing', 'job', 'freelancer'))
);
--> statement-breakpoint
CREATE TABLE "saved_search_matches" (
	"saved_search_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "saved_search_matches_saved_search_id_item_id_pk" PRIMARY KEY("saved_search_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"path" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"last_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_kind_check" CHECK ("saved_searches"."kind" in ('listings', 'jobs')),
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "account_events" DROP CONSTRAINT "account_events_type_check";--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_subject_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "rating_average" numeric(3, 2) GENERATED ALWAYS AS (case when "rating_count" > 0 then round("rating_sum"::numeric / "rating_count", 2) end) STORED;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN "impressions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN "messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listing_daily_stats" ADD COLUMN "saves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feature_ad_daily_stats" ADD CONSTRAINT "feature_ad_daily_stats_ad_id_feature_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."feature_ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_blocks" ADD CONSTRAINT "conversation_blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reviews" ADD CONSTRAINT "listing_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_matches" ADD CONSTRAINT "saved_search_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feature_ad_daily_stats_day_idx" ON "feature_ad_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE INDEX "conversation_blocks_blocked_idx" ON "conversation_blocks" USING btree ("blocked_id","blocker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listing_reviews_once_idx" ON "listing_reviews" USING btree ("listing_id","author_id");--> statement-breakpoint
CREATE INDEX "listing_reviews_listing_created_idx" ON "listing_reviews" USING btree ("listing_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "listing_reviews_author_created_idx" ON "listing_reviews" USING btree ("author_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourites_user_created_idx" ON "favourites" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "favourites_target_idx" ON "favourites" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "saved_search_matches_unmailed_idx" ON "saved_search_matches" USING btree ("saved_search_id","matched_at") WHERE "saved_search_matches"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_created_idx" ON "saved_searches" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_searches_due_idx" ON "saved_searches" USING btree ("frequency","checked_until");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_published_rating_idx" ON "listings" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id") WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_visible_geo_idx" ON "listings" USING btree ("latitude","longitude") WHERE "listings"."status" = 'published' and "listings"."hidden_at" is null and "listings"."latitude" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_listing_visitor_idx" ON "conversations" USING btree ("listing_id","first_user_id") WHERE "conversations"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "messages_unnotified_idx" ON "messages" USING btree ("created_at") WHERE "messages"."notified_at" is null and "messages"."read_at" is null;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_type_check" CHECK (type in ('signed_up', 'signed_in', 'signed_out', 'password_reset_requested', 'password_changed', 'social_linked', 'subscription_started', 'subscription_upgraded', 'subscription_renewed', 'subscription_canceled', 'subscription_expired', 'payment_failed', 'registered_freelancer', 'registered_client', 'job_posted', 'job_closed', 'job_applied', 'hire_requested', 'hire_accepted', 'hire_declined', 'hire_completed', 'content_hidden', 'content_restored', 'account_suspended', 'account_restored', 'role_changed', 'connects_adjusted', 'payment_refunded', 'phone_verified', 'review_posted'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_parties_check" CHECK ("conversations"."first_user_id" <> "conversations"."second_user_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_subject_check" CHECK (num_nonnulls("conversations"."application_id", "conversations"."hire_request_id", "conversations"."listing_id") = 1);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK (target_type in ('listing', 'banner_ad', 'feature_ad', 'job', 'freelancer', 'client', 'review', 'message'));--> statement-breakpoint
-- Messages sent before batching were mailed one by one already.
UPDATE "messages" SET "notified_at" = "created_at";--> statement-breakpoint
-- A listing's rating_count and rating_sum always equal its visible reviews': no write path can forget them.
CREATE FUNCTION "listing_reviews_recount"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "listings" SET
      "rating_count" = (SELECT count(*) FROM "listing_reviews" r WHERE r."listing_id" = OLD."listing_id" AND r."hidden_at" IS NULL),
      "rating_sum" = (SELECT coalesce(sum(r."rating"), 0) FROM "listing_reviews" r WHERE r."listing_id" = OLD."listing_id" AND r."hidden_at" IS NULL)
    WHERE "id" = OLD."listing_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "listings" SET
      "rating_count" = (SELECT count(*) FROM "listing_reviews" r WHERE r."listing_id" = NEW."listing_id" AND r."hidden_at" IS NULL),
      "rating_sum" = (SELECT coalesce(sum(r."rating"), 0) FROM "listing_reviews" r WHERE r."listing_id" = NEW."listing_id" AND r."hidden_at" IS NULL)
    WHERE "id" = NEW."listing_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "listing_reviews_recount" AFTER INSERT OR DELETE OR UPDATE OF "rating", "hidden_at", "listing_id" ON "listing_reviews"
  FOR EACH ROW EXECUTE FUNCTION "listing_reviews_recount"();
