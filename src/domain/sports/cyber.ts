import type { CyberType, Section, SportId } from "./feed"

/**
 * Cyber-sport (SPEC.md 2.2): which disciplines each kind holds, and the pages' places in a path:
 * /{lng}/{cyber|esports}/{type}/{disciplines | all | {discipline} | {discipline}/champs | {discipline}/{champ} |
 * {discipline}/{champ}/{game}}, with `?section=live` for in-play (the line without it). The simulator's catalogue
 * and the "sports only" filter read the kinds from here, so a discipline belongs to one kind in one place.
 */
export const CYBER_DISCIPLINES: { readonly [T in CyberType]: ReadonlyArray<SportId> } = {
  real: ["cs2", "dota2", "lol"],
  virtual: ["virtualfootball"],
  stream: ["cyberfootball"]
}

const KIND_OF: ReadonlyMap<SportId, CyberType> = new Map(
  (Object.entries(CYBER_DISCIPLINES) as ReadonlyArray<[CyberType, ReadonlyArray<SportId>]>).flatMap(([type, ids]) => ids.map((id) => [id, type] as const))
)

/** The kind of cyber sport a discipline is, or null for a sport of the real world. */
export const cyberTypeOf = (sportId: SportId): CyberType | null => KIND_OF.get(sportId) ?? null

export type CyberRoot = "cyber" | "esports"

/** What a cyber page shows. */
export type CyberView =
  /** The kind's disciplines and championships with their counts (the section's front page). */
  | { readonly _tag: "overview" }
  | { readonly _tag: "disciplines" }
  /** Every game of the kind. */
  | { readonly _tag: "all" }
  | { readonly _tag: "discipline"; readonly sportId: SportId }
  | { readonly _tag: "champs"; readonly sportId: SportId }
  | { readonly _tag: "champ"; readonly sportId: SportId; readonly championshipId: string }
  | { readonly _tag: "game"; readonly sportId: SportId; readonly championshipId: string; readonly gameId: string }

export interface CyberPlace {
  readonly root: CyberRoot
  readonly type: CyberType
  readonly section: Section
  readonly view: CyberView
}

const TYPES: ReadonlyArray<string> = ["real", "virtual", "stream"]
const CHAMPIONSHIP = /^[a-z0-9-]{1,40}$/
const GAME = /^g[0-9]{1,12}$/

/**
 * The place a cyber path names, or null when it names none (another page, a kind or discipline the line has not,
 * a discipline of another kind, a malformed id): that is the not-found page. `/{root}` alone is the e-sports
 * kind's front page.
 */
export const cyberPlaceOf = (path: string, search: string): CyberPlace | null => {
  const segments = path.split("/").slice(2)
  while (segments.length > 0 && segments[segments.length - 1] === "") segments.pop()
  const [root, type = "real", first, second, third, ...rest] = segments
  if ((root !== "cyber" && root !== "esports") || !TYPES.includes(type) || rest.length > 0) return null
  const kind = type as CyberType
  const section: Section = new URLSearchParams(search).get("section") === "live" ? "live" : "line"
  const place = (view: CyberView): CyberPlace => ({ root, type: kind, section, view })
  if (first === undefined) return place({ _tag: "overview" })
  if (first === "disciplines" || first === "all") return second === undefined ? place({ _tag: first }) : null
  const sportId = CYBER_DISCIPLINES[kind].find((id) => id === first)
  if (sportId === undefined) return null
  if (second === undefined) return place({ _tag: "discipline", sportId })
  if (second === "champs") return third === undefined ? place({ _tag: "champs", sportId }) : null
  if (!CHAMPIONSHIP.test(second)) return null
  if (third === undefined) return place({ _tag: "champ", sportId, championshipId: second })
  return GAME.test(third) ? place({ _tag: "game", sportId, championshipId: second, gameId: third }) : null
}

/** The path (with its section's query) of a cyber place: the inverse of cyberPlaceOf. */
export const cyberPathOf = (lng: string, place: CyberPlace): string => {
  const base = `/${lng}/${place.root}/${place.type}`
  const { view } = place
  const path =
    view._tag === "overview"
      ? base
      : view._tag === "disciplines" || view._tag === "all"
        ? `${base}/${view._tag}`
        : view._tag === "discipline"
          ? `${base}/${view.sportId}`
          : view._tag === "champs"
            ? `${base}/${view.sportId}/champs`
            : view._tag === "champ"
              ? `${base}/${view.sportId}/${view.championshipId}`
              : `${base}/${view.sportId}/${view.championshipId}/${view.gameId}`
  return place.section === "live" ? `${path}?section=live` : path
}
