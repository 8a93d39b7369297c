-- The site's terms, in versions (SPEC.md 4 "Terms changed"), and the version each player accepted. A version is never
-- edited: publishing makes the next one, and every signed-in player whose accepted version is older must confirm it
-- before anything else (the server answers 451 with exception_code 1, server/terms/gate.ts) while the site config's
-- feature confirmTerms is on.
--
-- summary_html: per language, the operator's Markdown as sanitized HTML (server/content/markdown.ts), made at
-- publishing. entries: the rules confirm entries (src/domain/api/terms.ts TermsEntry): a link to a rules page, tags,
-- and sub-rules with their position and text per language.
create table terms_versions (
  version integer primary key check (version > 0),
  published_at timestamptz not null default clock_timestamp(),
  summary_html jsonb not null,
  entries jsonb not null
);

-- The newest version a player accepted. Only ever moves forward (the confirm call writes greatest(old, new)).
create table terms_acceptances (
  user_id bigint primary key references players (id) on delete cascade,
  version integer not null references terms_versions (version),
  accepted_at timestamptz not null default clock_timestamp()
);

-- The first terms: the ones every player so far has signed up under.
insert into terms_versions (version, summary_html, entries) values (
  1,
  '{"en": "<p>The general rules of the site and the rules of sports betting.</p>", "ru": "<p>Общие правила сайта и правила ставок на спорт.</p>"}',
  '[{"link": "rules/general", "tags": ["general"], "subRules": [{"position": 1, "text": {"en": "Accounts", "ru": "Счета"}}, {"position": 2, "text": {"en": "Bets", "ru": "Ставки"}}]},
    {"link": "rules/sports", "tags": ["sports"], "subRules": []}]'
);
insert into terms_acceptances (user_id, version) select id, 1 from players;

-- A new player accepts the current terms at sign-up, whichever way they register (or a seed or test makes them).
create function players_accept_current_terms() returns trigger language plpgsql as $$
begin
  insert into terms_acceptances (user_id, version)
    select new.id, max(version) from terms_versions having max(version) is not null;
  return null;
end
$$;
create trigger players_accept_current_terms after insert on players for each row execute function players_accept_current_terms();

-- Every server keeps the current version in memory (server/terms/currentTerms.ts) and reads it again on this notice.
alter table change_notices drop constraint change_notices_kind_check;
alter table change_notices add constraint change_notices_kind_check check (kind in ('session', 'coupon_limits', 'terms'));

create function terms_published() returns trigger language plpgsql as $$
begin
  insert into change_notices (kind, subject) values ('terms', '');
  return null;
end
$$;
create trigger terms_published after insert or update or delete on terms_versions for each statement execute function terms_published();
