-- The header fields a message carries besides its subject (issue 7): a news e-mail's List-Unsubscribe and
-- List-Unsubscribe-Post (RFC 8058 one-click unsubscription, with its own stop-newsletter link). Kept with the message
-- so a delivery adapter sends them and the dev mailbox shows them; a message without any has none.
alter table outbox_messages add column headers jsonb not null default '{}'::jsonb;
