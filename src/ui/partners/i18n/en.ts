/** English texts of the `partners` area: the bring-a-friend page. */
export const en = {
  lead: "Share your link. When a friend who registered through it makes their first deposit, you get a share of it.",
  loading: "Loading…",
  link: "Your referral link",
  code: "Your referral code: {{code}}",
  copy: "Copy link",
  copied: "Copied",
  rule: "You get {{percent}}% of your friend's first deposit, up to {{cap}} (from a deposit of {{min}}), in the deposit's currency, as soon as it is credited.",
  ruleNote: "Friends register with your code in the referral code field, or by opening your link. Nothing is paid to a blocked or self-excluded account.",
  earned: "Earned in total: {{amount}}",
  earnedNone: "Earned in total: nothing yet",
  friends: "Your friends",
  empty: "No friend has registered with your link yet.",
  account: "Account",
  registered: "Registered",
  deposited: "First deposit",
  reward: "Reward",
  yes: "Made",
  no: "Not yet",
  outcome: { paid: "Paid", below_minimum: "Deposit below the minimum", referrer_barred: "Not paid: your account is restricted", no_account: "Not paid: no account in that currency" },
  refresh: "Refresh"
}

export type PartnersTexts = typeof en
