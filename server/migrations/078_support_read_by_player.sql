-- How many of a ticket's messages its player has read: a ticket the operator answered since is marked unread in the
-- player's list. A count, not a time, so that no clock of two processes decides it.
alter table support_tickets add column player_read_messages integer not null default 0 check (player_read_messages >= 0);
