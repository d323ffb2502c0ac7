-- Decision 024's postings table, as the prototype measured on 2026-11-29 (addendum "10:15–11:00"):
-- not part of the schema. Run it on a copy of a seeded bench database, never on one a server uses:
--   psql -h 127.0.0.1 -U postgres -c "CREATE DATABASE search_proto TEMPLATE search_bench_100k"
--   psql -h 127.0.0.1 -U postgres -d search_proto -v ON_ERROR_STOP=1 -f scripts/bench/search-postings-prototype.sql
-- It builds (1) the step that was asked for: one entry per visible row and word of its NAME, with
-- what found, facets, pre-rank and the full rank of a one-word query need; (2) the larger variant,
-- every word of the search vector, for jobs and freelancers; then runs the listings statement of
-- `shop` on (1) and the jobs statement on (2) under EXPLAIN (ANALYZE, BUFFERS).

-- A lexeme as a tsquery of itself, written literally (no second normalisation).
CREATE FUNCTION mp_lexeme_query(word text) RETURNS tsquery LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ('''' || replace(replace(word, '\', '\\'), '''', '''''') || '''')::tsquery;

-- (1) Name postings. word_rank is ts_rank of the row's search vector for the word: exact for a
-- one-word query. name, rating_count and rating_average give similarity() and the rating bonus.
CREATE TABLE listing_postings AS
  SELECT w.word, length(t.name) AS name_length, t.id, t.category_id, t.subcategory_id, t.name,
    ts_rank(t.search_vector, mp_lexeme_query(w.word)) AS word_rank, t.rating_count, t.rating_average
  FROM listings t, unnest(tsvector_to_array(to_tsvector('english', t.name))) w(word)
  WHERE t.status = 'published' AND t.hidden_at IS NULL;
CREATE TABLE job_postings AS
  SELECT w.word, length(t.title) AS name_length, t.id, t.category_id, t.subcategory_id, t.title AS name,
    ts_rank(t.search_vector, mp_lexeme_query(w.word)) AS word_rank
  FROM jobs t, unnest(tsvector_to_array(to_tsvector('english', t.title))) w(word)
  WHERE t.status = 'open' AND t.hidden_at IS NULL;
CREATE TABLE freelancer_postings AS
  SELECT w.word, length(t.full_name) AS name_length, t.id, t.category_id, t.subcategory_id, t.full_name AS name,
    ts_rank(t.search_vector, mp_lexeme_query(w.word)) AS word_rank
  FROM freelancers t, unnest(tsvector_to_array(to_tsvector('english', t.full_name))) w(word)
  WHERE t.hidden_at IS NULL;
-- One b-tree each: found, facets and pre-rank in one index-only scan, in pre-rank order.
CREATE INDEX listing_postings_idx ON listing_postings (word, name_length, id)
  INCLUDE (category_id, subcategory_id, name, word_rank, rating_count, rating_average);
CREATE INDEX job_postings_idx ON job_postings (word, name_length, id) INCLUDE (category_id, subcategory_id, name, word_rank);
CREATE INDEX freelancer_postings_idx ON freelancer_postings (word, name_length, id)
  INCLUDE (category_id, subcategory_id, name, word_rank);

-- (2) Every word of the search vector (name, headline, skills, description, bio), name words first.
CREATE TABLE job_words AS
  SELECT w.lexeme AS word, 'A' = any(w.weights) AS in_name, length(t.title) AS name_length, t.id, t.category_id,
    t.subcategory_id, t.title AS name, ts_rank(t.search_vector, mp_lexeme_query(w.lexeme)) AS word_rank
  FROM jobs t, unnest(t.search_vector) w WHERE t.status = 'open' AND t.hidden_at IS NULL;
CREATE INDEX job_words_idx ON job_words (word, in_name desc, name_length, id)
  INCLUDE (category_id, subcategory_id, name, word_rank);
CREATE TABLE freelancer_words AS
  SELECT w.lexeme AS word, 'A' = any(w.weights) AS in_name, length(t.full_name) AS name_length, t.id, t.category_id,
    t.subcategory_id, t.full_name AS name, ts_rank(t.search_vector, mp_lexeme_query(w.lexeme)) AS word_rank
  FROM freelancers t, unnest(t.search_vector) w WHERE t.hidden_at IS NULL;
CREATE INDEX freelancer_words_idx ON freelancer_words (word, in_name desc, name_length, id)
  INCLUDE (category_id, subcategory_id, name, word_rank);

VACUUM ANALYZE listing_postings, job_postings, freelancer_postings, job_words, freelancer_words;
SELECT relname, pg_size_pretty(pg_relation_size(oid)) AS size, reltuples::bigint AS entries
  FROM pg_class WHERE relname ~ '_(postings|words)(_idx)?$' ORDER BY relname;
SELECT 'listings' AS kind, count(*) AS name_matches FROM listing_postings WHERE word = 'shop'
  UNION ALL SELECT 'jobs', count(*) FROM job_postings WHERE word = 'shop'
  UNION ALL SELECT 'freelancers', count(*) FROM freelancer_postings WHERE word = 'shop';

-- The listings statement of `shop` (kind all, page 1) on the name postings: tier 0 through the
-- lower(name) index, tier 1 from the postings in pre-rank order, the full rank of the best 200 from
-- the index alone; only the page of 21 reads the heap. (Its category boost is left out here: the
-- subcategories that `shop` names would be `p.subcategory_id = any(...)`.)
EXPLAIN (ANALYZE, BUFFERS)
WITH query AS (SELECT websearch_to_tsquery('english', 'shop') AS tsq),
found_0 AS MATERIALIZED (SELECT t.id FROM listings t WHERE t.status = 'published' AND t.hidden_at IS NULL
  AND lower(t.name) = lower('shop') LIMIT 1001),
found AS MATERIALIZED (
  SELECT p.*, 0 AS tier, false AS boosted FROM listing_postings p WHERE p.word = 'shop' AND p.id IN (SELECT id FROM found_0)
  UNION ALL
  (SELECT p.*, 1, false FROM listing_postings p WHERE p.word = 'shop' AND p.id NOT IN (SELECT id FROM found_0)
    ORDER BY p.name_length, p.id LIMIT 1001)
  LIMIT 1001),
counts AS (SELECT found.category_id, c.name AS category_name, count(*)::int AS count
  FROM found JOIN categories c ON c.id = found.category_id GROUP BY found.category_id, c.name),
candidates AS (SELECT * FROM found f ORDER BY f.tier, f.boosted DESC, f.name_length, f.id LIMIT 200),
page AS (SELECT id, row_number() OVER (ORDER BY rank DESC, tier, name_length, id) AS ord, rank FROM (
    SELECT t.id, t.tier, t.name_length, round((t.word_rank + similarity(t.name, 'shop'::text)
      + (CASE WHEN t.rating_count >= 3 THEN (t.rating_average::real - 3) * 0.02 ELSE 0 END))::numeric, 4)::float8 AS rank
    FROM candidates t) ranked ORDER BY ord LIMIT 21)
SELECT (SELECT coalesce(json_agg(counts), '[]'::json) FROM counts) AS counts, (SELECT count(*)::int FROM found) AS found,
  (SELECT coalesce(json_agg(hit ORDER BY hit.ord), '[]'::json) FROM (
    SELECT t.id, t.name, t.kind, t.price_cents, t.city, t.category_id, page.rank, page.ord,
      ts_headline('english', t.name, query.tsq, 'StartSel=«, StopSel=», HighlightAll=true') AS hl_name,
      ts_headline('english', t.description, query.tsq, 'StartSel=«, StopSel=», MaxWords=30, MinWords=12') AS hl_description
    FROM page JOIN listings t ON t.id = page.id, query) hit) AS hits;

-- The jobs statement of `shop` on every word (2): name words, then description words, one scan.
-- (Freelancers': the same on freelancer_words, with full_name, headline and bio.)
EXPLAIN (ANALYZE, BUFFERS)
WITH query AS (SELECT websearch_to_tsquery('english', 'shop') AS tsq),
found_0 AS MATERIALIZED (SELECT t.id FROM jobs t WHERE t.status = 'open' AND t.hidden_at IS NULL
  AND lower(t.title) = lower('shop') LIMIT 1001),
found AS MATERIALIZED (
  SELECT p.*, 0 AS tier FROM job_words p WHERE p.word = 'shop' AND p.id IN (SELECT id FROM found_0)
  UNION ALL
  (SELECT p.*, CASE WHEN p.in_name THEN 1 ELSE 2 END FROM job_words p WHERE p.word = 'shop'
    AND p.id NOT IN (SELECT id FROM found_0) ORDER BY p.in_name DESC, p.name_length, p.id LIMIT 1001)
  LIMIT 1001),
counts AS (SELECT found.category_id, c.name AS category_name, count(*)::int AS count
  FROM found JOIN categories c ON c.id = found.category_id GROUP BY found.category_id, c.name),
candidates AS (SELECT * FROM found f ORDER BY f.tier, f.name_length, f.id LIMIT 200),
page AS (SELECT id, row_number() OVER (ORDER BY rank DESC, tier, name_length, id) AS ord, rank FROM (
    SELECT t.id, t.tier, t.name_length, round((t.word_rank + similarity(t.name, 'shop'::text))::numeric, 4)::float8 AS rank
    FROM candidates t) ranked ORDER BY ord LIMIT 21)
SELECT (SELECT coalesce(json_agg(counts), '[]'::json) FROM counts) AS counts, (SELECT count(*)::int FROM found) AS found,
  (SELECT coalesce(json_agg(hit ORDER BY hit.ord), '[]'::json) FROM (
    SELECT t.id, t.title, t.company_name, t.location, t.category_id, page.rank, page.ord,
      ts_headline('english', t.title, query.tsq, 'StartSel=«, StopSel=», HighlightAll=true') AS hl_title,
      ts_headline('english', t.description, query.tsq, 'StartSel=«, StopSel=», MaxWords=30, MinWords=12') AS hl_description
    FROM page JOIN jobs t ON t.id = page.id, query) hit) AS hits;
