-- Maintenance and blocking (SPEC.md 3 "Maintenance", "Block service response", "Blocking reason codes"; 4 "Maintenance",
-- "Blocking"), set by the operator's tool (npm run operator -- maintenance | blocks).
--
-- A maintenance window is announced from notify_from (the site shows a notification), takes the site down from
-- starts_at (or started_at, when the operator started it early) until finishes_at (or ended_at, when the operator ended
-- it). countries: the geo countries it concerns, comma-separated, empty for everyone (a window for one country group while the rest of the
-- site runs).
CREATE TABLE maintenance_windows (
  id serial PRIMARY KEY,
  notify_from timestamptz NOT NULL,
  starts_at timestamptz NOT NULL,
  finishes_at timestamptz NOT NULL,
  started_at timestamptz,
  ended_at timestamptz,
  countries text NOT NULL CHECK (countries ~ '^([A-Z]{2}(,[A-Z]{2})*)?$'),
  created_at timestamptz NOT NULL,
  CHECK (notify_from <= starts_at AND starts_at < finishes_at)
);

-- Ended windows are history; the reads ask for those not ended.
CREATE INDEX maintenance_windows_open ON maintenance_windows (finishes_at) WHERE ended_at IS NULL;

-- A block rule: for the visitors of one geo country, of one browser (a part of the user agent, compared without case),
-- or of the whole site; for everyone or for guests only. The blocks service answers the first rule (lowest id) that
-- concerns the visitor with its reason code, display type and template type.
CREATE TABLE block_rules (
  id serial PRIMARY KEY,
  scope text NOT NULL CHECK (scope IN ('country', 'browser', 'site')),
  country text CHECK (country ~ '^[A-Z]{2}$'),
  browser text CHECK (char_length(browser) BETWEEN 2 AND 100),
  reason integer NOT NULL CHECK (reason IN (1, 2, 3, 4, 5, 8, 13, 14, 16, 17)),
  display_type integer NOT NULL CHECK (display_type BETWEEN 0 AND 99),
  template_type integer NOT NULL CHECK (template_type BETWEEN 0 AND 99),
  guests_only boolean NOT NULL,
  created_at timestamptz NOT NULL,
  CHECK ((scope = 'country') = (country IS NOT NULL)),
  CHECK ((scope = 'browser') = (browser IS NOT NULL))
);
