-- Full-text search (issue 4). array_to_string is only STABLE, and a generated column needs
-- IMMUTABLE functions: this wrapper joins a freelancer's skills for their search vector.
CREATE OR REPLACE FUNCTION mp_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN array_to_string(words, ' ');--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "name"), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(to_tsvector('english', "description"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "freelancers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "full_name"), 'A') || setweight(to_tsvector('english', "headline"), 'B') || setweight(to_tsvector('english', mp_words("skills")), 'B') || setweight(to_tsvector('english', "bio"), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_name_trgm_idx" ON "listings" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "freelancers_search_idx" ON "freelancers" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "freelancers_name_trgm_idx" ON "freelancers" USING gin ("full_name" gin_trgm_ops);