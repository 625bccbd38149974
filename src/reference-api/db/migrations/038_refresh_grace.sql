-- Refresh that survives tabs and races (docs/security.md#refresh): a refresh token that was just rotated may be
-- presented again for a short grace period and then answers the same successor. The successor is
-- kept beside the rotated token, sealed (AES-256-GCM) under a key derived from the rotated token
-- itself: only whoever presents that token can open it, and a copy of the database alone opens
-- nothing. Null for tokens rotated before this migration and for tokens not rotated yet.
alter table refresh_tokens add column successor_sealed text;
