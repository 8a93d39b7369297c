import { cyberTypeOf } from "../../../src/domain/sports/cyber"
import type { Championship, Sport, SportId } from "../../../src/domain/sports/feed"

/**
 * The simulated line's fixed catalogue: sports with the model that plays them, countries and championships
 * (among them those with a page of their own), and the material team and player names are made from.
 */

/**
 * How a sport is played. `goals`: two sides score as Poisson processes over `periods` periods of `periodSeconds`
 * with `breakSeconds` between them (`perSide` expected scores per side per game); without `draw`, a tie at the end
 * is decided by one deciding score (overtime, a super over, penalties). `sets`: sets (maps, rounds) until one side
 * wins `setsToWin`; a set lasts about `periodSeconds`; `setPoints` is what a set's winner shows (6 games, 25 points).
 */
export type SportModel =
  | {
      readonly kind: "goals"
      readonly periods: number
      readonly periodSeconds: number
      readonly breakSeconds: number
      readonly draw: boolean
      readonly perSide: number
      /** Markets are locked this long after a score (only sports where one score moves the prices much). */
      readonly suspendSeconds: number
    }
  | {
      readonly kind: "sets"
      readonly setsToWin: number
      readonly periodSeconds: number
      readonly breakSeconds: number
      readonly setPoints: number
      readonly suspendSeconds: number
    }

export interface SportEntry {
  readonly sport: Sport
  readonly model: SportModel
  /** Share of the world's games. */
  readonly weight: number
  readonly names: "clubs" | "players" | "teams"
}

const goals = (periods: number, minutes: number, breakMinutes: number, draw: boolean, perSide: number, suspendSeconds: number): SportModel => ({
  kind: "goals",
  periods,
  periodSeconds: minutes * 60,
  breakSeconds: breakMinutes * 60,
  draw,
  perSide,
  suspendSeconds
})
const sets = (setsToWin: number, minutes: number, breakMinutes: number, setPoints: number): SportModel => ({
  kind: "sets",
  setsToWin,
  periodSeconds: minutes * 60,
  breakSeconds: breakMinutes * 60,
  setPoints,
  suspendSeconds: 30
})

// A sport's kind of cyber sport is src/domain/sports/cyber.ts's (one place for the pages and the line).
const sport = (id: SportId, name: string, model: SportModel, weight: number, names: SportEntry["names"]): SportEntry => ({
  sport: { id, name, cyber: cyberTypeOf(id) },
  model,
  weight,
  names
})

export const SPORTS: ReadonlyArray<SportEntry> = [
  sport("football", "Football", goals(2, 45, 15, true, 1.35, 20), 30, "clubs"),
  sport("tennis", "Tennis", sets(2, 40, 2, 6), 12, "players"),
  sport("basketball", "Basketball", goals(4, 12, 3, false, 105, 0), 10, "clubs"),
  sport("icehockey", "Ice hockey", goals(3, 20, 15, true, 1.5, 20), 8, "clubs"),
  sport("volleyball", "Volleyball", sets(3, 25, 3, 25), 6, "clubs"),
  sport("tabletennis", "Table tennis", sets(3, 8, 1, 11), 8, "players"),
  sport("cricket", "Cricket", goals(2, 80, 15, false, 160, 0), 4, "clubs"),
  sport("mma", "MMA / UFC", sets(1, 15, 0, 1), 3, "players"),
  sport("cs2", "CS2", sets(2, 40, 5, 13), 5, "teams"),
  sport("dota2", "Dota 2", sets(2, 40, 5, 1), 4, "teams"),
  sport("lol", "League of Legends", sets(2, 32, 5, 1), 4, "teams"),
  sport("virtualfootball", "Virtual football", goals(2, 3, 1, true, 1.4, 10), 3, "clubs"),
  sport("cyberfootball", "Cyber football", goals(2, 6, 2, true, 2.5, 15), 3, "clubs")
]

const BY_ID = new Map(SPORTS.map((entry) => [entry.sport.id, entry]))
/** The model of a sport of matches (an outright's sport has none: outrights.ts plays them). */
export const sportEntry = (id: SportId): SportEntry => BY_ID.get(id)!

/** Sports of outrights (server/sports/simulator/outrights.ts): no model of play, no share of the matches. */
export const OUTRIGHT_SPORTS: ReadonlyArray<Sport> = [
  { id: "politics", name: "Politics", cyber: null },
  { id: "marble", name: "Marble racing", cyber: null }
]

/** Every sport in the menu's order: the matches' sports, then the outrights' (where bookmakers list specials). */
export const MENU_SPORTS: ReadonlyArray<Sport> = [...SPORTS.map((entry) => entry.sport), ...OUTRIGHT_SPORTS]

const champ = (id: string, sportId: SportId, country: string, name: string, page: Championship["page"] = null): Championship => ({
  id,
  sportId,
  country,
  name,
  page
})

