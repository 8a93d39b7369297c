-- The language a guest asked in: the operator's answer reaches the guest by e-mail in that language. A player's ticket
-- keeps it too (the player reads the answer in the office, in the page's language).
alter table support_tickets add column language text not null default 'en' check (language ~ '^[a-z]{2}$');
