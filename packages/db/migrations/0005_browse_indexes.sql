DROP INDEX "freelancers_category_idx";--> statement-breakpoint
CREATE INDEX "listings_published_newest_idx" ON "listings" USING btree ("published_at" DESC NULLS LAST,"id") WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_kind_published_idx" ON "listings" USING btree ("kind","published_at" DESC NULLS LAST,"id") WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_category_kind_published_idx" ON "listings" USING btree ("category_id","kind","published_at" DESC NULLS LAST,"id") WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_published_price_idx" ON "listings" USING btree ("price_cents","id") WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "listings_published_price_desc_idx" ON "listings" USING btree ("price_cents" DESC NULLS LAST,"id") WHERE "listings"."status" = 'published';--> statement-breakpoint
CREATE INDEX "jobs_open_category_created_idx" ON "jobs" USING btree ("category_id","created_at" DESC NULLS LAST,"id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_type_created_idx" ON "jobs" USING btree ("job_type","created_at" DESC NULLS LAST,"id") WHERE "jobs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_remote_created_idx" ON "jobs" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "jobs"."status" = 'open' and "jobs"."is_remote" = 1;--> statement-breakpoint
CREATE INDEX "freelancers_rating_idx" ON "freelancers" USING btree ("rating_tenths" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "freelancers_rate_idx" ON "freelancers" USING btree ("hourly_rate_cents","id");--> statement-breakpoint
CREATE INDEX "freelancers_rate_desc_idx" ON "freelancers" USING btree ("hourly_rate_cents" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "freelancers_category_idx" ON "freelancers" USING btree ("category_id","created_at" DESC NULLS LAST,"id");