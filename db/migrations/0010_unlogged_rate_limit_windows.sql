-- Rate-limit counters are rewritten on every authenticated request and matter for one minute.
-- UNLOGGED skips the write-ahead log, so counting a request no longer waits for a WAL flush at
-- commit. A crash empties the table (everyone gets a fresh minute), and standbys do not see it;
-- neither matters for a counter of this kind.
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
