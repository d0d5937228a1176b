-- Replicas sharing the database announce themselves (to refuse one whose keys differ), and
-- cluster-wide rate limits count requests per client and window.
CREATE TABLE replicas (
    id TEXT PRIMARY KEY,
    keys TEXT NOT NULL,
    per_process_keys BIGINT NOT NULL,
    started_at BIGINT NOT NULL,
    heartbeat_at BIGINT NOT NULL
);
CREATE TABLE rate_windows (
    bucket TEXT NOT NULL,
    window_start BIGINT NOT NULL,
    count BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_windows_expiry ON rate_windows (expires_at);