export const CHAMPIONSHIPS: ReadonlyArray<Championship> = [
  champ("epl", "football", "England", "Premier League", "epl"),
  champ("efl-championship", "football", "England", "Championship"),
  champ("laliga", "football", "Spain", "La Liga", "laliga"),
  champ("serie-a", "football", "Italy", "Serie A"),
  champ("bundesliga", "football", "Germany", "Bundesliga"),
  champ("ligue-1", "football", "France", "Ligue 1"),
  champ("rpl", "football", "Russia", "Premier League"),
  champ("brasileirao", "football", "Brazil", "Série A"),
  champ("europa-league", "football", "Europe", "Europa League", "europaleague"),
  champ("champions-league", "football", "Europe", "Champions League", "champ"),
  champ("fifa-cwc", "football", "World", "FIFA Club World Cup", "fifacwc"),
  // SPEC.md 2.2 scf: the UEFA Super Cup, the final the Champions League and Europa League winners play (one game).
  champ("uefa-super-cup", "football", "Europe", "UEFA Super Cup", "scf"),
  champ("atp-tour", "tennis", "World", "ATP Tour"),
  champ("wta-tour", "tennis", "World", "WTA Tour"),
  champ("itf-men", "tennis", "World", "ITF Men"),
  champ("nba", "basketball", "USA", "NBA"),
  champ("nba-finals", "basketball", "USA", "NBA Finals", "nbafinals"),
  champ("euroleague", "basketball", "Europe", "EuroLeague"),
  champ("vtb", "basketball", "Russia", "VTB United League"),
  champ("nhl", "icehockey", "USA", "NHL"),
  champ("nhl-finals", "icehockey", "USA", "NHL Stanley Cup Final", "nhlfinals"),
  champ("khl", "icehockey", "Russia", "KHL"),
  champ("shl", "icehockey", "Sweden", "SHL"),
  champ("volley-superliga", "volleyball", "Russia", "Superliga"),
  champ("volley-serie-a", "volleyball", "Italy", "SuperLega"),
  champ("tt-elite", "tabletennis", "World", "TT Elite Series"),
  champ("tt-cup", "tabletennis", "Czech Republic", "TT Cup"),
  champ("ipl", "cricket", "India", "Indian Premier League", "ipl"),
  champ("big-bash", "cricket", "Australia", "Big Bash League"),
  champ("ufc", "mma", "World", "UFC", "ufc"),
  champ("bellator", "mma", "World", "Bellator"),
  champ("cs2-major", "cs2", "World", "CS2 Major"),
  champ("cs2-pro-league", "cs2", "World", "ESL Pro League"),
  champ("dota2-ti", "dota2", "World", "The International"),
  champ("dota2-dpc", "dota2", "World", "DreamLeague"),
  champ("lol-worlds", "lol", "World", "LoL Worlds"),
  champ("lol-lec", "lol", "Europe", "LEC"),
  champ("vfl", "virtualfootball", "World", "Virtual Football League"),
  champ("vfl-cup", "virtualfootball", "World", "Virtual Champions Cup"),
  champ("efootball-battle", "cyberfootball", "World", "eFootball Battle 2×6"),
  champ("fc-esports", "cyberfootball", "World", "FC Esports League"),
  // Outrights' championships (outrights.ts names its events after invented countries).
  champ("elections", "politics", "World", "Elections"),
  champ("leadership-contests", "politics", "World", "Party leadership"),
  champ("marble-sprint", "marble", "World", "Marble Sprint")
]

export const championshipsOf = (sportId: SportId): ReadonlyArray<Championship> => CHAMPIONSHIPS.filter((c) => c.sportId === sportId)

/** Championships whose games are all top games (home page, top lists). */
export const TOP_CHAMPIONSHIPS: ReadonlySet<string> = new Set(["epl", "laliga", "champions-league", "europa-league", "fifa-cwc", "uefa-super-cup", "nba-finals", "nhl-finals", "ipl", "ufc", "cs2-major"])

const CITIES = [
  "Northbridge", "Eastport", "Redcliff", "Westhaven", "Stonebury", "Ashford", "Kingsmere", "Lakeside", "Rivermouth", "Highgate",
  "Oakvale", "Brightwater", "Silverton", "Ironforge", "Greenfield", "Coldharbour", "Marlow", "Fairview", "Blackrock", "Sunport",
  "Harrowgate", "Elmstead", "Castleton", "Millbrook", "Porthaven", "Windmere", "Queensbay", "Falcon Ridge", "Dunmore", "Glenhaven"
]
const CLUB_SUFFIXES = ["United", "City", "FC", "Athletic", "Rovers", "Wanderers", "Dynamo", "Sporting", "Albion", "Rangers"]
const FIRST_NAMES = ["Alex", "Marco", "Ivan", "Lucas", "Daniel", "Mateo", "Nikolai", "Hugo", "Felix", "Tomas", "Elena", "Sofia", "Anna", "Maria", "Lena"]
const LAST_NAMES = ["Novak", "Garcia", "Petrov", "Muller", "Rossi", "Silva", "Kowalski", "Dubois", "Jensen", "Horvat", "Moreau", "Ivanova", "Berg", "Costa", "Lind"]
const TEAM_WORDS = ["Nova", "Vortex", "Phantom", "Titan", "Eclipse", "Falcon", "Raven", "Quantum", "Inferno", "Spectre", "Apex", "Nebula"]
const TEAM_SUFFIXES = ["Gaming", "Esports", "Five", "Squad", "Club", "Legion"]

/** A name from the sport's kind of names, by three draws of the generator. */
export const makeName = (kind: SportEntry["names"], a: number, b: number): string => {
  switch (kind) {
    case "clubs":
      return `${CITIES[a % CITIES.length]} ${CLUB_SUFFIXES[b % CLUB_SUFFIXES.length]}`
    case "players":
      return `${FIRST_NAMES[b % FIRST_NAMES.length]} ${LAST_NAMES[a % LAST_NAMES.length]}`
    case "teams":
      return `${TEAM_WORDS[a % TEAM_WORDS.length]} ${TEAM_SUFFIXES[b % TEAM_SUFFIXES.length]}`
  }
}

export const NAME_SPACE = 1000
