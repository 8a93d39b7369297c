-- The content area (SPEC.md 2.6 information pages, 2.8 news and blog): pages and articles as the operator published
-- them, in Markdown, with the sanitized HTML made from it on publishing (server/content/markdown.ts). The default
-- texts are written at start when missing (server/content/defaultPages.ts), so an operator's edit is never overwritten.

CREATE TABLE content_pages (
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9_-]{1,40}(/[a-z0-9_-]{1,40}){0,2}$'),
  lng text NOT NULL CHECK (lng ~ '^[a-z]{2}$'),
  title text NOT NULL,
  description text NOT NULL,
  markdown text NOT NULL,
  html text NOT NULL,
  published_at timestamptz NOT NULL,
  PRIMARY KEY (slug, lng)
);

CREATE TABLE content_articles (
  kind text NOT NULL CHECK (kind IN ('news', 'blog')),
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]([a-z0-9-]{0,78}[a-z0-9])?$'),
  lng text NOT NULL CHECK (lng ~ '^[a-z]{2}$'),
  title text NOT NULL,
  summary text NOT NULL,
  markdown text NOT NULL,
  html text NOT NULL,
  published_at timestamptz NOT NULL,
  PRIMARY KEY (kind, slug, lng)
);

-- The news and blog lists: newest first per language.
CREATE INDEX content_articles_list ON content_articles (kind, lng, published_at DESC);
