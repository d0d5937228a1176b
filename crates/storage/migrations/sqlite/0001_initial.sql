-- The records Concierge kept before migrations were versioned: `IF NOT EXISTS` adopts a
-- database an older build created.
CREATE TABLE IF NOT EXISTS conversations (
    id TEXT PRIMARY KEY,
    state TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS turns (
    conversation_id TEXT NOT NULL,
    seq INTEGER NOT NULL,
    query TEXT NOT NULL,
    answer TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (conversation_id, seq)
);
CREATE TABLE IF NOT EXISTS idempotency (
    key TEXT NOT NULL,
    operation TEXT NOT NULL,
    digest TEXT NOT NULL,
    response TEXT,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (key, operation)
);
CREATE TABLE IF NOT EXISTS unanswered (
    question TEXT NOT NULL,
    language TEXT NOT NULL,
    count INTEGER NOT NULL,
    first_seen INTEGER NOT NULL,
    last_seen INTEGER NOT NULL,
    PRIMARY KEY (question, language)
);
CREATE TABLE IF NOT EXISTS ended_sessions (
    agent TEXT NOT NULL,
    sid TEXT NOT NULL,
    ended_at INTEGER NOT NULL,
    PRIMARY KEY (agent, sid)
);
CREATE INDEX IF NOT EXISTS conversations_expiry ON conversations (expires_at);
CREATE INDEX IF NOT EXISTS idempotency_expiry ON idempotency (expires_at);
