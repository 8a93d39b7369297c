/**
 * English texts of the `session` area: the captcha dialog, sign-in and registration.
 */
export const en = {
  captcha: {
    title: "Security check",
    reasonRequired: "Too many attempts in a row. Your browser proves it is no robot: it takes a few seconds.",
    reasonWrong: "That check did not count. Your browser is doing a new one.",
    reasonExpired: "That check expired. Your browser is doing a new one.",
    reasonUnknown: "That check can no longer be used. Your browser is doing a new one.",
    code: "(code {{code}})",
    loading: "Getting a check from the server…",
    working: "Checking that you are a person…",
    done: "Done: continuing.",
    failed: "The check did not finish. Try again.",
    progress: "Progress of the security check",
    validUntil: "This check takes an answer until {{time}}.",
    again: "Try again",
    cancel: "Cancel"
  },
  failedSignIns: {
    text: "Failed sign-in attempts on your account since {{since}}: {{count}}. If they were not yours, change your password.",
    close: "Close"
  },
  login: {
    title: "Log in",
    loginLabel: "E-mail or account ID",
    passwordLabel: "Password",
    save: "Keep me signed in for 30 days",
    submit: "Log in",
    submitting: "Signing in…",
    noAccount: "No account yet?",
    register: "Register",
    close: "Close",
    twoStepTitle: "Two-step sign-in",
    twoStepLabel: "Code from the authenticator app",
    twoStepSubmit: "Confirm",
    twoStepBack: "Use another account",
    errors: {
      twoStepRequired: "Enter the 6-digit code from your authenticator app.",
      wrongTwoStepCode: "This code is wrong or was used already. Enter the code your app shows now.",
      secondStepExpired: "This sign-in has expired. Sign in again.",
      wrongCredentials: "The login or the password is wrong.",
      invalidLogin: "Enter an e-mail or a 9-digit account ID.",
      tooMany: "Too many attempts. Try again in a minute.",
      accountWait: "Too many failed sign-ins on this account. Try again in",
      seconds: "s",
      network: "The server cannot be reached. Check the connection and try again.",
      other: "Signing in failed. Try again."
    }
  },
  registration: {
    title: "Registration",
    closed: "Registration is not available on this site.",
    oneClickTab: "One click",
    emailTab: "By e-mail",
    socialTab: "Social network",
    country: "Country",
    currency: "Currency",
    bonus: "First deposit bonus",
    bonusSport: "Sports bonus",
    bonusCasino: "Casino bonus",
    bonusNone: "No bonus",
    refCode: "Promo or referral code (optional)",
    email: "E-mail",
    password: "Password",
    passwordRules: "8 to 64 characters, at least one letter and one digit, no spaces.",
    adult: "I am over 18 and accept the terms and rules of the site.",
    submit: "Register",
    submitting: "Registering…",
    haveAccount: "Already have an account?",
    login: "Log in",
    linkSentTitle: "Check your mailbox",
    linkSent: "We sent an e-mail to {{to}}. Follow its link within 10 minutes to finish the registration.",
    anotherAddress: "Register with another address",
    errors: {
      emailTaken: "An account with this e-mail already exists. Log in instead.",
      weakPassword: "The password does not meet the rules below.",
      invalidEmail: "Enter a valid e-mail address.",
      unknownChoice: "This country or currency is not available.",
      closed: "Registration is closed on this site.",
      tooMany: "Too many registrations from your network. Try again later.",
      network: "The server cannot be reached. Check the connection and try again.",
      other: "Registration failed. Try again.",
      fieldInvalidChars: "“{{field}}” holds a character that cannot be used (an invisible control character). Remove it and try again.",
      fieldInvalid: "“{{field}}” is not accepted. Check it and try again.",
      refCode: "A promo code has up to 32 Latin letters, digits, hyphens and underscores."
    }
  },
  credentials: {
    title: "Your account is ready",
    text: "Save your account ID and password now: the password is shown only this once.",
    accountId: "Account ID",
    password: "Password",
    copy: "Copy",
    copied: "Copied",
    save: "Save as file",
    replayed: "(not in a replayed log)",
    fileText: "{{company}} account\nAccount ID: {{accountId}}\nPassword: {{password}}\n",
    done: "I have saved them, continue"
  },
  qr: {
    open: "Sign in with a QR code",
    title: "Sign in with a QR code",
    intro: "Scan this code with a phone where you are signed in, or open Security → Approve a sign-in there and type the code.",
    codeLabel: "Code",
    validUntil: "Valid until {{time}}.",
    waiting: "Waiting for approval…",
    loading: "Preparing a code…",
    refused: {
      expired: "This code has expired.",
      used: "This code has already been used.",
      unknown: "This code is no longer valid.",
      other: "The code could not be checked."
    },
    startFailed: "A code could not be prepared.",
    newCode: "Show a new code",
    signedIn: "Signed in. One moment…",
    approveTitle: "Approve a sign-in",
    approveIntro: "Type the code shown on the device you want to sign in to. It will be signed in to your account.",
    approveWarning: "Only approve a code shown on your own device. Whoever shows the code gets into your account.",
    approveCode: "Code from the other device",
    approve: "Approve sign-in",
    approved: "Approved. The other device is signing in now.",
    approveRefused: {
      expired: "This code has expired. Ask for a new one on the other device.",
      used: "This code has already been used.",
      unknown: "No sign-in is waiting with this code. Check it and try again.",
      other: "The sign-in could not be approved."
    },
    approveLink: "Approve a sign-in on another device"
  },
  oneTap: {
    label: "Quick sign-in",
    title: "Sign in with Sandbox ID in one tap",
    currency: "Currency for a new account",
    continue: "Continue with Sandbox ID",
    waiting: "Choose your identity in the window that opened.",
    signingIn: "Signing in…",
    failed: "The sign-in was not accepted. Please try again.",
    close: "Close"
  },
  social: {
    or: "or",
    continueWith: "Continue with {{name}}",
    registerWith: "Register with {{name}}",
    registerHint: "Choose your country, currency and bonus, then confirm your age and pick a provider. Your account is created when you come back.",
    errors: {
      state_mismatch: "The sign-in could not be confirmed. Please try again.",
      no_sign_in: "The sign-in took too long or was opened in another browser. Please try again.",
      cancelled: "The sign-in was cancelled.",
      invalid_answer: "The provider's answer could not be verified. Please try again.",
      registration_refused: "This account cannot be registered here.",
      provider_unavailable: "The provider cannot be reached right now. Try again later.",
      unknown_provider: "This provider is not available.",
      other: "Social sign-in failed. Please try again."
    }
  },
  phone: {
    tab: "By phone",
    country: "Country",
    number: "Phone number",
    sendCode: "Send code",
    resendCode: "Send a new code",
    sending: "Sending…",
    sentTo: "Code sent to {{phone}}. It is valid until {{time}}.",
    code: "Code from the SMS",
    codeHint: "6 digits",
    sendFailed: "The code could not be sent. Check the number and try again.",
    invalidNumber: "Enter the number as the mask shows, without the country code.",
    tooMany: "Too many codes for this number. Try again later."
  },
  smsLogin: {
    passwordTab: "E-mail or ID",
    phoneTab: "Phone",
    submit: "Log in",
    forgot: "Forgot your password?"
  },
  codeErrors: {
    wrong_code: "The code is wrong. Check the SMS or e-mail and try again.",
    time_up: "The code has expired. Ask for a new one.",
    too_many_attempts: "Too many attempts with this code. Ask for a new one.",
    phoneTaken: "An account with this phone number already exists. Log in instead.",
    noAccount: "No account is registered with this e-mail or phone."
  },
  recovery: {
    title: "Password recovery",
    intro: "We will send a code to the e-mail or phone of your account.",
    byEmail: "By e-mail",
    byPhone: "By phone",
    email: "E-mail",
    sendCode: "Send code",
    resend: "Send a new code",
    sentTo: "If an account uses {{to}}, a code is on its way. It is valid until {{time}}.",
    code: "Code",
    newPassword: "New password",
    save: "Save the new password",
    saving: "Saving…",
    changeDestination: "Use another e-mail or phone",
    success: "Your password has been changed. For your safety, every device signed in to your account has been signed out.",
    toLogin: "Log in with the new password",
    back: "Back to log in",
    failed: "Recovery failed. Try again."
  },
  verify: {
    title: "E-mail confirmation",
    checking: "Confirming your e-mail…",
    confirmed: "Your e-mail address is confirmed. Thank you!",
    registered: "Your e-mail address is confirmed and your account is ready. You are signed in.",
    toHome: "Go to the home page",
    missing: "This confirmation link is incomplete. Open the link from the e-mail again.",
    failed: "The e-mail could not be confirmed.",
    link: {
      invalid: "This confirmation link is not valid: it was changed, or a newer one was sent. Open the link of the newest e-mail.",
      expired: "This confirmation link has expired: it works for 10 minutes. Register again, or ask for a new link in the security settings.",
      used: "This confirmation link was used already."
    }
  },
  inactivity: {
    title: "You were logged off",
    text: "You were inactive for {{minutes}} minutes, so we logged you off to keep your account safe.",
    signIn: "Log in again",
    close: "Close"
  },
  // SPEC.md 4 "Registration reminder popup".
  reminder: {
    title: "Bet with your own account",
    text: "Register in a minute to place bets, keep your bet slip on every device and take the first-deposit bonus.",
    register: "Register",
    later: "Not now",
    close: "Close"
  },
  // SPEC.md 4: the welcome modal after a fresh registration.
  welcome: {
    title: "Welcome to {{company}}!",
    text: "Your account {{accountId}} is ready.",
    next: "Make your first deposit to start betting; it can bring a bonus of your choice, set in your account settings.",
    deposit: "Make a deposit",
    wallets: "Go to my wallets",
    close: "Start betting"
  }
}

export type SessionTexts = typeof en