-- Verification documents (SPEC.md 2.5 "verification", issue 7): what a player uploads for the bookmaker's checks,
-- and the operator's decision on it. The file's bytes are kept here, beside its status, rather than in a folder:
-- one transaction writes both (no orphan files, no rows pointing at nothing), the same code serves PGlite and
-- PostgreSQL, a backup of the database holds everything, and server instances behind a load balancer share them
-- (ARCHITECTURE 6: nothing on one machine may be the only copy of a player's data). The files are small (at most
-- 5 MiB each, a dozen per player), which is what bytea handles well.
-- Players are referenced by user id like the wallets of migration 007 (sessions hold the same id).
create table verification_documents (
  id bigint generated always as identity primary key,
  user_id bigint not null,
  kind text not null check (kind in ('passport', 'selfie', 'address')),
  -- The name the player's file had (shown back to them), and the type the server found in its bytes.
  file_name text not null check (length(file_name) between 1 and 255),
  content_type text not null check (content_type in ('image/jpeg', 'image/png', 'application/pdf')),
  size integer not null check (size > 0 and size <= 5242880),
  content bytea not null,
  status text not null default 'pending' check (status in ('pending', 'verified', 'rejected')),
  -- Why the operator refused it, shown to the player; only a rejected document has one.
  reason text check ((status = 'rejected') = (reason is not null) and (reason is null or length(reason) between 1 and 500)),
  uploaded_at timestamptz not null,
  decided_at timestamptz check ((status = 'pending') = (decided_at is null))
);

create index verification_documents_user on verification_documents (user_id, id);
-- The operator's queue: the oldest pending first.
create index verification_documents_pending on verification_documents (id) where status = 'pending';
