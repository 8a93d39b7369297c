/** English texts of the `promotions` area: the showcase, a promotion, the casino's first-deposit landing. */
export const en = {
  title: "Promotions",
  lead: "Bonuses and offers for sports and casino players.",
  loading: "Loading the promotions…",
  loadFailed: "The promotions could not be loaded.",
  retry: "Try again",
  empty: "There are no promotions in this category right now.",
  /** SPEC.md 2.9 promotions categories. */
  tabs: {
    all: "All bonuses",
    poker: "Poker",
    casino: "Casino",
    bookmaker: "Bookmaker",
    redeposit: "Redeposit",
    shares: "Shares",
    cashback: "Cashback",
    "first-deposit": "First deposit"
  },
  tabsLabel: "Promotion categories",
  more: "Details",
  use: "Take part",
  until: "Until {{date}}",
  toShowcase: "All promotions",
  slot: {
    title: "Casino first-deposit bonus",
    lead: "Double your first deposit for the casino's slots and in-house games.",
    offer: "{{percent}}% of your first deposit up to {{cap}}, from a deposit of {{min}}.",
    wager: "Wager the bonus {{multiplier}} times in the casino to make it yours; slots count in full.",
    choose: "Choose the casino bonus at registration or in your settings before your first deposit.",
    register: "Register",
    deposit: "Make a deposit",
    terms: "The bonus's terms"
  }
}

export type PromotionsTexts = typeof en
