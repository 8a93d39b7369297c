import { CYBER_DISCIPLINES, cyberTypeOf } from "../../src/domain/sports/cyber"
import type { CyberType, SportId } from "../../src/domain/sports/feed"
import type { Catalogue } from "./feedModel"
import { championshipById } from "./lineReads"

/**
 * Which games a cyber list holds (SPEC.md 2.2 cyber all, {discipline}, {champ}): every discipline of the kind, one of
 * them, or one championship of it; or why the request names nothing of this kind (a discipline of another kind, a
 * championship of another discipline or kind, one the line does not know), which the contract answers with 404.
 * The sports group and its fast path for "nothing new" both read it.
 */
export const cyberScope = (
  catalogue: Catalogue,
  type: CyberType,
  sport: SportId | undefined,
  championship: string | undefined
): { readonly sportIds: ReadonlySet<SportId>; readonly championshipId: string | undefined } | { readonly notFound: string } => {
  if (sport !== undefined && cyberTypeOf(sport) !== type) return { notFound: `${sport} is no discipline of ${type}` }
  const champ = championship === undefined ? undefined : championshipById(catalogue, championship)
  if (champ === undefined && championship !== undefined) return { notFound: `no championship ${championship}` }
  if (champ !== undefined && (sport === undefined ? cyberTypeOf(champ.sportId) !== type : champ.sportId !== sport)) {
    return { notFound: `${championship} is no championship of ${sport ?? type}` }
  }
  return { sportIds: new Set(sport === undefined ? CYBER_DISCIPLINES[type] : [sport]), championshipId: championship }
}
