-- Table searches are `search_text LIKE '%word%'`, which no B-tree can serve: without help every
-- row of the client is read and tested. A trigram index answers such a LIKE (three characters or
-- more) from the index, so a selective word reads only the rows that may match, whatever the sort.
-- pg_trgm is a trusted contrib extension of PostgreSQL (13+) and is bundled with PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX orders_search_trgm ON orders USING gin (search_text gin_trgm_ops);
CREATE INDEX deliveries_search_trgm ON deliveries USING gin (search_text gin_trgm_ops);
