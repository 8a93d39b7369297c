-- A version number for the site config and the config groups, moved forward by any change to either table
-- (by the server, a migration or an operator's SQL). Servers keep both tables in memory and reload them when
-- this number moves, so a config read costs no query and an edit still shows on every instance.
create table config_version (
  id boolean primary key default true check (id),
  version bigint not null
);
insert into config_version (id, version) values (true, 1);

create function bump_config_version() returns trigger language plpgsql as $$
begin
  update config_version set version = version + 1;
  return null;
end
$$;

create trigger site_config_changed after insert or update or delete or truncate on site_config
  for each statement execute function bump_config_version();
create trigger config_groups_changed after insert or update or delete or truncate on config_groups
  for each statement execute function bump_config_version();
