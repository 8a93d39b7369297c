/** The limits area's English texts (SPEC.md 2.5 responsible, 4, 8): the reference set of the `limits` namespace. */
export const en = {
  page: {
    title: "Responsible gaming",
    lead: "Set yourself limits on deposits and playing time, get reminders of how long you have played, or take a break. Lower limits apply at once; higher ones after 24 hours and your confirmation.",
    loading: "Loading your limits…",
    loadFailed: "Your limits could not be loaded.",
    retry: "Try again",
    selfExcluded: "You have excluded yourself from betting and deposits. Your limits cannot be changed until the exclusion ends.",
    current: "Current: {{value}}",
    none: "No limit",
    notSet: "Not set",
    off: "Off",
    save: "Save",
    saving: "Saving…",
    choose: "Choose…"
  },
  units: {
    hours_one: "{{count}} hour",
    hours_other: "{{count}} hours",
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    days_one: "{{count}} day",
    days_other: "{{count}} days"
  },
  types: {
    "20": "Daily deposit limit",
    "21": "Weekly deposit limit",
    "22": "Monthly deposit limit",
    "30": "Self-exclusion",
    "31": "Daily session limit",
    "32": "Reality check",
    "33": "Time-out"
  },
  sections: {
    deposit: {
      title: "Deposit limits",
      subtitle: "The most you can deposit in 24 hours, 7 days and 30 days. Pick an amount or type your own.",
      warning: "A higher limit, or removing one, takes effect after 24 hours, once you confirm it.",
      amount: "Your own amount",
      offered: "Offered amounts"
    },
    reality: {
      subtitle: "Be reminded how long you have been playing: a message every few minutes, with the choice to go on or stop."
    },
    time: {
      warning: "When your daily session limit runs out you are logged out until tomorrow."
    },
    extra: {
      title: "Playing time and breaks",
      subtitle: "Limit your playing time each day, or take a break: a time-out or a self-exclusion stops betting and deposits for the period you choose.",
      warning: "A time-out or self-exclusion cannot be cancelled or shortened once it starts.",
      disabled: "This section cannot be changed while a change waits or a break runs.",
      reason: "Reason",
      timeOut: "Take a time-out",
      exclude: "Exclude myself",
      selfExclusionWarning: "Self-exclusion starts when you confirm it and cannot be undone before it ends."
    }
  },
  pending: {
    increase: "Rises to {{value}} in {{count}}\u00a0h",
    decrease: "Falls to {{value}} in {{count}}\u00a0h",
    due: "Changes to {{value}}: waiting for your confirmation",
    cancel: "Cancel change",
    notCancellable: "Cannot be cancelled"
  },
  term: "From {{start}} to {{end}}",
  termOpen: "From {{start}}, until lifted",
  messages: {
    saved: "Your limits are saved.",
    forbidden: "The change was refused.",
    testFailed_one: "{{count}} answer was not right: nothing was saved.",
    testFailed_other: "{{count}} answers were not right: nothing was saved.",
    responsible_gaming_confirm_limit_success: "The new limit is confirmed.",
    responsible_gaming_cancel_limit_success: "The change is cancelled; your current limit stays.",
    responsible_gaming_confirm_limit_error: "The limit could not be confirmed.",
    responsible_gaming_cancel_limit_error: "The change could not be cancelled.",
    close: "Close"
  },
  test: {
    title: "A few questions first",
    lead: "Answer these questions to confirm your self-exclusion.",
    submit: "Send answers",
    close: "Close"
  },
  approval: {
    title: "Confirm your new deposit limit",
    text: "You asked for a higher deposit limit 24 hours ago: {{limits}}. Confirm it to apply it, or reject it to keep your current limit.",
    confirm: "Confirm",
    reject: "Reject"
  },
  realityCheck: {
    title: "Reality check",
    text_one: "You have been playing for {{count}} minute.",
    text_other: "You have been playing for {{count}} minutes.",
    question: "Do you want to continue?",
    continue: "Continue playing",
    logOut: "Log out",
    close: "Close",
    doNotShowAgain: "Do not show this again"
  },
  sessionEnded: {
    title: "Session limit reached",
    text: "Your daily session limit has ended. Please visit us tomorrow.",
    close: "Close"
  }
}

/** Russian has more plural forms than English (i18next picks _few and _many by the count). */
type RussianPlurals = {
  readonly units: Partial<Record<"hours_few" | "hours_many" | "minutes_few" | "minutes_many" | "days_few" | "days_many", string>>
  readonly messages: Partial<Record<"testFailed_few" | "testFailed_many", string>>
  readonly realityCheck: Partial<Record<"text_few" | "text_many", string>>
}

export type LimitsTexts = typeof en & RussianPlurals
