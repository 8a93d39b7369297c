-- Support tickets (src/domain/support/tickets.ts): a player's (or a guest's, who leaves an e-mail) questions and ideas
-- to the operator, each a thread of messages by the player and the operator.

create table support_tickets (
  id bigint generated always as identity primary key,
  -- The player who wrote it; null for a guest's question, which carries the e-mail to answer to instead.
  user_id bigint references players (id),
  email text check (email is null or (email = lower(email) and length(email) <= 254)),
  kind text not null check (kind in ('question', 'idea')),
  topic text not null check (length(topic) between 1 and 120),
  -- open: the operator has something to answer; answered: the player has something to read; closed: no more messages.
  status text not null default 'open' check (status in ('open', 'answered', 'closed')),
  last_author text not null check (last_author in ('player', 'operator')),
  messages integer not null default 1 check (messages > 0),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (user_id is not null or email is not null)
);
-- A player's tickets, newest change first; and the operator's queue of tickets waiting for an answer.
create index support_tickets_by_player on support_tickets (user_id, updated_at desc) where user_id is not null;
create index support_tickets_waiting on support_tickets (updated_at) where status = 'open';

create table support_messages (
  id bigint generated always as identity primary key,
  ticket_id bigint not null references support_tickets (id),
  author text not null check (author in ('player', 'operator')),
  body text not null check (length(body) between 1 and 4000),
  written_at timestamptz not null
);
create index support_messages_by_ticket on support_messages (ticket_id, id);
