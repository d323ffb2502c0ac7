-- pg_trgm backs "search as you type" and typo-tolerant matching; PGlite ships it too.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
