-- Promotions (SPEC.md 2.7, the promotion screens of 2.9): what the operator published, one row per promotion with its
-- texts per language in promotion_texts (the Markdown as written and the sanitized HTML made from it on publishing,
-- server/content/markdown.ts). A promotion is shown while it is published, started and neither ended by the operator
-- (ended_at) nor past its end (ends_at). The demo promotions are written at start when missing
-- (server/promotions/demoPromotions.ts), so an operator's edit is never overwritten.

CREATE TABLE promotions (
  id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  category text NOT NULL CHECK (category IN ('poker', 'casino', 'bookmaker', 'redeposit', 'shares', 'cashback', 'first-deposit')),
  sort_order integer NOT NULL CHECK (sort_order >= 0),
  colour text NOT NULL CHECK (colour ~ '^#[0-9a-fA-F]{6}$'),
  image text,
  link text,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  published boolean NOT NULL,
  ended_at timestamptz,
  updated_at timestamptz NOT NULL,
  CHECK (ends_at IS NULL OR ends_at > starts_at)
);

CREATE TABLE promotion_texts (
  promotion_id text NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  lng text NOT NULL CHECK (lng ~ '^[a-z]{2}$'),
  title text NOT NULL,
  summary text NOT NULL,
  markdown text NOT NULL,
  html text NOT NULL,
  PRIMARY KEY (promotion_id, lng)
);

-- The showcase: the shown promotions in the operator's order.
CREATE INDEX promotions_showcase ON promotions (sort_order, id) WHERE published AND ended_at IS NULL;
