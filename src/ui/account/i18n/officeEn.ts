/** English texts of the personal office (account area): personal data, security, settings. */
export const officeEn = {
  loading: "Loading…",
  loadFailed: "This could not be loaded.",
  retry: "Try again",
  save: "Save",
  saving: "Saving…",
  checking: "Checking your session…",
  personal: {
    title: "Personal data",
    lead: "Your data as in your identity document. It is needed for withdrawals and verification.",
    accountId: "Account ID",
    registered: "Registered",
    email: "E-mail",
    phone: "Phone",
    none: "not set",
    required: "required",
    missing: "To withdraw money, fill in: {{fields}}.",
    complete: "Your required personal data is complete.",
    saved: "Your personal data is saved.",
    rejected: "Correct these fields — {{fields}}",
    failed: "Saving failed ({{code}}). Try again.",
    sections: { person: "Person", document: "Identity document", address: "Address" },
    fields: {
      name: "First name",
      surname: "Last name",
      middle_name: "Middle name",
      birthday_date: "Date of birth",
      birthday_place: "Place of birth",
      geo_region: "Region",
      city: "City",
      country: "Country",
      registration_address: "Registration address",
      passport_number: "Document number",
      passport_series: "Series",
      passport_issue_date: "Date of issue",
      passport_type: "Document type",
      passport_issued_by: "Issued by",
      inn: "Taxpayer number (INN)"
    },
    errors: {
      too_long: "Too long (at most {{max}} characters).",
      invalid_chars: "Use letters, spaces, hyphens and apostrophes only.",
      invalid_date: "Not a date.",
      future_date: "This date is in the future.",
      underage: "You must be 18 or older.",
      invalid_inn: "An INN has 10 or 12 digits.",
      invalid_passport: "Use letters and digits only."
    }
  },
  security: {
    title: "Security",
    lead: "The more of these you turn on, the better your account is protected.",
    level: "Protection level",
    status: { bad: "Bad", normal: "Normal", good: "Good", full: "Full" },
    methods: {
      is_changed_password: "Password changed",
      enable_two_factor_auth: "Two-step sign-in",
      enable_phone_binding: "Phone bound",
      enable_security_question: "Security question",
      enable_email_auth: "Sign-in by e-mail"
    },
    on: "On",
    off: "Off",
    password: {
      title: "Change password",
      current: "Current password",
      next: "New password",
      repeat: "Repeat the new password",
      hint: "At least 8 characters with a letter and a digit. Your other devices will be signed out.",
      mismatch: "The new passwords differ.",
      submit: "Change password",
      changedDays: "Last changed {{count}} days ago.",
      never: "You have never changed your password."
    },
    approveSignIn: "Approve a sign-in on another device (QR code)",
    twoStep: {
      title: "Two-step sign-in",
      lead: "After your password, sign-in asks for a code from an authenticator app (Google Authenticator, Aegis, 1Password…).",
      enabled: "Two-step sign-in is on.",
      begin: "Turn on",
      scan: "Scan the QR code with your app, or type this key into it:",
      secretLabel: "Key",
      code: "Code from the app",
      enable: "Confirm and turn on",
      cancel: "Cancel",
      disableCode: "Code from the app, to turn it off",
      disable: "Turn off"
    },
    question: {
      title: "Security question",
      current: "Your question: “{{question}}”",
      question: "Question",
      answer: "Answer",
      password: "Your password",
      submit: "Save question"
    },
    emailAuth: {
      title: "Sign-in by e-mail",
      label: "Allow signing in with my e-mail address",
      lead: "Switched off, your e-mail and password no longer sign you in: use your account ID, your phone or a social account."
    },
    answerDialog: {
      title: "Answer your security question",
      lead: "This change needs the answer to your security question.",
      question: "Question: “{{question}}”",
      answer: "Your answer",
      confirm: "Confirm",
      cancel: "Cancel"
    },
    phone: {
      title: "Phone binding",
      bound: "Your phone {{phone}} is bound to the account.",
      unbound: "No phone is bound to this account.",
      lead: "A bound phone raises your protection level, lets you sign in by SMS code and recover your password by SMS.",
      sendCode: "Send code",
      resendCode: "Send a new code",
      sending: "Sending…",
      sentTo: "Code sent to {{phone}}. It is valid until {{time}}.",
      bind: "Bind phone",
      unbindLead: "To unbind the phone, we send a code to it.",
      sendUnbindCode: "Send code to unbind",
      unbind: "Unbind phone"
    },
    email: {
      title: "E-mail address",
      none: "No e-mail address is on this account.",
      confirmed: "{{email}} is confirmed.",
      unconfirmed: "{{email}} is not confirmed yet. Open the link we sent you.",
      resend: "Send the link again",
      sentTo: "A new link is on its way to {{email}}. It is valid until {{time}}; older links no longer work.",
      failed: "The link could not be sent ({{code}}). Try again later.",
      tooMany: "You asked for the link several times. Try again in a few minutes.",
      addLead: "Add an e-mail address to sign in with it and to recover your password by e-mail. We send a link to it: the address is added when you open the link.",
      address: "E-mail address",
      add: "Send the link",
      activationSent: "We sent a link to {{email}}. Open it by {{time}} to add the address to your account.",
      invalid: "Enter an e-mail address such as name@example.com."
    },
    done: {
      password: "Your password is changed. Your other devices are signed out.",
      enableTwoStep: "Two-step sign-in is on.",
      disableTwoStep: "Two-step sign-in is off.",
      question: "Your security question is saved.",
      emailAuth: "Saved.",
      bindPhone: "Your phone is bound.",
      unbindPhone: "Your phone is unbound."
    },
    errors: {
      "31": "The password is wrong.",
      "32": "The new password breaks the rules: at least 8 characters with a letter and a digit.",
      "33": "This code is not the one your app shows now.",
      "34": "Start the set-up again.",
      "35": "Write a question and its answer.",
      "13": "Add an e-mail address first.",
      "36": "Reload the page: the phone binding has changed.",
      "37": "The e-mail address is confirmed already.",
      "38": "This change needs the answer to your security question.",
      "39": "The answer to your security question is wrong.",
      "429": "Too many wrong answers. Try again in 15 minutes.",
      other: "That did not work ({{code}}). Try again.",
      fieldInvalidChars: "“{{field}}” holds a character that cannot be used (an invisible control character). Remove it and try again.",
      fieldInvalid: "“{{field}}” is not accepted. Check it and try again."
    }
  },
  settings: {
    title: "Settings",
    mailing: "Mailing",
    mailingLead: "What we may send you.",
    fields: {
      enable_mail_news: "News and offers by e-mail",
      enable_mail_deposit: "Deposit and withdrawal notices by e-mail",
      enable_mail_bets: "Bet results by e-mail",
      enable_sms_news: "News and offers by SMS"
    },
    site: "Site",
    siteLead: "How the site looks for you, on every device you sign in on.",
    theme: "Theme",
    themes: { "0": "Light", "1": "Dark" },
    odds: "Odds format",
    oddsFormats: { "0": "Decimal", "1": "American", "2": "Fractional", "3": "Hong Kong", "4": "Malay", "5": "Indonesian" },
    timeZone: "Time zone (hours from UTC)",
    is12h: "12-hour clock",
    compactView: "Compact view",
    showGameId: "Show game numbers",
    saved: "Your settings are saved.",
    failed: "Saving failed ({{code}}). Try again."
  }
}

export type OfficeTexts = typeof officeEn
