/** English texts of the `promo` area: the deposit bonus, the bonuses' wagering, promo codes. */
export const en = {
  loading: "Loading…",
  loadFailed: "Your bonuses could not be loaded.",
  retry: "Try again",
  excluded: "While a self-exclusion, time-out or self-block is in effect no bonuses are offered or credited.",
  product: { sport: "Sports", casino: "Casino" },
  kind: { first_deposit: "First-deposit bonus", redeposit: "Re-deposit bonus", promo_code: "Promo code" },
  status: { active: "Wagering", converted: "Converted", expired: "Expired", forfeited: "Forfeited" },
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
    forfeitRule: "Asking for a withdrawal while a bonus is being wagered forfeits it."
  },
  promotion: {
    lead: "Have a promo code? Enter it to get its bonus.",
    label: "Promo code",
    hint: "4 to 32 letters or digits",
    submit: "Redeem",
    bad: "A promo code is 4 to 32 letters, digits, '-' or '_'.",
    redeemed: "Done: {{amount}} was credited to your bonus account ({{product}}, wager {{requirement}}).",
    refused: {
      unknown: "There is no such promo code.",
      notYet: "This promo code is not valid yet.",
      ended: "This promo code has ended.",
      usedUp: "This promo code has been used up.",
      alreadyUsed: "You have used this promo code already.",
      currency: "This promo code is for another currency.",
      excluded: "While a self-exclusion is in effect no bonuses are credited.",
      other: "The code could not be redeemed. Please try again."
    }
  }
}

export type PromoTexts = typeof en
