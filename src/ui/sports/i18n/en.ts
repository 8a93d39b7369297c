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
    cyberfootball: "Cyber football",
    politics: "Politics",
    marble: "Marble racing"
  },
  markets: {
    "1x2": "Match result",
    winner: "Winner",
    doubleChance: "Double chance",
    total: "Total {{line}}",
    handicap: "Handicap {{line}}",
    bothTeamsToScore: "Both teams to score",
    correctScore: "Correct score",
    outright: "Outright winner",
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
  tracker: {
    title: "Match tracker",
    loading: "Loading the tracker…",
    periods: "Score by {{period}}",
    period: { half: "Half", quarter: "Quarter", period: "Period", innings: "Innings", set: "Set", map: "Map", round: "Round" },
    periodOf: { half: "halves", quarter: "quarters", period: "periods", innings: "innings", set: "sets", map: "maps", round: "rounds" },
    extra: "Decider",
    total: "Total",
    events: "Key events",
    noEvents: "Nothing has happened yet.",
    minute: "{{minute}}′",
    event: {
      goal: "Goal: {{team}}",
      lead: "{{team}} take the lead",
      periodWon: "{{period}} {{number}} to {{team}}",
      periodEnd: "{{period}} {{number}} over"
    },
    statistics: "Statistics",
    stat: {
      periodsWon: { half: "Halves won", quarter: "Quarters won", period: "Periods won", innings: "Innings won", set: "Sets won", map: "Maps won", round: "Rounds won" },
      biggestLead: "Biggest lead",
      leadsTaken: "Took the lead",
      bestRun: "Best scoring run",
      pointsWon: "Points won"
    }
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
  favorites: {
    title: "Favorites",
    championships: "Favorite championships",
    games: "Favorite games",
    add: "Add {{name}} to favorites",
    remove: "Remove {{name}} from favorites",
    signIn: "Sign in to add {{name}} to favorites",
    failed: {
      signIn: "Sign in to keep favorites.",
      limit: "You can keep up to {{max}} favorites. Remove one to add another.",
      gone: "This game is no longer in the line: it may have finished.",
      failed: "Your favorites could not be changed. Try again in a moment."
    }
  },
  results: {
    allChampionships: "All championships",
    title: "Results",
    date: "Day",
    allSports: "All sports",
    finished: "Finished",
    game: "Game",
    score: "Final score",
    periods: "Periods",
    empty: "No game finished on this day.",
    failed: "The results could not be loaded. Try again in a moment.",
    winner: "Winner: {{name}}",
    order: "Finishing order"
  },
  cyber: {
    title: "Cyber sport",
    kinds: "Kinds of cyber sport",
    types: { real: "E-sports", virtual: "Virtual sports", stream: "Streamed cyber football" },
    disciplines: "Disciplines",
    empty: "No games of this kind now.",
    views: "Pages of this kind",
    allGames: "All games",
    crumbs: "You are here",
    headings: { disciplines: "{{kind}}: disciplines", all: "{{kind}}: all games", champs: "{{discipline}}: championships" },
    champsOf: "Championships of {{discipline}}",
    openChamps: "Championships of {{discipline}}",
    noChamps: "No championship of this discipline has games now."
  },
  pageTypes: {
    topgame: { title: "Top games", live: "Top live", line: "Top upcoming" },
    ufc: { title: "UFC", live: "Fights live", line: "Upcoming fights", empty: "No UFC event is on the line now." },
    politics: {
      title: "Politics",
      lead: "Elections and leadership contests: bet on who wins. Prices move as the campaigns go on; every market is settled when its result is declared.",
      decidedOn: "Result on {{date}}",
      candidates: "Candidates of {{event}}",
      empty: "No election is on the line now."
    },
    marble: {
      title: "Marble racing",
      lead: "Virtual marble races, one every three minutes: eight marbles, one winner. Betting closes when a race starts and opens on the next one.",
      live: "Racing now",
      line: "Next races",
      results: "Last races",
      startsAt: "Starts at {{time}}",
      running: "Race in progress: betting is suspended",
      places: "Places in {{event}}",
      runners: "Runners of {{event}}",
      winner: "Winner: {{name}}",
      noLive: "No race is running: the next one starts soon.",
      empty: "No race is scheduled now.",
      noResults: "No race has finished today yet."
    },
    betsonyour: {
      title: "Bets on your country",
      country: "Your country",
      lead: "Games of the championships of {{country}}, in play and upcoming.",
      live: "Live in {{country}}",
      line: "Upcoming in {{country}}",
      none: "The line has no championship of {{country}}. Pick another country."
    },
    final: {
      views: "Pages of {{championship}}",
      home: "All games",
      link: { match: "Final", series: "Finals series", round: "Last round" },
      title: { match: "Final", series: "Finals series", round: "Last round of the season" },
      note: {
        match: "The championship's last game in the line: its final.",
        series: "Every game the two finalists play each other.",
        round: "The season's last {{count}} games, which decide the title."
      },
      empty: "The line has no game of this championship now."
    },
    team: {
      of: "{{sport}} team",
      link: "Page of {{team}}",
      games: "Live and upcoming games",
      results: "Recent results",
      resultsEmpty: "This team has no results in the last days.",
      resultsFailed: "The team's results could not be loaded. Try again in a moment.",
      date: "Date",
      championship: "Championship",
      game: "Game",
      score: "Score",
      result: "Result"
    }
  },
  home: {
    live: "Top live",
    line: "Top upcoming",
    allLive: "All live games",
    allLine: "All sports"
  },
  lineSettings: {
    open: "Line settings",
    view: "View",
    views: { "0": "European", "1": "Asian" },
    display: "Display",
    scoreTotal: "Game",
    compactView: "Compact view",
    groupByCountry: "Group by country",
    groupByCategory: "Group by championship",
    detailedScore: "Detailed score",
    showGameId: "Show game numbers",
    sportsOnly: "Sports only (no cyber sport)",
    teamLogos: "Team logos",
    onlyWithVideos: "Only games with video",
    wideScoreboard: "Wide scoreboard",
    leftColumn: "Sports menu column",
    rightColumn: "Bet slip column",
    time: "Time",
    times: { all: "All", upcoming_events: "Starting in 3 hours", first_period: "1st period", second_period: "2nd period", recommended: "Recommended" },
    markets: "Markets on the game page",
    allMarkets: "All markets",
    hiddenMarkets: "{{count}} markets are hidden by your market filter.",
    filteredOut: "No game of this list matches your filters ({{count}} hidden).",
    video: "Video"
  },
  statistics: {
    link: "Statistics",
    newWindow: "(opens in a new window)",
    title: "Statistics",
    startsAt: "Game on {{date}}",
    headToHead: "Head-to-head",
    headToHeadEmpty: "The two sides have not met before.",
    wins: "{{team}} won",
    draws: "Drawn",
    form: "Recent form",
    formOf: "Form of {{team}}",
    formEmpty: "No games played yet.",
    standings: "Standings: {{championship}}",
    standingsNote: "The two sides of this game are highlighted.",
    date: "Date",
    championship: "Championship",
    game: "Game",
    score: "Score",
    result: "Result",
    columns: { position: "Pos", team: "Team", played: "P", won: "W", drawn: "D", lost: "L", goals: "F:A", points: "Pts" },
    columnTitles: { position: "Position", played: "Played", won: "Won", drawn: "Drawn", lost: "Lost", goals: "Scored and conceded", points: "Points" },
    letters: { W: "W", D: "D", L: "L" },
    letterNames: { W: "Win", D: "Draw", L: "Loss" },
    loading: "Loading the statistics…",
    failed: "The statistics could not be loaded. Try again in a moment.",
    unknown: "There are no statistics for this game."
  },
  loading: "Loading the line…",
  failed: "The line could not be updated. It is shown as it last was; we keep trying.",
  search: {
    label: "Search sports, championships, teams and games",
    placeholder: "Search: team, championship…",
    results: "Search results",
    groups: { sport: "Sports", championship: "Championships", team: "Teams", game: "Games" },
    live: "Live",
    searching: "Searching…",
    nothing: "Nothing found for “{{query}}”. Check the spelling or try another name.",
    failed: "Search is not available right now. Try again in a moment.",
    clear: "Clear the search"
  }
}

export type SportsTexts = typeof en
