-- The redirects service's rules (SPEC.md 3 "Redirect service response"; 7 "POST /redirects-api/api/v1/redirect-light"),
-- set by the operator's tool (npm run operator -- redirects). A rule moves the page at from_path (the path after the
-- language segment, without a trailing slash) to to_path in every language, permanently (301) or for now (302); reason
-- says why in the operator's words. One rule per page: the service follows rules from page to page
-- (src/domain/shell/redirects.ts).
CREATE TABLE redirect_rules (
  id serial PRIMARY KEY,
  from_path text NOT NULL UNIQUE CHECK (char_length(from_path) BETWEEN 2 AND 300),
  to_path text NOT NULL CHECK (char_length(to_path) BETWEEN 2 AND 300),
  code integer NOT NULL CHECK (code IN (301, 302)),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  created_at timestamptz NOT NULL,
  CHECK (from_path <> to_path)
);
