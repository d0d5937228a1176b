-- The business a database belongs to, recorded by the first server that uses it, so that a
-- server for another business refuses to mix its records into this one's. One row at most.
CREATE TABLE database_owner (
    id BIGINT PRIMARY KEY CHECK (id = 1),
    business TEXT NOT NULL,
    name TEXT NOT NULL,
    claimed_at BIGINT NOT NULL
);
