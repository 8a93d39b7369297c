/** English texts of the `lotto` area: the draw games, the picker, a draw and its verification. */
export const en = {
  title: "Lotto",
  intro: "Pick your numbers and buy a ticket before the draw. Every draw is provably fair: its seed is committed before sales open and revealed when the numbers are drawn.",
  loading: "Loading…",
  loadFailed: "Lotto could not be loaded.",
  retry: "Try again",
  games: {
    "5-of-36": { name: "5 of 36", how: "Pick 5 numbers of 36. A draw every 15 minutes." },
    "6-of-45": { name: "6 of 45", how: "Pick 6 numbers of 45. A draw every hour." }
  },
  nextDraw: "Next draw #{{id}} at {{time}}",
  noDraw: "The next draw is being scheduled.",
  commitment: "Commitment (SHA-256 of the draw's seed)",
  picked: "Picked {{count}} of {{pick}}",
  quickPick: "Quick pick",
  clear: "Clear",
  stake: "Stake",
  buy: "Buy ticket",
  buying: "Buying…",
  signIn: "Log in to buy a ticket.",
  logIn: "Log in",
  bought: "Your ticket {{numbers}} is in draw #{{id}}.",
  seeDraw: "See the draw",
  failed: "The ticket was not bought: {{reason}}",
  refusals: {
    salesClosed: "the sales of this draw are closed",
    insufficient: "not enough money on your account",
    notAllowed: "your account may not play for money now",
    responsible: "your responsible gaming limits do not allow this stake",
    other: "the server refused it ({{status}})"
  },
  paytable: "Paytable",
  paytableNote: "The prize is the stake times the multiple for the numbers matched.",
  matches: "{{count}} matched",
  multiple: "stake × {{multiple}}",
  recent: "Latest draws",
  noRecent: "No draw has been made yet.",
  allGames: "All lotto games",
  draw: {
    title: "{{game}}: draw #{{id}}",
    notFound: "There is no such draw.",
    at: "Draw time",
    waiting: "The numbers are drawn at {{time}}. Sales close then.",
    refresh: "Refresh",
    numbers: "Drawn numbers",
    clientSeed: "Client seed",
    nonce: "Nonce",
    serverSeed: "Server seed (revealed)",
    verify: "Verification in your browser",
    verified: "The seed hashes to the commitment and draws the same numbers: {{numbers}}.",
    mismatch: "The seed does not draw the announced numbers: it draws {{numbers}}.",
    commitmentMismatch: "The revealed seed does not hash to the commitment.",
    yourTickets: "Your tickets",
    noTickets: "You have no ticket in this draw.",
    ticket: "Numbers",
    ticketStake: "Stake",
    ticketMatches: "Matched",
    ticketPrize: "Prize",
    pending: "waiting for the draw"
  }
}

export type LottoTexts = typeof en
