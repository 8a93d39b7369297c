/** English texts of the `promo` area: the deposit bonus, the bonuses' wagering, casino cashback, loyalty points, promo codes. */
export const en = {
  loading: "Loading…",
  loadFailed: "Your bonuses could not be loaded.",
  retry: "Try again",
  excluded: "While a self-exclusion, time-out or self-block is in effect no bonuses are offered or credited.",
  product: { sport: "Sports", casino: "Casino" },
  kind: { first_deposit: "First-deposit bonus", redeposit: "Re-deposit bonus", promo_code: "Promo code", loyalty: "Loyalty reward" },
  status: { active: "Wagering", converted: "Converted", expired: "Expired", forfeited: "Forfeited", used: "Free bet used" },
  deposit: {
    lead: "The bonus you chose at registration, credited to your bonus account with your first deposit.",
    choice: "Your choice: {{product}}",
    none: "You chose no first-deposit bonus. You can change it in the settings until your first deposit.",
    offer: "{{percent}}% of your first deposit up to {{cap}} (from a deposit of {{min}}), to wager {{multiplier}} times.",
    gave: "Your first deposit brought {{amount}}.",
    noneGiven: "Your first deposit brought no bonus.",
    redeposit: "Every later deposit of at least {{min}} adds {{percent}}% up to {{cap}}, to wager {{multiplier}} times.",
    toDeposit: "Make a deposit",
    toSettings: "Change the choice",
    toWager: "See your bonuses"
  },
  wager: {
    lead: "Bonus money becomes yours when its wagering is met: each qualifying stake counts until the bonus expires.",
    balance: "Bonus balance: {{amount}}",
    empty: "You have no bonuses yet.",
    bonus: "Bonus",
    refresh: "Refresh",
    amount: "Amount",
    requirement: "Wager",
    progress: "Progress",
    expires: "Expires",
    state: "Status",
    sportRule: "Singles and expresses at odds of {{coef}} or more count.",
    casinoRule: "Casino rounds count {{weights}}; other games {{default}}%.",
    released: "{{amount}} moved",
    freeBet: "A free bet: choose it in the bet slip as the stake of a single or an express at odds of {{coef}} or more. You keep the winnings.",
    forfeitRule: "Asking for a withdrawal while a bonus is being wagered forfeits it."
  },
  cashback: {
    lead: {
      vip: "Part of what you lose in the casino comes back every week, as real money.",
      premium: "A higher share back for the weeks you play big in the casino."
    },
    rule: {
      vip: "Every week, from Monday 00:00 to the next Monday 00:00 UTC, you get back {{rate}}% of your net casino loss: the stakes of your casino rounds minus their wins, in {{currency}}. It is for weeks whose turnover (the sum of your stakes) stays below {{threshold}}; from that turnover on, premium cashback pays instead.",
      premium: "Every week, from Monday 00:00 to the next Monday 00:00 UTC, you get back {{rate}}% of your net casino loss: the stakes of your casino rounds minus their wins, in {{currency}}. It is for weeks whose turnover (the sum of your stakes) reaches {{threshold}}; weeks below it earn VIP cashback instead."
    },
    rounding: "The cashback is rounded down to a whole cent (kopeck), and below {{min}} nothing is paid. No loss, no cashback.",
    payout: "It goes to your main account without any wagering, automatically on Monday at 12:00 UTC, or at once when you claim an ended week.",
    excluded: "While a self-exclusion, time-out or self-block is in effect no cashback is paid: a week settled then pays nothing.",
    thisWeek: "This week ({{from}} – {{to}})",
    stakes: "Stakes",
    wins: "Wins",
    netLoss: "Net loss",
    due: "Cashback it would pay",
    cashback: "Cashback",
    notThisProgramme: "This week's turnover puts it in the other programme.",
    past: "Past weeks",
    noPast: "No casino rounds in the last weeks.",
    week: "Week",
    paid: "Paid",
    state: "Status",
    status: { open: "Running", claimable: "Ready to claim", paid: "Paid", nothing_due: "Nothing due", withheld: "Withheld" },
    settledOn: "Settled {{date}}, {{how}}",
    by: { claim: "claimed", auto: "automatic" },
    claim: "Claim",
    claimed: "{{amount}} was credited to your main account.",
    refused: {
      notEnded: "That week has not ended yet.",
      notAPeriod: "That is not a cashback week.",
      tooOld: "That week is too old to claim.",
      nothingDue: "You played no casino rounds that week.",
      excluded: "While a self-exclusion is in effect no cashback is paid.",
      other: "The cashback could not be claimed. Please try again."
    }
  },
  loyalty: {
    lead: "Every real-money stake earns points once it is decided. Exchange them here for bonuses.",
    publicLead: "Loyalty points: every real-money bet and casino round earns points once it is decided, and points buy bonuses.",
    howToEarn: "How you earn points",
    rule: {
      point: "One point for every {{stake}} staked, counted stake by stake and rounded down.",
      sport: "Sports: singles and expresses at odds of {{coef}} or more, once they are settled won or lost.",
      casino: "Casino: every finished round, its stake weighted by the game ({{weights}}; other games {{other}}%).",
      none: "Void bets, bets cashed out, systems, bets still open and stakes from the bonus account earn no points."
    },
    catalogue: "Rewards",
    reward: "Reward",
    cost: "Points",
    gives: "You get",
    exchange: "Exchange",
    rewards: { "sport-bonus": "Sports bonus", "free-bet": "Free bet", "casino-bonus": "Casino bonus" },
    gift: { "sport-bonus": "{{amount}} sports bonus", "free-bet": "{{amount}} free bet", "casino-bonus": "{{amount}} casino bonus" },
    wagerSport: "To wager {{requirement}} ({{multiplier}}×) on singles and expresses at odds of {{coef}} or more.",
    wagerCasino: "To wager {{requirement}} ({{multiplier}}×) in the casino.",
    short: "{{points}} more points needed",
    yourBalance: "Points on your account: {{points}}",
    toRewards: "Exchange your points",
    signIn: "Sign in to collect points and exchange them for bonuses.",
    logIn: "Log in",
    balance: "Your points",
    earned: "Earned in all",
    spent: "Spent in all",
    howItWorks: "How points are earned",
    excluded: "While a self-exclusion, time-out or self-block is in effect, or the account is blocked, points cannot be exchanged.",
    exchanged: "Done: {{amount}} was credited to your bonus account ({{product}}, wager {{requirement}}).",
    refused: {
      notEnoughPoints: "You do not have enough points for this reward.",
      keyReused: "This exchange was already made for another reward. Please try again.",
      excluded: "While a self-exclusion is in effect points cannot be exchanged.",
      other: "The points could not be exchanged. Please try again."
    },
    history: "Points history",
    noHistory: "No points yet: place a bet or play a casino round.",
    when: "Date",
    what: "For",
    pointsColumn: "Points",
    source: { coupon: "A settled bet of {{stake}}", round: "A casino round of {{stake}}", exchange: "Exchanged for: {{reward}}" }
  },
  promotion: {
    lead: "Have a promo code? Enter it to get its bonus.",
    label: "Promo code",
    hint: "4 to 32 letters or digits",
    submit: "Redeem",
    bad: "A promo code is 4 to 32 letters, digits, '-' or '_'.",
    redeemed: "Done: {{amount}} was credited to your bonus account ({{product}}, wager {{requirement}}).",
    redeemedFreeBet: "Done: a {{amount}} free bet is yours. Choose it in the bet slip as your stake.",
    refused: {
      unknown: "There is no such promo code.",
      notYet: "This promo code is not valid yet.",
      ended: "This promo code has ended.",
      usedUp: "This promo code has been used up.",
      alreadyUsed: "You have used this promo code already.",
      currency: "This promo code is for another currency.",
      slipOnly: "This promo code boosts a coupon: enter it in the bet slip when you place a bet.",
      officeOnly: "This promo code is redeemed here, not in the bet slip.",
      excluded: "While a self-exclusion is in effect no bonuses are credited.",
      other: "The code could not be redeemed. Please try again."
    }
  }
}

export type PromoTexts = typeof en
