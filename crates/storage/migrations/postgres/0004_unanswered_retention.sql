-- Unanswered questions are deleted once not asked for ask.unanswered_retention_days: the purge
-- finds them by when they were last asked.
CREATE INDEX unanswered_last_seen ON unanswered (last_seen);
