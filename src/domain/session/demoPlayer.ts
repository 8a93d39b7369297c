/**
 * The demo player `npm start` seeds in a non-production server and prints beside the URL, so that a newcomer can
 * sign in at once (issue 7). Never seeded in production: a published password is no secret.
 */
export const DEMO_PLAYER = {
  email: "demo@oddsfold.local",
  password: "Oddsfold2024",
  /** Russia and roubles: the site's default language and the fallback currency of SPEC.md 9. */
  countryId: 1,
  currencyId: 1
} as const
