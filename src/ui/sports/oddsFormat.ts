import { ODDS_FORMATS, type OddsFormat } from "../../domain/sports/oddsFormats"

/** The player's coefViewId (SPEC.md 3 global settings) as a format: the SPEC.md 9 order, decimal when unknown. */
export const oddsFormatOf = (coefViewId: number): OddsFormat => ODDS_FORMATS[coefViewId] ?? "decimal"
