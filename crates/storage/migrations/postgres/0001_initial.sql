-- The records Concierge keeps (the same tables as SQLite's first migration).
CREATE TABLE IF NOT EXISTS conversations (
    id TEXT PRIMARY KEY,
    state TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS turns (
    conversation_id TEXT NOT NULL,
    seq BIGINT NOT NULL,
    query TEXT NOT NULL,
    answer TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    PRIMARY KEY (conversation_id, seq)
);
CREATE TABLE IF NOT EXISTS idempotency (
    key TEXT NOT NULL,
    operation TEXT NOT NULL,
    digest TEXT NOT NULL,
    response TEXT,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL,
    PRIMARY KEY (key, operation)
);
CREATE TABLE IF NOT EXISTS unanswered (
    question TEXT NOT NULL,
    language TEXT NOT NULL,
    count BIGINT NOT NULL,
    first_seen BIGINT NOT NULL,
    last_seen BIGINT NOT NULL,
    PRIMARY KEY (question, language)
);
CREATE TABLE IF NOT EXISTS ended_sessions (
    agent TEXT NOT NULL,
    sid TEXT NOT NULL,
    ended_at BIGINT NOT NULL,
    PRIMARY KEY (agent, sid)
);
CREATE INDEX IF NOT EXISTS conversations_expiry ON conversations (expires_at);
CREATE INDEX IF NOT EXISTS idempotency_expiry ON idempotency (expires_at);
