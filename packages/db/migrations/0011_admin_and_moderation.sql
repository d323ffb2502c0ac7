CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"ip_address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"owner_id" uuid,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_by" uuid,
	"resolution_note" text,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_target_type_check" CHECK ("reports"."target_type" in ('listing', 'banner_ad', 'feature_ad', 'job', 'freelancer', 'client')),
	CONSTRAINT "reports_reason_check" CHECK ("reports"."reason" in ('spam', 'scam', 'offensive', 'prohibited', 'wrong_category', 'other')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('open', 'hidden', 'dismissed', 'restored'))
);
--> statement-breakpoint
ALTER TABLE "account_events" DROP CONSTRAINT "account_events_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_note" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "admin_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "icon_image_id" uuid;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "subcategories" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_cause" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_cause" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "hidden_cause" text;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "banner_ads" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banner_ads" ADD COLUMN "hidden_cause" text;--> statement-breakpoint
ALTER TABLE "banner_ads" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "feature_ads" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feature_ads" ADD COLUMN "hidden_cause" text;--> statement-breakpoint
ALTER TABLE "feature_ads" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "hidden_cause" text;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_of_payments_id_fk" FOREIGN KEY ("refund_of") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_suspended_idx" ON "users" USING btree ("suspended_at" DESC NULLS LAST) WHERE "users"."suspended_at" is not null;--> statement-breakpoint
CREATE INDEX "categories_position_idx" ON "categories" USING btree ("position","name","id");--> statement-breakpoint
CREATE INDEX "subcategories_category_position_idx" ON "subcategories" USING btree ("category_id","position","name","id");--> statement-breakpoint
CREATE INDEX "listings_created_idx" ON "listings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "listings_hidden_idx" ON "listings" USING btree ("hidden_at" DESC NULLS LAST) WHERE "listings"."hidden_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "banner_ad_daily_stats_day_idx" ON "banner_ad_daily_stats" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_refund_of_idx" ON "payments" USING btree ("refund_of") WHERE "payments"."refund_of" is not null;--> statement-breakpoint
CREATE INDEX "job_applications_created_idx" ON "job_applications" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_hidden_check" CHECK (("listings"."hidden_at" is null) = ("listings"."hidden_cause" is null) and ("listings"."hidden_cause" is null or "listings"."hidden_cause" in ('moderation', 'suspension')));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hidden_check" CHECK (("jobs"."hidden_at" is null) = ("jobs"."hidden_cause" is null) and ("jobs"."hidden_cause" is null or "jobs"."hidden_cause" in ('moderation', 'suspension')));--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_hidden_check" CHECK (("freelancers"."hidden_at" is null) = ("freelancers"."hidden_cause" is null) and ("freelancers"."hidden_cause" is null or "freelancers"."hidden_cause" in ('moderation', 'suspension')));--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_type_check" CHECK (type in ('signed_up', 'signed_in', 'signed_out', 'password_reset_requested', 'password_changed', 'social_linked', 'subscription_started', 'subscription_upgraded', 'subscription_renewed', 'subscription_canceled', 'subscription_expired', 'payment_failed', 'registered_freelancer', 'registered_client', 'job_posted', 'job_closed', 'job_applied', 'hire_requested', 'hire_accepted', 'hire_declined', 'hire_completed', 'content_hidden', 'content_restored', 'account_suspended', 'account_restored', 'role_changed', 'connects_adjusted', 'payment_refunded'));--> statement-breakpoint
ALTER TABLE "banner_ads" ADD CONSTRAINT "banner_ads_hidden_check" CHECK (("banner_ads"."hidden_at" is null) = ("banner_ads"."hidden_cause" is null) and ("banner_ads"."hidden_cause" is null or "banner_ads"."hidden_cause" in ('moderation', 'suspension')));--> statement-breakpoint
ALTER TABLE "feature_ads" ADD CONSTRAINT "feature_ads_hidden_check" CHECK (("feature_ads"."hidden_at" is null) = ("feature_ads"."hidden_cause" is null) and ("feature_ads"."hidden_cause" is null or "feature_ads"."hidden_cause" in ('moderation', 'suspension')));--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_hidden_check" CHECK (("client_profiles"."hidden_at" is null) = ("client_profiles"."hidden_cause" is null) and ("client_profiles"."hidden_cause" is null or "client_profiles"."hidden_cause" in ('moderation', 'suspension')));--> statement-breakpoint
-- The audit log is append-only: no path updates or deletes an admin action.
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE OR DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
UPDATE "categories" SET "position" = ranked.position
  FROM (SELECT "id", (row_number() OVER (ORDER BY "name", "id"))::integer AS position FROM "categories") AS ranked
  WHERE "categories"."id" = ranked."id";--> statement-breakpoint
UPDATE "subcategories" SET "position" = ranked.position
  FROM (SELECT "id", (row_number() OVER (PARTITION BY "category_id" ORDER BY "name", "id"))::integer AS position FROM "subcategories") AS ranked
  WHERE "subcategories"."id" = ranked."id";
