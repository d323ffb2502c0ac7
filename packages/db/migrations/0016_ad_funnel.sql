ALTER TABLE "feature_ad_daily_stats" ADD COLUMN "contact_clicks" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_ad_daily_stats" ADD COLUMN "messages" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feature_ad_daily_stats" ADD COLUMN "saves" integer DEFAULT 0 NOT NULL;