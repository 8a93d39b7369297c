import { officeEn } from "./officeEn"
import { verificationEn } from "./verificationEn"

/** English texts of the `account` area: the header balance and the wallets page. */
export const en = {
  balance: {
    label: "Balance",
    hidden: "Balance hidden",
    show: "Show balance",
    hide: "Hide balance",
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
  verification: verificationEn
}

export type AccountTexts = typeof en
