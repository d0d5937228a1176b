-- Replicas sharing the database announce themselves (to refuse one whose keys differ), and
-- cluster-wide rate limits count requests per client and window.
CREATE TABLE replicas (
    id TEXT PRIMARY KEY,
    keys TEXT NOT NULL,
    per_process_keys INTEGER NOT NULL,
    started_at INTEGER NOT NULL,
    heartbeat_at INTEGER NOT NULL
);
CREATE TABLE rate_windows (
    bucket TEXT NOT NULL,
    window_start INTEGER NOT NULL,
    count INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (bucket, window_start)
);
CREATE INDEX rate_windows_expiry ON rate_windows (expires_at);
