/**
 * Search bots and link-preview crawlers do not start timers (SPEC.md 4: "Search bots do not start timers"):
 * a crawler has no player to refresh a session for, and polling from thousands of crawler tabs is load for nothing.
 *
 * The rule is deliberately narrow. Headless browsers (our own Playwright runs, Lighthouse) are NOT bots: they
 * drive the site like a player and must see its timers. A generic "...bot" match would also catch phone brands
 * such as CUBOT, so generic names only count in the crawler form "SomeBot/1.0" or with an info URL.
 */
const KNOWN_CRAWLERS =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|yandex(?:bot|images|mobilebot|accessibilitybot|direct|metrika)|baiduspider|duckduckbot|slurp|sogou|exabot|facebookexternalhit|facebot|ia_archiver|applebot|petalbot|semrushbot|ahrefsbot|mj12bot|dotbot|seznambot|twitterbot|linkedinbot|telegrambot|discordbot|pinterestbot|bytespider|gptbot|amazonbot|naverbot|mail\.ru_bot/i

/** "ExampleBot/2.1", "some-crawler/1.0", "Spider/3": the crawler convention of a name and a version. */
const CRAWLER_WITH_VERSION = /[a-z0-9_.-]*(?:bot|crawler|spider)\/\d/i

/** "(+http://www.example.com/bot.html)": crawlers link to a page that explains them. */
const CRAWLER_INFO_URL = /\+?https?:\/\/\S*(?:bot|crawler|spider)/i

const STANDALONE_CRAWLER_WORD = /\b(?:crawler|spider)\b/i

export const isSearchBot = (userAgent: string): boolean =>
  KNOWN_CRAWLERS.test(userAgent) ||
  CRAWLER_WITH_VERSION.test(userAgent) ||
  CRAWLER_INFO_URL.test(userAgent) ||
  STANDALONE_CRAWLER_WORD.test(userAgent)
