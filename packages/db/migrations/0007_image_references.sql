CREATE INDEX "listings_cover_image_idx" ON "listings" USING btree ("cover_image_id") WHERE "listings"."cover_image_id" is not null;--> statement-breakpoint
CREATE INDEX "banner_ads_image_idx" ON "banner_ads" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "listing_images_image_idx" ON "listing_images" USING btree ("image_id");--> statement-breakpoint
CREATE INDEX "vendor_profiles_logo_image_idx" ON "vendor_profiles" USING btree ("logo_image_id") WHERE "vendor_profiles"."logo_image_id" is not null;