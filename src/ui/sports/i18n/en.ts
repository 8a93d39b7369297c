/** English texts of the `sports` area: the line, live and game pages. */
export const en = {
  sections: { line: "Sports", live: "Live" },
  menu: {
    title: "Sports",
    count: "{{count}} games"
  },
  top: { title: "Top games" },
  championships: { title: "Championships", empty: "No championships of this sport are open now." },
  games: { empty: "No games here now.", status: { line: "Starts", live: "Live", finished: "Finished" } },
  sports: {
    football: "Football",
    tennis: "Tennis",
    basketball: "Basketball",
    icehockey: "Ice hockey",
    volleyball: "Volleyball",
    tabletennis: "Table tennis",
    cricket: "Cricket",
    mma: "MMA / UFC",
    cs2: "Counter-Strike 2",
    dota2: "Dota 2",
    lol: "League of Legends",
    virtualfootball: "Virtual football",
    cyberfootball: "Cyber football"
  },
  markets: {
    "1x2": "Match result",
    winner: "Winner",
    doubleChance: "Double chance",
    total: "Total {{line}}",
    handicap: "Handicap {{line}}",
    bothTeamsToScore: "Both teams to score",
    correctScore: "Correct score",
    period: "{{name}}, period {{period}}"
  },
  outcomes: { over: "Over", under: "Under", home: "Home", away: "Away", yes: "Yes", no: "No" },
  game: {
    back: "Back to {{championship}}",
    allMarkets: "All markets",
    suspended: "Suspended",
    closed: "Closed",
    chart: "Price history of {{outcome}}",
    gone: "This game is no longer in the line. It may have finished: see the results."
  },
  odds: { label: "Odds format", formats: { "0": "Decimal", "1": "American", "2": "Fractional", "3": "Hong Kong", "4": "Malay", "5": "Indonesian" } },
  outcome: { locked: "{{outcome}}: betting suspended" },
  multi: {
    title: "Multi-live",
    add: "Add to multi-live",
    remove: "Take off multi-live",
    empty: "Add live games to watch them side by side: the + button beside a live game.",
    open: "Multi-live ({{count}})"
  },
  results: {
    title: "Results",
    date: "Day",
    allSports: "All sports",
    finished: "Finished",
    game: "Game",
    score: "Final score",
    periods: "Periods",
    empty: "No game finished on this day.",
    failed: "The results could not be loaded. Try again in a moment."
  },
  cyber: {
    title: "Cyber sport",
    kinds: "Kinds of cyber sport",
    types: { real: "E-sports", virtual: "Virtual sports", stream: "Streamed cyber football" },
    disciplines: "Disciplines",
    empty: "No games of this kind now."
  },
  loading: "Loading the line…",
  failed: "The line could not be updated. It is shown as it last was; we keep trying."
}

export type SportsTexts = typeof en
