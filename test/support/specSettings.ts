import type { GlobalSettings } from "../../src/domain/settings/globalSettings"

/**
 * SPEC.md 9's defaults of the global settings, written out by hand once for every test that checks them: an oracle
 * that does not read the constant under test.
 */
export const SPEC_DEFAULT_SETTINGS: GlobalSettings = {
  language: "ru",
  timeZone: 3,
  is12h: false,
  appTheme: 0,
  appViewType: 0,
  coefViewId: 0,
  coefIndicationType: 0,
  appFontSize: 14,
  marketsNameType: 0,
  zoneState: 0,
  cookiesAgreeType: 0,
  userId: null,
  compactView: 0,
  lightVersion: 0,
  accumulatorOfTheDay: 1,
  liveAccumulator: 1,
  bestMatchesOnTop: 0,
  betGenerator: 0,
  detailedScore: 0,
  showGameId: 0,
  sportsOnly: 0,
  teamLogosInCoupon: 0,
  statsInNewWindow: 1,
  moveVideoOnScroll: 1,
  leftSectionShown: 1,
  rightSectionShown: 1,
  groupByCountry: 0
}
