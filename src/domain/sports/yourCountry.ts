import { Schema } from "effect"

/**
 * SPEC.md 2.2 page type `betsonyour`. The spec names it and gives it no content; we give it the meaning a major
 * bookmaker's "bets on your country" section has: the line and the live games that involve the player's country,
 * that is the games of that country's own championships (its leagues and cups, as the feed places a championship in
 * a country). The simulated feed's sides carry no nationality (their names are made up per game), so a country's
 * clubs playing abroad cannot be told apart from the rest; a feed that names its teams' countries would add those
 * games to the same page.
 *
 * Whose country it is: the one the player picked on the page, else the signed-in player's profile country (user
 * config user_country_code), else the geo country the edge saw (site config geoCountry, believed only from trusted
 * proxies), else the site's default.
 */

/** A country as ISO 3166-1 alpha-2 upper-case letters, as the profile and the geo header give it. */
export const CountryCode = Schema.String.pipe(Schema.pattern(/^[A-Z]{2}$/, { message: () => "a two-letter country code such as GB" }))
export type CountryCode = typeof CountryCode.Type

/**
 * The site's default country: Russia, as SPEC.md 9's defaults are Russian ones (language Russian, time zone 3,
 * roubles as the fallback currency) and the demo player is registered there.
 */
export const SITE_DEFAULT_COUNTRY: CountryCode = "RU"

/**
 * The feed's names of the places a country's championships are in (Championship.country), per country. England is
 * the United Kingdom's football and cricket nation in the feed; "Europe" and "World" are nobody's own.
 */
const FEED_PLACES: Readonly<Record<CountryCode, ReadonlyArray<string>>> = {
  AU: ["Australia"],
  BR: ["Brazil"],
  CZ: ["Czech Republic"],
  DE: ["Germany"],
  ES: ["Spain"],
  FR: ["France"],
  GB: ["England"],
  IN: ["India"],
  IT: ["Italy"],
  RU: ["Russia"],
  SE: ["Sweden"],
  US: ["USA"]
}

/** The countries the page's picker offers: those the feed has championships of. */
export const COUNTRIES_WITH_CHAMPIONSHIPS: ReadonlyArray<CountryCode> = Object.keys(FEED_PLACES)

/** A championship placed in `place` (its feed country) is one of `country`'s own. */
export const isChampionshipOf = (country: CountryCode, place: string): boolean => FEED_PLACES[country]?.includes(place) ?? false

/** A code as the profile or the edge wrote it ("gb", "GB"), upper-cased; null when it is not two letters. */
export const countryCodeOf = (text: string | null | undefined): CountryCode | null => {
  if (text === null || text === undefined) return null
  const code = text.toUpperCase()
  return Schema.is(CountryCode)(code) ? code : null
}

export interface CountrySources {
  /** The country the player picked on the page (its `country` query value). */
  readonly picked: string | null
  /** The signed-in player's profile country; null for a guest. */
  readonly profile: string | null
  /** The geo country the server resolved from a trusted proxy's header; null when none. */
  readonly geo: string | null
}

/** The country the page shows: the first well-formed of picked, profile and geo, else the site's default. */
export const yourCountry = ({ picked, profile, geo }: CountrySources): CountryCode =>
  countryCodeOf(picked) ?? countryCodeOf(profile) ?? countryCodeOf(geo) ?? SITE_DEFAULT_COUNTRY

/** The page's path for a country; the player's own country needs no query value. */
export const betsOnYourPathOf = (lng: string, country: CountryCode | null): string => `/${lng}/betsonyour${country === null ? "" : `?country=${country}`}`
