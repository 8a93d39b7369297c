-- Real players' web vitals (ARCHITECTURE 7 web-vitals; src/domain/shell/webVitals.ts): one row per report a browser
-- sent, for the operator's p75 of each metric per page type over the last days. Nothing here names a person or a
-- page address: no player id, no client address, no URL, only closed lists and a bounded number.
create table web_vitals (
  id bigint generated always as identity primary key,
  -- When the server took it (the browser's clock is not asked): the operator's days and the 30-day retention.
  recorded_at timestamptz not null,
  metric text not null check (metric in ('LCP', 'CLS', 'INP', 'TTFB')),
  page_type text not null check (page_type in ('home', 'live', 'line', 'game', 'casino', 'casino-game', 'account', 'other')),
  -- Whole milliseconds for LCP, INP and TTFB; the unitless layout shift score, to 4 decimals, for CLS.
  value double precision not null check (value >= 0 and value <= case when metric = 'CLS' then 100 else 300000 end),
  -- The browser's rating of the value by web.dev's thresholds, as it reported it.
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  -- How the page was reached: a reload or a back/forward-cache restore measures differently, so a p75 may leave them out.
  navigation_type text not null check (navigation_type in ('navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'))
);

-- The operator's window (the last days) and the janitor's deletions both go by the time of receipt.
create index web_vitals_recorded_at on web_vitals (recorded_at);
