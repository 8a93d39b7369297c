/** English texts of the `tournaments` area: the list, a tournament's rules, prizes, leaderboard and entry. */
export const en = {
  title: "Tournaments",
  intro: "Join a tournament and climb the leaderboard with your stakes. Prizes are paid to your account when it ends.",
  loading: "Loading…",
  loadFailed: "The tournaments could not be loaded.",
  retry: "Try again",
  sections: { running: "Running now", upcoming: "Coming soon", finished: "Finished" },
  none: "No tournaments here.",
  kinds: { casino: "Casino", sports: "Sports" },
  window: "{{from}} – {{to}}",
  pool: "Prize pool",
  entrants: "Players",
  joined: "You joined",
  open: "Open",
  countdown: { starts: "Starts in {{time}}", ends: "Ends in {{time}}", finished: "Finished", paid: "Finished, prizes paid" },
  duration: { days: "{{d}} d {{h}} h {{m}} min", hours: "{{h}} h {{m}} min {{s}} s", minutes: "{{m}} min {{s}} s" },
  rules: {
    title: "Rules",
    casino: "Every 1.00 you stake in the games below earns points at the game's weight: 1 point per 1.00 at 100%.",
    sports: "Every 1.00 you stake on a single or an express at odds of {{coef}} or more earns 1 point.",
    currency: "Only stakes in {{currency}} count, made after you join and while the tournament runs.",
    ties: "Places go by points. On equal points the player who reached them first is ahead.",
    prizes: "Prizes are paid to your {{currency}} account when the tournament ends."
  },
  games: "Games that count",
  game: "Game",
  weight: "Weight",
  gameNames: {
    dice: "Dice",
    crash: "Crash",
    mines: "Mines",
    plinko: "Plinko",
    keno: "Keno",
    scratch: "Scratch card",
    slot: "Slot",
    roulette: "Roulette",
    blackjack: "Blackjack"
  },
  prizes: "Prizes",
  place: "Place",
  prize: "Prize",
  leaderboard: "Leaderboard",
  player: "Player",
  points: "Points",
  you: "You",
  noEntrants: "Nobody has joined yet. Be the first!",
  me: {
    title: "Your place",
    place: "Place {{place}} of {{of}}",
    points: "{{points}} points",
    notJoined: "Join to take part: only your stakes after joining count.",
    join: "Join the tournament",
    joining: "Joining…",
    logIn: "Log in",
    signIn: "Log in to join the tournament.",
    over: "This tournament is over."
  },
  refusals: {
    failed: "You could not join: {{reason}}",
    closed: "the tournament is over",
    noAccount: "you need an open account in the tournament's currency",
    notAllowed: "your account may not play for money now",
    responsible: "your responsible gaming settings do not allow it",
    other: "the server refused it ({{status}})"
  },
  notFound: "There is no such tournament.",
  all: "All tournaments"
}

export type TournamentsTexts = typeof en
