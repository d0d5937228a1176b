-- What kind of gap an unanswered question is ('cant_answer', or 'low_confidence' for an answer
-- given with little support; the latest asking's kind wins), and when an operator marked it
-- handled (NULL: never). A question asked again after it was handled is open again: its
-- last_seen is then past handled_at.
ALTER TABLE unanswered ADD COLUMN kind TEXT NOT NULL DEFAULT 'cant_answer';
ALTER TABLE unanswered ADD COLUMN handled_at INTEGER;
