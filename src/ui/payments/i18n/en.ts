/** English texts of the `payments` area: the cashier, withdrawals, the transaction history, return pages and requests. */
export const en = {
  common: {
    signIn: "Sign in to use the cashier.",
    logIn: "Log in",
    loading: "Loading…",
    loadFailed: "The cashier could not be loaded.",
    retry: "Try again",
    balance: "Balance",
    amount: "Amount",
    more: "Show more",
    noAccount: "Your main account is not open yet."
  },
  recharge: {
    title: "Deposit",
    method: "Payment method",
    card: "Bank card",
    limits: "From {{min}} to {{max}}",
    submit: "Deposit {{amount}}",
    leaving: "Opening the payment page…",
    toHistory: "Transaction history",
    toDeduce: "Withdraw funds",
    secure: "You pay on the payment provider's secure page; card details never reach this site.",
    refusal: {
      NotWhole: "Enter the amount in {{step}} steps.",
      BelowMin: "The least deposit is {{min}}.",
      AboveMax: "The most you can deposit at once is {{max}}.",
      OffStep: "The amount must be a multiple of {{step}}."
    },
    notAdmitted: "Your responsible-gaming settings do not allow this deposit now.",
    failed: "The deposit could not be started: {{reason}}"
  },
  deduce: {
    form: "New withdrawal",
    bonusForfeit: "You have {{count}} bonus(es) still being wagered ({{amount}}). Requesting this withdrawal forfeits them: their money leaves your bonus account.",
    cardNumber: "Card number",
    cardHint: "12 to 19 digits",
    submit: "Request {{amount}}",
    limits: "From {{min}} to {{max}}",
    notVerified: "Withdrawals are paid only to verified players.",
    toVerification: "Verify your identity",
    requested: "Your request for {{amount}} is sent. The amount is reserved until it is paid.",
    failed: "The withdrawal was not requested: {{reason}}",
    list: "Your withdrawals",
    none: "You have no withdrawals yet.",
    cancel: "Cancel",
    card: "Card •••• {{last4}}",
    status: {
      requested: "Waiting for approval",
      approved: "Approved, being paid",
      rejected: "Rejected",
      cancelled: "Cancelled",
      paid: "Paid",
      failed: "Payout failed, money returned"
    },
    badCard: "Enter the card's 12 to 19 digits.",
    badAmount: "Enter an amount."
  },
  history: {
    title: "Transaction history",
    main: "Main account",
    virtual: "Virtual account",
    empty: "No transactions yet.",
    date: "Date",
    kind: "Operation",
    amount: "Amount",
    kinds: {
      deposit: "Deposit",
      deposit_refund: "Deposit refunded",
      withdrawal_reserve: "Withdrawal requested",
      withdrawal_release: "Withdrawal returned",
      reserve_stake: "Bet placed",
      settle: "Bet settled",
      cash_out: "Cash-out",
      other: "Other"
    }
  },
  return: {
    success: "Payment received",
    successText: "{{amount}} is on your account.",
    fail: "The payment did not go through",
    failText: "Nothing was charged. Try again or use another card.",
    pending: "The payment is being processed",
    pendingText: "Your bank has not confirmed the payment yet. The money will be on your account as soon as it does.",
    cancel: "Payment cancelled",
    cancelText: "You cancelled the payment; nothing was charged.",
    checking: "Checking your payment…",
    refresh: "Check again",
    again: "Make another deposit",
    toCashier: "Back to the cashier",
    withdraw: {
      success: "Withdrawal paid",
      fail: "The withdrawal could not be paid",
      pending: "The withdrawal is being processed",
      cancel: "Withdrawal cancelled",
      text: "See your withdrawals for details."
    },
    statusOf: {
      created: "Not paid yet",
      pending: "Processing",
      credited: "Credited",
      failed: "Failed",
      cancelled: "Cancelled",
      refused: "Refused by your deposit limits: the money is being returned",
      refunded: "Returned to your card",
      refund_owed: "Refunded by the bank"
    }
  },
  requests: {
    title: "Payment requests",
    create: "New request",
    none: "You have not written about a payment yet.",
    topic: "Topic",
    subTopic: "Question",
    transaction: "Which payment",
    message: "Message",
    send: "Send",
    next: "Next",
    back: "Back",
    sent: "Your request is sent; we answer within a day.",
    failed: "The request was not sent: {{reason}}",
    noTransactions: "You have no payments of this kind.",
    topics: { deposit: "A deposit", withdrawal: "A withdrawal", other: "Something else" },
    subTopics: {
      not_credited: "The money did not arrive",
      wrong_amount: "The amount is wrong",
      refund: "I want my money back",
      not_received: "I did not receive the money",
      delayed: "It takes too long",
      limits: "Limits",
      methods: "Payment methods",
      other: "Other"
    },
    status: { open: "Open", answered: "Answered", closed: "Closed" },
    badText: "Remove control characters from the message.",
    step: "Step {{n}} of {{total}}"
  }
}

export type PaymentsTexts = typeof en
