-- Who leads the cluster (server/platform/cluster/leaseLeadership.ts): a lease per name, held by one process until
-- expires_at (the database's clock, so the processes' clocks never need to agree). A process renews its lease every
-- second; another takes it only once it has expired, and then raises its term, so a term names one leadership and an
-- earlier holder's late renewal (which names its own term) changes nothing.
create table cluster_leases (
  name text primary key,
  holder text not null,
  term bigint not null check (term >= 1),
  expires_at timestamptz not null
);
