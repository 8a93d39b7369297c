import { Schema } from "effect"
import { SportId } from "./feed"

/**
 * A team's page (SPEC.md 2.2 team): /{lng}/team/{sport}/{name}. A team is its name within its sport (the same club
 * name may play football and hockey); the name is written URI-encoded.
 */
export interface TeamPlace {
  readonly sportId: SportId
  readonly name: string
}

const isSportId = Schema.is(SportId)

/** The team a path names, or null (another page, a sport the line has not, no name, a name that is no URI text). */
export const teamPlaceOf = (path: string): TeamPlace | null => {
  const [, , page, sport, encoded, ...rest] = path.split("/")
  if (page !== "team" || sport === undefined || !isSportId(sport) || encoded === undefined || encoded === "" || rest.some((s) => s !== "")) return null
  try {
    const name = decodeURIComponent(encoded)
    return name.trim() === "" ? null : { sportId: sport, name }
  } catch {
    return null
  }
}

export const teamPathOf = (lng: string, team: TeamPlace): string => `/${lng}/team/${team.sportId}/${encodeURIComponent(team.name)}`
