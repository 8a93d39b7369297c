/** English texts of the `coupon` area: the bet slip, placing, the bet history and the printed coupon. */
export const en = {
  title: "Bet slip",
  empty: "Choose a price in the line to start a coupon.",
  count_one: "{{count}} bet",
  count_other: "{{count}} bets",
  types: { "0": "Single", "1": "Express", "2": "System", "4": "Blocks", "9": "Multiple singles" },
  typeLabel: "Coupon type",
  remove: "Remove {{bet}}",
  clear: "Clear the coupon",
  locked: "Suspended",
  banker: "Banker",
  block: "Block",
  blockStake: "Stake on block {{block}}",
  betStake: "Stake on {{bet}}",
  system: { label: "System", lines_one: "{{combo}} · {{count}} bet", lines_other: "{{combo}} · {{count}} bets" },
  bonus: { label: "Express bonus ×{{coef}}", remove: "Remove the express bonus" },
  stake: { label: "Stake", less: "Less", more: "More", max: "Max" },
  // Why the stake field did not take what was typed (src/domain/coupon/stakeText.ts).
  stakeInput: {
    negative: "A stake cannot be negative.",
    characters: "“{{chars}}” cannot be typed here: a stake is digits with one decimal point.",
    separator: "A stake has one decimal point.",
    minorDigits_one: "{{currency}} stakes have at most {{count}} decimal place.",
    minorDigits_other: "{{currency}} stakes have at most {{count}} decimal places.",
    wholeUnits: "{{currency}} stakes are whole numbers.",
    tooLong_one: "A stake has at most {{count}} digit before the decimal point.",
    tooLong_other: "A stake has at most {{count}} digits before the decimal point."
  },
  account: "Account",
  promoCode: "Promo code",
  // A coupon promo code the server did not take (src/domain/api/promo.ts PromoRefusalCode): the field says why.
  promoRefused: {
    "90": "Promo code: there is no such code.",
    "91": "Promo code: this code is not valid yet.",
    "92": "Promo code: this code has ended.",
    "93": "Promo code: this code has been used up.",
    "94": "Promo code: you have used this code already.",
    "95": "Promo code: this code is for another currency.",
    "96": "Promo code: this code boosts a coupon.",
    "97": "Promo code: this code is redeemed in the office (Promotions → promo code), not in the bet slip."
  },
  // The odds boost of a coupon promo code (src/domain/promo/couponPromo.ts).
  boost: {
    label: "Promo code {{code}}",
    terms: "+{{percent}}% of the winnings, up to {{cap}}",
    paid: "Boost paid"
  },
  vip: "Ask for a stake above the maximum (vip bet)",
  coef: "Coefficient",
  possibleWin: "Possible win",
  possibleWinRange: "from {{min}} to {{max}}",
  // Free bets (src/domain/promo/freeBets.ts): a prepaid stake whose win is the winnings only.
  freeBet: {
    ask: "Use a free bet",
    none: "You have no free bets.",
    label: "Free bet",
    noneChosen: "No free bet: stake money",
    option: "{{amount}} free bet, until {{until}}",
    optionMinCoef: "{{amount}} free bet, odds from {{coef}}, until {{until}}",
    stake: "Stake: {{amount}} free bet (the win is the winnings only)",
    used: "Free bet used",
    refused: {
      "80": "Free bet: it has been used.",
      "81": "Free bet: it has expired.",
      "82": "Free bet: it is for another currency.",
      "83": "Free bet: it stakes exactly its amount.",
      "84": "Free bet: the coupon's odds are below its minimum.",
      "85": "Free bet: it is for a single or an express.",
      "86": "Free bet: you have no such free bet."
    }
  },
  // The express promotions (src/domain/promo/expressPromotions.ts).
  hyper: { label: "Hyper bonus +{{percent}}% of the winnings", paid: "Hyper bonus paid" },
  antiExpress: { label: "Anti-express: lose by one selection and get back", paid: "Anti-express paid back" },
  pricesChanged: "Prices have changed.",
  acceptPrices: "Accept the new prices",
  place: "Place bet",
  placing: "Placing…",
  signIn: "Sign in to place a bet",
  // Why the player may not bet now (SPEC.md 7 "rights", src/domain/session/rights.ts).
  rights: {
    banned: "Betting is not available: your account is blocked.",
    frozen: "Betting is not available: your accounts are frozen. Please contact support.",
    notVerified: "Betting is not available until your documents are verified."
  },
  problems: {
    NoBets: "The coupon is empty.",
    TooManyBets: "A coupon holds at most {{max}} bets.",
    TooFewBets: "This type needs at least {{min}} bets.",
    LockedBets: "A bet is suspended: remove it or wait until it reopens.",
    ConflictingBets: "These bets cannot be combined: two on one game, or a bet taken only as a single.",
    InvalidSystem: "Choose a system that fits the bets.",
    InvalidBanker: "This bet cannot be a banker.",
    NoAmount: "Enter a stake.",
    AmountBelowMin: "The least stake is {{min}}.",
    AmountAboveMax: "The largest stake is {{max}}.",
    PayoutAboveMax: "The possible win is above the largest payout, {{maxPayout}}.",
    PromoNotAllowed: "Promo codes are not taken for multiple singles.",
    VipNotAllowed: "A vip bet needs line bets and a coupon other than multiple singles.",
    BonusNotOffered: "The express bonus is not offered for this coupon."
  },
  refused: {
    "20": "The prices changed before the bet was taken.",
    "21": "Not enough money on the account.",
    deposit: "Deposit",
    "22": "This bet was already sent with other content. Try again.",
    rules: "The bet was not taken: {{reason}}",
    failed: "The bet could not be placed. Please try again."
  },
  success: {
    title: "Bet accepted",
    text: "Coupon № {{id}}",
    stake: "Stake",
    print: "Open the coupon",
    close: "Close"
  },
  settings: {
    title: "Coupon settings",
    changeCoefAction: "When prices change",
    actions: { "0": "Always ask", "1": "Accept higher prices", "2": "Accept any change" },
    oneClick: "One-click bets",
    oneClickAmount: "One-click stake",
    oneClickAsk: "Type the stake one click places. Until then a click adds the bet to the coupon.",
    oneClickQuestion: "One-click bets clear the coupon. Clear it and turn one-click on?",
    confirm: "Yes, clear it",
    cancel: "No",
    exactCoef: "Only at the price shown",
    dropOnScoreChange: "Drop live bets when the score changes",
    autoMax: "Stake the maximum"
  },
  history: {
    title: "Bet history",
    from: "From",
    to: "To",
    status: "Status",
    statuses: { all: "All", open: "Open", won: "Won", lost: "Lost", void: "Void", cashedOut: "Cashed out" },
    show: "Show",
    empty: "No bets in this period.",
    loading: "Loading…",
    failed: "The history could not be loaded.",
    coupon: "Coupon № {{id}}",
    placedAt: "Placed",
    stake: "Stake",
    payout: "Payout",
    result: "Result",
    score: "Score {{home}}:{{away}}",
    event: "Event",
    bet: "Bet",
    odds: "Odds",
    startsAt: "Starts",
    print: "Print"
  },
  builder: {
    tab: "Bet builder",
    markets: "Markets",
    title: "Bet builder",
    intro: "Pick outcomes of this game: they are priced together, as one bet that wins when all of them win.",
    notOffered: "The bet builder is not offered for this game.",
    pick: "Pick at least two outcomes.",
    picked: "{{count}} outcomes picked",
    coef: "Bet builder price",
    express: "As an express: {{coef}}",
    stake: "Stake",
    possibleWin: "Possible win",
    place: "Place bet builder",
    placing: "Placing…",
    clear: "Clear",
    signIn: "Sign in to place a bet builder",
    success: "Bet builder accepted: coupon № {{id}}",
    print: "Open the coupon",
    close: "Close",
    refused: {
      TooFewLegs: "Pick at least {{min}} outcomes.",
      TooManyLegs: "A bet builder holds at most {{max}} outcomes.",
      NotOneGame: "A bet builder holds outcomes of one game.",
      NotCovered: "These outcomes cannot be combined in a bet builder.",
      SameMarket: "Pick one outcome per market.",
      Contradictory: "These outcomes cannot all win together.",
      Unavailable: "Some outcomes are suspended or gone from the line.",
      PriceTooLow: "This combination is not offered: its price would be too low."
    },
    failed: {
      "20": "The price has changed: check the new price and place again.",
      "21": "Your balance is too low for this stake.",
      "23": "The server did not take this combination: pick other outcomes.",
      rules: "The stake does not fit the limits of your account.",
      other: "The bet builder could not be placed. Please try again."
    }
  },
  booking: {
    share: "Share",
    sharing: "Making a code…",
    code: "Booking code",
    link: "Link to this slip",
    expires: "Valid until {{date}}",
    load: "Load code",
    loadLabel: "Booking code to load",
    loadButton: "Load",
    loaded: "Code {{code}}: {{count}} selections added to the slip.",
    dropped: "{{count}} selections of this code are no longer on the line.",
    notFound: "There is no such booking code, or it has expired.",
    makeFailed: "The code could not be made: the selections are no longer on the line.",
    tooMany: "Too many codes made from this address: try again later.",
    failed: "The code could not be loaded. Please try again."
  },
  print: {
    title: "Coupon № {{id}}",
    notFound: "No such coupon.",
    loading: "Loading the coupon…",
    printButton: "Print"
  },
  cashOut: {
    button: "Cash out {{amount}}",
    confirm: "Cash out {{amount}} now? The coupon closes.",
    confirmButton: "Confirm cash-out",
    cancel: "Cancel",
    partialLabel: "Partial cash-out amount",
    partialButton: "Cash out part",
    partialHint: "Up to {{max}}; the rest of the coupon stays on.",
    autoLabel: "Cash out automatically at",
    autoSet: "Set",
    autoClear: "Clear",
    autoIsSet: "Automatic cash-out at {{amount}}",
    paidPart: "Partly cashed out: {{amount}}",
    unavailable: {
      notOffered: "Cash-out is offered on singles and expresses only.",
      legLost: "No cash-out: a bet has lost.",
      suspended: "Cash-out is suspended: a market is not priced now.",
      decided: "Every bet is decided: the coupon is being settled.",
      closed: "The coupon is closed.",
      nothing: "Nothing to cash out now."
    },
    done: "Cashed out {{amount}}.",
    edited: "Bet edited: coupon № {{id}} now stakes {{amount}}.",
    refused: {
      "30": "Cash-out is not available now.",
      "31": "The value has changed: check the new value and confirm again.",
      "32": "A partial amount must be more than nothing and less than the whole value.",
      "33": "This request was already used: try again.",
      other: "The cash-out did not go through."
    },
    edit: "Edit bet",
    editTitle: "Edit bet: keep, remove or add bets",
    keep: "Keep",
    add: "Add from the slip",
    noSlipBets: "Add selections to the bet slip to swap or add them here.",
    extraLabel: "Extra stake",
    editConfirm: "Confirm edit ({{amount}} staked)",
    editCancel: "Close"
  }
}

/** Russian has more plural forms than English (i18next picks _few and _many by the count). */
type RussianPlurals = Partial<Record<"count_few" | "count_many", string>> & {
  readonly system: Partial<Record<"lines_few" | "lines_many", string>>
  readonly stakeInput: Partial<Record<"minorDigits_few" | "minorDigits_many" | "tooLong_few" | "tooLong_many", string>>
}

export type CouponTexts = typeof en & RussianPlurals
