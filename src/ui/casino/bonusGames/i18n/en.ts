/** English texts of the `bonusGames` area: the bonus mini-games, their free plays and prizes. */
export const en = {
  title: "Bonus games",
  intro: "One free play every day, and more from promotions. Prizes go to your bonus account.",
  signIn: "Log in to play the bonus games.",
  logIn: "Log in",
  loading: "Loading…",
  loadFailed: "The bonus games could not be loaded.",
  retry: "Try again",
  freePlays: "Free plays left: {{count}}",
  nextFree: "Next free play in {{time}}",
  bonusBalance: "Bonus balance",
  play: "Play",
  playing: "Playing…",
  noFreePlay: "No free play left. The next one comes in {{time}}.",
  failed: "The play did not go through: {{reason}}",
  prize: "Your prize: {{amount}}",
  noPrize: "No prize this time.",
  maxPrize: "Top prize {{amount}}",
  expected: "Average prize about {{amount}}",
  table: "Prize table",
  back: "All bonus games",
  toGame: "Play now",
  verify: "Verify this play",
  fair: "Provably fair: drawn from your casino seeds, nonce {{nonce}}.",
  landing: {
    "daily-free-play": "A free play every day",
    "spin-the-wheel": "Spin the wheel of fortune for free",
    "dragon-hunt": "Climb the dragon's tower for free"
  },
  games: {
    fortuna: { name: "Wheel of fortune", how: "Spin the wheel: where it stops is your prize." },
    chest: { name: "Treasure chests", how: "Pick one of three chests." },
    memory: { name: "Memory", how: "Turn over three pairs of cards: each matching pair wins more." },
    safe: { name: "Safe", how: "Guess the three-digit code: each digit in its place wins more." },
    lottery: { name: "Lottery", how: "Pick 4 numbers of 15: four are drawn." },
    dragon: { name: "Dragon", how: "Pick an egg on each of four levels; the dragon sleeps in one of three." }
  },
  prizeLabels: {
    chance: "chance {{label}}",
    pairs: "Pairs found: {{label}}",
    digits: "Digits right: {{label}}",
    matches: "Matches: {{label}}",
    levels: "Levels cleared: {{label}}"
  },
  chestName: "Chest {{n}}",
  pickCards: "Cards picked: {{count}} of 6",
  pickNumbers: "Numbers picked: {{count}} of 4",
  level: "Level {{n}}"
}

export type BonusGamesTexts = typeof en
