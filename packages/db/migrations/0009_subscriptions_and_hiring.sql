CREATE TABLE "freelancer_portfolio_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"image_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"caption" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subscription_id" uuid,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" in ('open', 'completed', 'declined', 'expired')),
	CONSTRAINT "checkouts_amount_check" CHECK ("checkouts"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reference_type" text NOT NULL,
	"reference_id" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_delta_check" CHECK ("credit_ledger"."delta" <> 0 and "credit_ledger"."balance_after" >= 0),
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('connects', 'freelancers'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"subscription_id" uuid,
	"checkout_id" uuid,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"receipt_number" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('paid', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"family" text NOT NULL,
	"name" text NOT NULL,
	"rank" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"connects_per_period" integer DEFAULT 0 NOT NULL,
	"freelancers_per_period" integer DEFAULT 0 NOT NULL,
	"listings_limit" integer,
	"images_per_listing_limit" integer,
	"banner_ads_limit" integer,
	"feature_ads_limit" integer,
	"stripe_price_id" text,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_family_check" CHECK ("plans"."family" in ('user', 'hire')),
	CONSTRAINT "plans_numbers_check" CHECK ("plans"."price_cents" >= 0 and "plans"."connects_per_period" >= 0 and "plans"."freelancers_per_period" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"reminder_sent_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('active', 'past_due', 'canceled', 'expired')),
	CONSTRAINT "subscriptions_period_check" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start")
);
--> statement-breakpoint
CREATE TABLE "client_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"role" text NOT NULL,
	"company_name" text NOT NULL,
	"company_address" text DEFAULT '' NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"logo_image_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid,
	"hire_request_id" uuid,
	"first_user_id" uuid NOT NULL,
	"second_user_id" uuid NOT NULL,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_subject_check" CHECK (("conversations"."application_id" is null) <> ("conversations"."hire_request_id" is null))
);
--> statement-breakpoint
CREATE TABLE "hire_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"job_id" uuid,
	"application_id" uuid,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "hire_requests_status_check" CHECK ("hire_requests"."status" in ('pending', 'accepted', 'declined', 'completed', 'canceled')),
	CONSTRAINT "hire_requests_parties_check" CHECK ("hire_requests"."client_id" <> "hire_requests"."freelancer_id")
);
--> statement-breakpoint
CREATE TABLE "hire_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hire_request_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"reviewee_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hire_reviews_rating_check" CHECK ("hire_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "job_application_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"cover_letter" text NOT NULL,
	"proposed_rate_cents" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"connects_spent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_applications_status_check" CHECK ("job_applications"."status" in ('submitted', 'shortlisted', 'rejected', 'hired', 'withdrawn')),
	CONSTRAINT "job_applications_numbers_check" CHECK ("job_applications"."proposed_rate_cents" >= 0 and "job_applications"."connects_spent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"recipient_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "account_events" DROP CONSTRAINT "account_events_type_check";--> statement-breakpoint
DROP INDEX "jobs_employer_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hire_plan_type" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "subcategory_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "budget_type" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "budget_cents" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "deadline" date;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "connects_cost" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "subcategory_id" uuid;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "availability" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_events" ADD COLUMN "detail" text;--> statement-breakpoint
ALTER TABLE "freelancer_portfolio_images" ADD CONSTRAINT "freelancer_portfolio_images_freelancer_id_freelancers_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."freelancers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancer_portfolio_images" ADD CONSTRAINT "freelancer_portfolio_images_image_id_stored_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."stored_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_profiles" ADD CONSTRAINT "client_profiles_logo_image_id_stored_images_id_fk" FOREIGN KEY ("logo_image_id") REFERENCES "public"."stored_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_hire_request_id_hire_requests_id_fk" FOREIGN KEY ("hire_request_id") REFERENCES "public"."hire_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_first_user_id_users_id_fk" FOREIGN KEY ("first_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_second_user_id_users_id_fk" FOREIGN KEY ("second_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD CONSTRAINT "hire_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD CONSTRAINT "hire_requests_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD CONSTRAINT "hire_requests_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_requests" ADD CONSTRAINT "hire_requests_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_reviews" ADD CONSTRAINT "hire_reviews_hire_request_id_hire_requests_id_fk" FOREIGN KEY ("hire_request_id") REFERENCES "public"."hire_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_reviews" ADD CONSTRAINT "hire_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hire_reviews" ADD CONSTRAINT "hire_reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_attachments" ADD CONSTRAINT "job_application_attachments_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "freelancer_portfolio_freelancer_idx" ON "freelancer_portfolio_images" USING btree ("freelancer_id","position","id");--> statement-breakpoint
CREATE INDEX "freelancer_portfolio_image_idx" ON "freelancer_portfolio_images" USING btree ("image_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_family_idx" ON "checkouts" USING btree ("user_id","family") WHERE "checkouts"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_provider_session_idx" ON "checkouts" USING btree ("provider_session_id") WHERE "checkouts"."provider_session_id" is not null;--> statement-breakpoint
CREATE INDEX "checkouts_user_idx" ON "checkouts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_once_idx" ON "credit_ledger" USING btree ("user_id","kind","reason","reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_created_idx" ON "credit_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_receipt_number_idx" ON "payments" USING btree ("receipt_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_payment_idx" ON "payments" USING btree ("provider_payment_id","kind") WHERE "payments"."provider_payment_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_family_name_idx" ON "plans" USING btree ("family",lower("name"));--> statement-breakpoint
CREATE INDEX "plans_family_rank_idx" ON "plans" USING btree ("family","rank");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_family_idx" ON "subscriptions" USING btree ("user_id","family") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_id_idx" ON "subscriptions" USING btree ("provider_subscription_id") WHERE "subscriptions"."provider_subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "subscriptions_live_period_end_idx" ON "subscriptions" USING btree ("current_period_end") WHERE "subscriptions"."status" in ('active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "client_profiles_user_idx" ON "client_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_profiles_created_idx" ON "client_profiles" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "client_profiles_logo_image_idx" ON "client_profiles" USING btree ("logo_image_id") WHERE "client_profiles"."logo_image_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_application_idx" ON "conversations" USING btree ("application_id") WHERE "conversations"."application_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_hire_request_idx" ON "conversations" USING btree ("hire_request_id") WHERE "conversations"."hire_request_id" is not null;--> statement-breakpoint
CREATE INDEX "conversations_first_user_idx" ON "conversations" USING btree ("first_user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversations_second_user_idx" ON "conversations" USING btree ("second_user_id","last_message_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hire_requests_freelancer_created_idx" ON "hire_requests" USING btree ("freelancer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "hire_requests_client_created_idx" ON "hire_requests" USING btree ("client_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "hire_requests_job_idx" ON "hire_requests" USING btree ("job_id") WHERE "hire_requests"."job_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "hire_requests_pending_idx" ON "hire_requests" USING btree ("client_id","freelancer_id",coalesce("job_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "hire_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "hire_reviews_once_idx" ON "hire_reviews" USING btree ("hire_request_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "hire_reviews_reviewee_created_idx" ON "hire_reviews" USING btree ("reviewee_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "job_application_attachments_application_idx" ON "job_application_attachments" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_job_applicant_idx" ON "job_applications" USING btree ("job_id","applicant_id");--> statement-breakpoint
CREATE INDEX "job_applications_job_created_idx" ON "job_applications" USING btree ("job_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "job_applications_applicant_created_idx" ON "job_applications" USING btree ("applicant_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_unread_idx" ON "messages" USING btree ("recipient_id","conversation_id") WHERE "messages"."read_at" is null;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freelancers" ADD CONSTRAINT "freelancers_subcategory_id_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_employer_idx" ON "jobs" USING btree ("employer_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('open', 'closed'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_connects_cost_check" CHECK ("jobs"."connects_cost" between 1 and 50);--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_budget_check" CHECK ("jobs"."budget_cents" is null or "jobs"."budget_cents" > 0);--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_detail_length_check" CHECK (char_length("account_events"."detail") <= 200);--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_type_check" CHECK (type in ('signed_up', 'signed_in', 'signed_out', 'password_reset_requested', 'password_changed', 'social_linked', 'subscription_started', 'subscription_upgraded', 'subscription_renewed', 'subscription_canceled', 'subscription_expired', 'payment_failed', 'registered_freelancer', 'registered_client', 'job_posted', 'job_closed', 'job_applied', 'hire_requested', 'hire_accepted', 'hire_declined', 'hire_completed'));--> statement-breakpoint
-- The ledger is append-only: corrections are new rows (a refund, an adjustment), never edits.
CREATE FUNCTION "credit_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'credit_ledger is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_ledger_no_update" BEFORE UPDATE OR DELETE ON "credit_ledger"
  FOR EACH ROW EXECUTE FUNCTION "credit_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "credit_ledger_no_truncate" BEFORE TRUNCATE ON "credit_ledger"
  FOR EACH STATEMENT EXECUTE FUNCTION "credit_ledger_append_only"();--> statement-breakpoint
-- The plans every installation starts with (the admin panel edits them). Fixed ids, so that
-- tests, the seed and links can name them.
INSERT INTO "plans" ("id", "family", "name", "rank", "price_cents", "currency", "connects_per_period", "freelancers_per_period", "listings_limit", "images_per_listing_limit", "banner_ads_limit", "feature_ads_limit", "description") VALUES
  ('9a7e0000-0000-4000-8000-000000000101', 'user', 'Basic', 1, 900, 'usd', 40, 0, 25, 30, 4, 2, 'For a shop getting started: more listings and connects to apply for jobs.'),
  ('9a7e0000-0000-4000-8000-000000000102', 'user', 'Standard', 2, 1900, 'usd', 100, 0, 60, 40, 8, 4, 'For a growing business: room for a full catalogue and regular ads.'),
  ('9a7e0000-0000-4000-8000-000000000103', 'user', 'Premium', 3, 3900, 'usd', 250, 0, 200, 60, 20, 10, 'For busy vendors and freelancers: the most listings, ads and connects.'),
  ('9a7e0000-0000-4000-8000-000000000201', 'hire', 'Basic', 1, 1500, 'usd', 0, 5, NULL, NULL, NULL, NULL, 'Hire up to 5 freelancers a month.'),
  ('9a7e0000-0000-4000-8000-000000000202', 'hire', 'Standard', 2, 2900, 'usd', 0, 15, NULL, NULL, NULL, NULL, 'Hire up to 15 freelancers a month.'),
  ('9a7e0000-0000-4000-8000-000000000203', 'hire', 'Premium', 3, 5900, 'usd', 0, 40, NULL, NULL, NULL, NULL, 'Hire up to 40 freelancers a month.');
