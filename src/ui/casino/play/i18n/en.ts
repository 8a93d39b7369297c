/** English texts of the casino's play area (namespace `play`): the game screens, their seeds, the verifier and the casino history. */
export const en = {
  games: {
    dice: "Dice",
    mines: "Mines"
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
  mines: {
    rules: "25 tiles hide the mines you choose. Reveal tiles one by one: a safe tile raises the payout, a mine ends the round and the stake is lost. Cash out any time after a safe tile. Every strategy returns 99% on average.",
    mines: "Mines",
    start: "Start",
    starting: "Starting…",
    cashOut: "Cash out",
    cashOutValue: "Cash out now",
    next: "Next safe tile",
    safe: "Safe tiles",
    tile: "Tile {{n}}",
    tileMine: "Tile {{n}}, mine",
    tileSafe: "Tile {{n}}, safe",
    playing: "Round in play: pick a tile or cash out.",
    pickFirst: "Pick a tile to begin.",
    cashedOut: "Cashed out ×{{multiple}}: {{win}}",
    hitMine: "A mine: the stake is lost.",
    allSafe: "Every safe tile revealed",
    resumed: "Your open round is back where you left it."
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
      dice: "Dice: one draw from 10000 gives the roll in hundredths (0.00–99.99). “Under” wins below the target, “over” at or above it; with c winning rolls a win pays 9900/c times the stake (99% return, largest win 9900×).",
      mines: "Mines: the round draws the m mines' tiles as the first m of the 25 tiles (0–24, row by row) shuffled uniformly; nothing else is drawn. After k safe tiles a cash-out pays 0.99 × C(25, k) / C(25 − m, k) times the stake; a mine pays nothing."
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
