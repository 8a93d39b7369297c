-- The anonymous analytics of the sign-in spine (issue 7, SPEC.md 1 and 4): sign-in, registration and password
-- recovery events as the client sends them (src/domain/session/analyticsEvents.ts), counted per day by the operator's
-- funnel. Nothing here names a person: no player id, no address of any kind, no e-mail, phone, code or token; the
-- properties are the event's own closed fields, checked before they are stored.
create table analytics_events (
  id bigint generated always as identity primary key,
  -- When the server took it: the funnel's days are the server's, whatever the browser's clock says.
  received_at timestamptz not null,
  -- When it happened by the browser's clock (informative only).
  occurred_at timestamptz not null,
  name text not null check (name in (
    'login_open', 'login_try', 'login_success', 'login_error',
    'registration_open', 'registration_try', 'registration_success', 'registration_error', 'registration_leave',
    'recovery_step'
  )),
  -- The recovery step of a recovery_step event, else null: the funnel counts steps apart.
  step text check ((name = 'recovery_step') = (step is not null)),
  -- 'client': sent by a browser; 'server': recorded by the server itself (a social registration finishes there).
  source text not null default 'client' check (source in ('client', 'server')),
  properties jsonb not null check (jsonb_typeof(properties) = 'object')
);

create index analytics_events_received_at on analytics_events (received_at);
