/** English texts of the `casino` area: the lobby, its categories, search, providers, favorites, my-casino and the game page. */
export const en = {
  lobby: {
    lotto: "Lotto",
    tournaments: "Tournaments",
    toto: "Toto",
    title: "Casino",
    all: "All games",
    lobby: "Casino lobby",
    sections: "Casino sections",
    loading: "Loading games…",
    loadFailed: "The games could not be loaded.",
    retry: "Try again",
    empty: "There are no games in this section yet. Have a look at the other sections.",
    count_one: "{{count}} game",
    count_other: "{{count}} games",
    search: "Search",
    providers: "Providers",
    myCasino: "My casino",
    favorites: "Favorites",
    brand: "Oddsfold Originals",
    brandLead: "Games of our own studio: they run on our server, every round provably fair.",
    vulkan: "Vulkan slots",
    filter: "Filter"
  },
  categories: {
    slots: "Slots",
    "live-casino": "Live casino",
    keno: "Keno",
    poker: "Poker",
    bingo: "Bingo",
    "virtual-sports": "Virtual sports",
    "tv-games": "TV games",
    "fast-games": "Fast games",
    "fast-bet": "Fast-bet",
    "crash-games": "Crash games",
    "skill-games": "Skill games",
    "card-games": "Card games",
    "scratch-cards": "Scratch cards",
    "asian-games": "Asian games",
    "fishing-hunting": "Fishing and hunting",
    "other-games": "Other games"
  },
  asianFilters: { all: "All", lotto: "Lotto", slots: "Slots", ladder: "Ladder", dice: "Dice", cards: "Cards", other: "Other" },
  otherFilters: { all: "All", poker: "Poker", virtual: "Virtual", toto: "Toto", lotto: "Lotto" },
  tile: {
    play: "Play {{name}}",
    rtp: "RTP {{rtp}}%",
    maxWin: "up to ×{{maxWin}}",
    addFavorite: "Add {{name}} to favorites",
    removeFavorite: "Remove {{name}} from favorites"
  },
  search: {
    label: "Find a game",
    placeholder: "Game or provider",
    hint: "Type at least two letters.",
    none: "No game matches “{{query}}”.",
    found_one: "{{count}} game found",
    found_other: "{{count}} games found"
  },
  providers: {
    title: "Game providers",
    unknown: "There is no such provider in the casino."
  },
  player: {
    signIn: "Log in to see your games.",
    logIn: "Log in",
    noFavorites: "No favorites yet: mark a game with the star to keep it here.",
    noRecent: "You have not played any game yet.",
    recentTitle: "Recently played",
    favoritesFailed: "Your favorites could not be changed.",
    loadFailed: "Your games could not be loaded."
  },
  game: {
    back: "Back",
    loading: "Loading the game…",
    signIn: "Log in to play {{name}}.",
    notFound: "There is no such game in the casino.",
    unavailable: "This game cannot be started now.",
    failed: "The game could not be started.",
    rtp: "Return to player: {{rtp}}%",
    maxWin: "Maximum win: ×{{maxWin}} the stake",
    provider: "Provider: {{provider}}",
    frameTitle: "Game {{name}}"
  },
  thankYou: {
    title: "Thank you!",
    text: "Thank you for playing. Good luck with your next game.",
    back: "Back to the casino"
  }
}

export type CasinoTexts = typeof en
