CREATE TABLE "account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_events_type_check" CHECK (type in ('signed_up', 'signed_in', 'signed_out', 'password_reset_requested', 'password_changed', 'social_linked')),
	CONSTRAINT "account_events_user_agent_length_check" CHECK (char_length("account_events"."user_agent") <= 300)
);
--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_user_created_idx" ON "account_events" USING btree ("user_id","created_at" DESC NULLS LAST,"id");