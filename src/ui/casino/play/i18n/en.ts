/** English texts of the casino's play area (namespace `play`): the game screens, their seeds, the verifier and the casino history. */
export const en = {
  games: {
    dice: "Dice",
    plinko: "Plinko",
    scratch: "Scratch card",
    slot: "Slot"
  },
  frame: {
    balance: "Balance",
    stake: "Stake",
    lower: "Lower the stake by {{step}}",
    raise: "Raise the stake by {{step}}",
    half: "Half",
    double: "Double",
    play: "Play",
    playing: "Playing…",
    rtp: "Return to player {{rtp}}%",
    maxWin: "Largest win {{max}}× the stake",
    signIn: "Log in to play for money.",
    logIn: "Log in",
    unknownGame: "There is no in-house game “{{gameId}}”.",
    stakeProblem: {
      empty: "Stake: enter an amount to play.",
      aboveBalance: "Stake: more than your balance of {{balance}}.",
      aboveMax: "Stake: more than one round takes."
    },
    stakeRefusal: {
      Negative: "Stake: it cannot be negative.",
      Characters: "Stake: only digits and one decimal point, not “{{chars}}”.",
      Separator: "Stake: one decimal point only.",
      MinorDigits: "Stake: at most {{digits}} digits after the point.",
      TooLong: "Stake: at most {{digits}} digits before the point."
    },
    refusal: {
      balance: "Stake: your balance is too low for this stake. Nothing was paid.",
      stake: "Stake: a round does not take this amount.",
      choices: "The game refused these choices: check the fields above.",
      limits: "Your responsible-gaming limits refuse this round. {{title}}",
      notAllowed: "Your account may not play for money now.",
      noAccount: "You have no open account to play from.",
      busy: "The round was not played and nothing was paid: try again.",
      signedOut: "Your session has ended: log in again to play.",
      network: "No connection: if the round was played, your casino history shows it.",
      other: "The round was not played. {{title}}"
    },
    result: {
      title: "Last round",
      none: "Your last round shows here.",
      multiple: "Multiple",
      win: "Win",
      stake: "Stake",
      balanceAfter: "Balance after the round",
      nonce: "Nonce {{nonce}}",
      verify: "Verify this round",
      history: "Casino history"
    }
  },
  seeds: {
    title: "Provably fair",
    lead: "The server seed is fixed before you play: only its SHA-256 is shown. Each round takes the next nonce; rotating reveals the seed, so you can recompute every round it played.",
    commitment: "Server seed's SHA-256 (commitment)",
    clientSeed: "Your client seed",
    save: "Use this client seed",
    nextNonce: "Next nonce",
    rotate: "Rotate seeds",
    loading: "Loading your seeds…",
    loadFailed: "Your seeds could not be loaded.",
    retry: "Try again",
    revealedTitle: "Revealed server seed",
    revealedLead: "It hashes to {{commitment}} and played {{count}} rounds with client seed “{{clientSeed}}”.",
    changeFailed: "The seeds were not changed. {{reason}}",
    clientSeedProblem: {
      empty: "Client seed: enter 1 to {{max}} characters.",
      tooLong: "Client seed: at most {{max}} characters.",
      control: "Client seed: no control characters."
    },
    verifier: "Open the verifier"
  },
  dice: {
    target: "Target",
    targetField: "Target number",
    side: "Win when the roll is",
    under: "Roll under",
    over: "Roll over",
    chance: "Win chance",
    payout: "Payout",
    possibleWin: "Win if it lands",
    roll: "Roll",
    won: "Won",
    lost: "Lost",
    rollLine: "The roll was {{roll}}, the target {{side}} {{target}}.",
    sideUnder: "under",
    sideOver: "over",
    targetProblem: "Target: a number from {{min}} to {{max}}, with at most two decimals.",
    rules: "A roll is a number from 0.00 to 99.99. “Under” wins on a roll below the target, “over” on a roll at or above it. Every bet returns 99% on average."
  },
  plinko: {
    rules: "The ball falls through the pegs, bouncing left or right at each with even chance, and pays the multiple of the slot it lands in. More rows and a higher risk make the edges rarer and richer. Every board returns 99% on average.",
    rows: "Rows",
    risk: "Risk",
    risks: { low: "Low", medium: "Medium", high: "High" },
    landed: "The ball landed in slot {{slot}}, paying ×{{pay}}."
  },
  scratch: {
    rules: "A 3×3 ticket: three of one symbol win that symbol's prize times the stake. A ticket shows at most one three. It returns 96% on average.",
    prizes: "Prize table",
    three: "Three of",
    pays: "Pays",
    chance: "Chance",
    none: "No three (no prize)",
    prize: "Three {{symbol}}: the ticket pays ×{{multiple}}.",
    noPrize: "No three of a kind: no prize this time.",
    symbols: { crown: "Crown", diamond: "Diamond", star: "Star", horseshoe: "Horseshoe", clover: "Clover", bell: "Bell", lemon: "Lemon", cherry: "Cherry" }
  },
  slot: {
    rules: "Five reels, three rows. A line pays when its first three, four or five symbols from the left are one symbol; a wild stands in for any. The stake is spread evenly over the lines played. It returns 96.13% on average.",
    lines: "Lines",
    paytable: "Paytable (times a line's share of the stake)",
    paytableNote: "With {{lines}} lines each line carries 1/{{lines}} of the stake; the round pays the sum of its lines.",
    symbol: "Symbol",
    window: "The reels",
    noWin: "No line pays this spin.",
    lineWin: "Line {{line}}: {{run}} × {{symbol}} pays {{pay}}× its share.",
    symbols: { wild: "Wild", seven: "7", bar: "BAR", bell: "Bell", plum: "Plum", orange: "Orange", lemon: "Lemon", cherry: "Cherry" }
  },
  fairness: {
    title: "Verify a round",
    lead: "Recompute any round from its revealed server seed, here in your browser: nothing is asked of the server.",
    game: "Game",
    serverSeed: "Server seed (revealed, 64 hex digits)",
    commitment: "Commitment shown before play (optional)",
    clientSeed: "Client seed",
    nonce: "Nonce",
    choices: "Your choices (JSON)",
    result: "Recomputed round",
    outcome: "Outcome",
    multiple: "Multiple",
    bytes: "Bytes used",
    bytesCount: "{{count}} bytes of the stream",
    hash: "SHA-256 of the server seed",
    matches: "Matches the commitment shown before play",
    mismatch: "Does not match the commitment: this is not the seed that was committed",
    noCommitment: "Enter the commitment to check the seed against it.",
    recorded: "The round as recorded",
    agrees: "The recomputed outcome and multiple equal the recorded ones.",
    differs: "The recomputed round differs from the recorded one.",
    fromRound: "Filled in from your round {{roundId}}.",
    loadingRound: "Loading the round…",
    roundNotFound: "This round could not be loaded: it is not one of yours, or you are signed out.",
    notRevealed: "This round's server seed is still in play, so it is secret. Rotate your seeds to reveal it.",
    rotate: "Rotate seeds now",
    problem: {
      serverSeed: "Server seed: 64 hexadecimal digits (0–9, a–f).",
      clientSeed: "Client seed: 1 to 64 characters.",
      nonce: "Nonce: a whole number from 0.",
      gameId: "Game: choose one of the studio's games.",
      choices: "Choices: not what this game takes ({{detail}}).",
      choicesJson: "Choices: this is not JSON."
    },
    scheme: {
      title: "How a round's outcome is made",
      commit: "Before you play, the server draws a secret server seed (32 random bytes) and shows its SHA-256: the commitment. It cannot change the seed afterwards without the hash giving it away.",
      stream: "A round's randomness is HMAC-SHA256 with the server seed as the key and “clientSeed:nonce:cursor” as the message, for cursor 0, 1, 2, …: 32 bytes each, read in order as one stream.",
      draw: "A whole number from 0 to n−1 is drawn by reading the fewest bytes that cover n values, big-endian; a number in the incomplete top stretch (at or above the largest multiple of n) is rejected and more bytes are read, so every value is exactly as likely.",
      reveal: "Rotating the seeds (or choosing another client seed) reveals the server seed: this page checks it against the commitment and recomputes each round it played."
    },
    mapping: {
      title: "Each game's published mapping",
      plinko: "Plinko: one draw from 2 per row, from the top (0 left, 1 right); the slot is the number of rights (0 to rows) and pays the published paytable's multiple for the rows and risk chosen (99% return, largest win 1000×).",
      scratch: "Scratch card: one draw from 1 000 000 picks the prize tier by the published weights; then the three prize cells are a sample of 3 from 9 and every other cell, in order, one of the symbols still shown fewer than twice (96% return, largest win 500×).",
      slot: "Slot: one draw per reel, reel 1 first, from its strip's length gives the stop shown on the top row; the 10 or 20 published lines each pay the paytable for three to five of a kind from the left, wilds standing in, over their share of the stake (96.13% return, largest win 250×).",
      dice: "Dice: one draw from 10000 gives the roll in hundredths (0.00–99.99). “Under” wins below the target, “over” at or above it; with c winning rolls a win pays 9900/c times the stake (99% return, largest win 9900×)."
    }
  },
  history: {
    title: "Casino history",
    lead: "Your rounds of the in-house games, newest first. Each one can be recomputed on the verifier.",
    game: "Game",
    time: "Time",
    stake: "Stake",
    multiple: "Multiple",
    win: "Win",
    verify: "Verify",
    verifyRound: "Verify round {{roundId}}",
    empty: "You have not played a round yet.",
    more: "Show more",
    loading: "Loading…",
    loadFailed: "Your rounds could not be loaded.",
    retry: "Try again"
  }
}

export type PlayTexts = typeof en
