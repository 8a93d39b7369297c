/**
 * The personal office's pages, in the order its navigation and the header's account menu list them (SPEC.md 2.5);
 * their names are the shell's `officeNav` texts.
 */
export const OFFICE_SECTIONS = [
  { id: "account", path: "/account" },
  { id: "wallets", path: "/account/wallets" },
  { id: "history", path: "/history" },
  { id: "casinoHistory", path: "/history/casino" },
  { id: "security", path: "/security" },
  { id: "settings", path: "/settings" },
  { id: "responsible", path: "/responsible" },
  { id: "bonusDeposit", path: "/bonuses/deposit" },
  { id: "bonusWager", path: "/bonuses/wager" },
  { id: "promotion", path: "/promotion" },
  { id: "vipCashback", path: "/casino/vipcashback" },
  { id: "premiumCashback", path: "/casino/premiumcashback" },
  { id: "rewards", path: "/rewards" },
  { id: "bringFriend", path: "/bringfriend" },
  { id: "support", path: "/support" }
] as const

export type OfficeSection = (typeof OFFICE_SECTIONS)[number]["id"]
