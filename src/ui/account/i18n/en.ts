import { officeEn } from "./officeEn"
import { verificationEn } from "./verificationEn"

/** English texts of the `account` area: the header balance and the wallets page. */
export const en = {
  balance: {
    label: "Balance",
    hidden: "Balance hidden",
    show: "Show balance",
    hide: "Hide balance",
    deposit: "Deposit",
    wallets: "My wallets"
  },
  wallets: {
    title: "My wallets",
    lead: "Your accounts and their balances. The active account is the one your bets are paid from and shown in the header.",
    signIn: "Sign in to see your wallets.",
    loading: "Loading your accounts…",
    loadFailed: "Your accounts could not be loaded.",
    retry: "Try again",
    noAccount: "Your main account is being opened. It will appear here in a moment.",
    frozen: "Your accounts are frozen. Please contact support.",
    type: { "0": "Main account", "4": "Bonus account", "9": "Currency account" },
    active: "Active",
    makeActive: "Make active",
    remove: "Remove",
    removeHint: "Only an empty currency account can be removed",
    addTitle: "Add a currency",
    addLabel: "Currency",
    add: "Add account",
    adding: "Adding…",
    nothingToAdd: "You already hold every currency we offer.",
    added: "Your {{iso}} account is open.",
    removed: "The account is removed.",
    failed: "That did not work: {{message}}",
    failedUnknown: "That did not work. Please try again.",
    refusals: {
      "1": "The main account cannot be removed.",
      "2": "This account still holds money: withdraw or spend it first.",
      "3": "Only currency accounts can be removed.",
      "4": "Your accounts are frozen. Please contact support.",
      "5": "Your main account is not open yet.",
      "6": "This currency is not offered."
    }
  },
  office: officeEn,
  verification: verificationEn,
  // SPEC.md 3 "Account settings" (the settings page's card) and SPEC.md 4's first-deposit bonus modal.
  bonuses: {
    title: "Bonuses",
    lead: "Which bonuses you take part in, and the bonus your first deposit brings.",
    bonusType: "Bonus offers I take part in",
    firstDepositType: "First-deposit bonus",
    types: { sport: "Sports bonus", casino: "Casino bonus", none: "No bonus" },
    bonusTypes: { sport: "Sports offers", casino: "Casino offers", none: "None: I refuse bonuses" },
    decided: "Your first deposit is made: the bonus it brought is decided.",
    save: "Save bonus settings",
    saved: "Your bonus settings are saved.",
    refused: "Your first deposit is made: the first-deposit bonus can no longer change.",
    failed: "Saving failed ({{code}}). Try again.",
    offer: {
      title: "Choose your first-deposit bonus",
      text: "Your first deposit can bring a bonus. Choose the one you want; you can change it in your settings until you deposit.",
      choose: "Save my choice",
      later: "Later",
      close: "Close"
    }
  }
}

export type AccountTexts = typeof en
