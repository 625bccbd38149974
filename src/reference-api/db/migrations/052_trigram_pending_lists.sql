-- The trigram indexes of the searched tables the integration API writes in bulk (issue 26): new
-- entries wait in each GIN index's pending list, and the write that overflows it merges the whole
-- list into the index. PostgreSQL's 4 MB list made that one write of an import slice take half a
-- second on PGlite, where the users' queries wait for it (docs/integration.md#writing-big-batches);
-- lists of 1 MB merge four times as often in a quarter of the time, for the same total.
ALTER INDEX orders_search_trgm SET (gin_pending_list_limit = 1024);
ALTER INDEX orders_search_nl_trgm SET (gin_pending_list_limit = 1024);
ALTER INDEX orders_search_de_trgm SET (gin_pending_list_limit = 1024);
ALTER INDEX orders_search_zh_trgm SET (gin_pending_list_limit = 1024);
ALTER INDEX deliveries_search_trgm SET (gin_pending_list_limit = 1024);
ALTER INDEX deliveries_search_nl_trgm SET (gin_pending_list_limit = 1024);
ALTER INDEX deliveries_search_de_trgm SET (gin_pending_list_limit = 1024);
ALTER INDEX deliveries_search_zh_trgm SET (gin_pending_list_limit = 1024);
