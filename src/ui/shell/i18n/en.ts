/**
 * The shell's English texts (boot, layouts, routing, the shell's own pages): the reference set of the `shell`
 * namespace, loaded with the first route.
 */
export const en = {
  common: {
    loading: "Loading…",
    skipToContent: "Skip to content",
    goHome: "Go to the home page",
    ageBadge: "18+"
  },
  titles: {
    support: "Support",
    shareIdea: "Share an idea",
    information: "Information",
    rules: "Betting rules",
    news: "News",
    blog: "Blog",
    home: "Sports betting and casino",
    notFound: "Page not found",
    error: "Error",
    debugger: "Debugger",
    mailbox: "Dev mailbox",
    maintenance: "Maintenance",
    block: "Access restricted",
    blockUa: "Not available in Ukraine",
    blockIe: "Browser not supported",
    siteUpdates: "Site updates",
    comingSoon: "Coming soon",
    suspension: "Operations suspended",
    login: "Log in",
    registration: "Registration",
    wallets: "My wallets",
    personalData: "Personal data",
    security: "Security",
    settings: "Settings",
    responsible: "Responsible gaming",
    verification: "Verification",
    identification: "Identification",
    identityCheck: "Check your identity online",
    convertAccount: "Convert between accounts",
    accountVerify: "E-mail confirmation",
    passwordReset: "New password",
    activation: "Account activation",
    stopNewsletter: "Unsubscribe",
    qrLogin: "Sign in with a QR code",
    approveSignIn: "Approve a sign-in",
    deduce: "Withdraw funds",
    bonusGames: "Bonus games",
    lotto: "Lotto",
    toto: "Toto",
    tournaments: "Tournaments",
    promotions: "Promotions",
    slotFirstDeposit: "Casino first-deposit bonus",
    bonusDeposit: "First-deposit bonus",
    bonusWager: "Bonus wagering",
    promotion: "Promo code",
    vipCashback: "VIP cashback",
    premiumCashback: "Premium cashback",
    rewards: "Rewards",
    points: "Loyalty points",
    bringFriend: "Bring a friend",
    confirmTerms: "Terms and conditions",
    recharge: "Deposit",
    historypay: "Transaction history",
    paymentReturn: "Payment",
    casino: "Casino",
    casinoGame: "Casino game",
    casinoBrand: "Oddsfold Originals",
    casinoSearch: "Casino search",
    myCasino: "My casino",
    casinoFavorites: "Favorite games",
    casinoProviders: "Game providers",
    casinoThankYou: "Thank you",
    paymentRequests: "Payment requests",
    createPaymentRequest: "New payment request",
    live: "Live betting",
    line: "Sports betting",
    multi: "Multi-live",
    results: "Results",
    champs: "Results by championship",
    cyber: "Cyber sport",
    statistic: "Game statistics",
    coupon: "Bet slip",
    printCoupon: "Coupon",
    betHistory: "Bet history",
    topgame: "Top games",
    ufc: "UFC",
    politics: "Politics betting",
    marble: "Marble racing",
    betsonyour: "Bets on your country",
    team: "Team",
    casinoPlay: "Casino game",
    casinoFairness: "Verify a casino round",
    casinoHistory: "Casino history"
  },
  officeNav: { label: "Personal office", account: "Personal data", wallets: "Wallets", history: "Bet history", security: "Security", settings: "Settings", responsible: "Responsible gaming", casinoHistory: "Casino history", bonusDeposit: "Deposit bonus", bonusWager: "Bonuses", promotion: "Promo code", vipCashback: "VIP cashback", premiumCashback: "Premium cashback", rewards: "Rewards", rewardsPoints: "Rewards ({{points}} points)", bringFriend: "Bring a friend", support: "Support" },
  header: {
    homeLink: "{{company}}, home page",
    language: "Language",
    login: "Log in",
    register: "Registration",
    logout: "Log out",
    account: "Account {{accountId}}",
    accountLabel: "Signed in as account {{accountId}}",
    sections: "Sections",
    line: "Sports",
    live: "Live",
    cyber: "Cyber",
    casino: "Casino",
    results: "Results"
  },
  home: {
    heading: "Welcome to {{company}}",
    casinoLink: "Open the casino",
    lead: "Sports betting and casino for adults. Open an account in one click, by phone, by e-mail or with a social network; in your personal office you keep your personal data, wallets in several currencies, your account's protection (password, two-step sign-in, phone binding) and your verification documents. Bet on the sports line and live games below, or play in the casino.",
    ageTitle: "For adults only",
    ageText: "Betting is allowed from 18 years of age. Set yourself limits, take breaks and never bet money you cannot afford to lose. If the game stops being fun, stop playing.",
    factsTitle: "The site today",
    languagesLabel: "Languages of the site",
    registrationLabel: "Registration",
    registrationOpen: "Open: {{types}}",
    registrationClosed: "Closed on this site",
    visitorLabel: "You are browsing as",
    visitorGuest: "a guest",
    visitorPlayer: "a signed-in player",
    visitorUnknown: "not checked yet",
    regionLabel: "Region detected",
    regionUnknown: "not detected"
  },
  registrationTypes: {
    fast: "one click",
    phone: "by phone",
    full: "by e-mail",
    social: "social networks"
  },
  footer: {
    pages: {
      about: "About us",
      contacts: "Contacts",
      howbet: "How to bet",
      payment: "Deposits and withdrawals",
      cookies: "Cookie policy",
      privacy: "Privacy policy",
      licenses: "Licences",
      taxation: "Taxation",
      consent: "Data processing consent",
      simpleidentification: "Simplified identification",
      smsbets: "Bets by SMS",
      amlkyc: "AML and KYC",
      amlpolicy: "AML policy",
      disputeresolution: "Dispute resolution",
      kycpolicy: "KYC policy",
      responsiblegaming: "Responsible gaming",
      cash_terminals: "Cash terminals",
      "betting-calculator": "Betting calculator",
      "betting-alphabet": "Betting alphabet",
      "betting-awards": "Betting awards",
      partners: "Partners"
    },
    rules: "Betting rules",
    news: "News",
    blog: "Blog",
    promotions: "Promotions",
    information: "Information",
    legal: "Legal",
    developer: "Developer",
    navLabel: "Site links",
    home: "Home",
    debugger: "Debugger",
    mailbox: "Mailbox",
    responsible: "My limits",
    ageNotice: "Gambling can be addictive. Play responsibly.",
    version: "Version {{version}}",
    rights: "{{company}}. All rights reserved."
  },
  seo: {
    heading: "{{company}}: sports betting and casino online",
    text: "{{company}} is a betting site for adults: pre-match and live sports betting, cyber sports, casino games and promotions in one account. Bets are accepted only from players aged 18 and over."
  },
  notifications: {
    top: "Notifications",
    bottom: "Messages",
    close: "Close the notification",
    appUpdate: { title: "A new version of Oddsfold is here", text: "Version {{version}} is ready. Reload the page to use it: your bet slip and settings stay.", reload: "Reload now" },
    bonusPending: {
      title: "Your bonus of {{amount}} is waiting",
      text_one: "Wager {{left}} more within {{count}} hour to move it to your main account.",
      text_other: "Wager {{left}} more within {{count}} hours to move it to your main account.",
      open: "See the wagering"
    },
    adBlocker: { title: "An ad blocker is blocking the site", text: "Parts of Oddsfold (the live line, the games, the payment pages) may not work while it is on. Please turn off your ad blocker for this site, then reload the page." }
  },
  couponReminder: { text: "Bets in your coupon: {{count}}. Open the coupon to place them", close: "Close the reminder" },
  consent: {
    title: "We use cookies",
    lead: "Necessary cookies keep the site working. With your consent we also keep your preferences and count visits anonymously (functionality) and load our partners' counters (marketing). You can choose which.",
    customize: "Customize",
    back: "Back",
    acceptSelected: "Accept selected",
    acceptAll: "Accept all",
    options: {
      necessary: { name: "Necessary", description: "Sign-in, the coupon, security and your language. Always on." },
      functionality: { name: "Functionality", description: "Your window width and anonymous statistics of how the site is used." },
      marketing: { name: "Marketing", description: "Counters of search engines and social networks that measure advertising." }
    }
  },
  ageGate: {
    title: "Are you {{age}} or older?",
    text: "Oddsfold offers sports betting and casino games to adults only. Confirm your age to enter.",
    remember: "Remember me on this device for 3 days",
    yes: "Yes, I am {{age}} or older",
    no: "No",
    closedTitle: "The site is closed to you",
    closedText: "Sports betting and casino games are for people aged {{age}} and older. Come back when you are {{age}}."
  },
  support: {
    button: "Support",
    title: "Support",
    text: "Write to us and we will help:",
    none: "Support contacts are not available yet.",
    close: "Close",
    telegram: "Telegram",
    x: "X (Twitter)",
    youtube: "YouTube",
    question: "Ask a question",
    history: "My requests",
    consultant: "Chat with a consultant"
  },
  scrollTop: {
    label: "Back to top"
  },
  notFound: {
    title: "This page could not be found",
    text: "The address may be mistyped, or the page has moved."
  },
  error: {
    title: "Something went wrong",
    status: "Error {{status}}",
    text: "The page could not be shown. Refresh it, or go back to the home page.",
    refresh: "Refresh the page"
  },
  maintenance: {
    title: "Maintenance underway!",
    window: "The server is down for maintenance from {{from}} to {{to}}. The site and the applications are unavailable.",
    noWindow: "The server is down for maintenance. The site and the applications are unavailable until it is over.",
    later: "Please come back later.",
    notice: "Maintenance from {{from}} to {{to}}: the site and the applications will be unavailable."
  },
  block: {
    defaultTitle: "Access to the site is restricted",
    defaultText: "The site is not available in your region. If you think this is a mistake, contact support.",
    uaTitle: "The site is not available in Ukraine",
    uaText: "Under local law, our services are not offered to visitors from Ukraine.",
    ieTitle: "The site does not work in this browser",
    ieText: "Your browser is not supported. Open the site in a current version of Chrome, Firefox, Safari or Edge.",
    siteUpdatesTitle: "The site is being updated",
    siteUpdatesText: "We are installing an update. The site will be back shortly; your account and bets are safe.",
    comingSoonTitle: "Coming soon",
    comingSoonText: "The site is not open yet in your region. Come back soon.",
    suspensionTitle: "Operations are suspended",
    suspensionText: "Betting and games on this site are temporarily suspended. Your balance is safe and will be available when operations resume.",
    bannedTitle: "Your account is blocked",
    bannedText: "Betting, games and changes to your account are not available. If you think this is a mistake, contact support.",
    bannedDeduce: "You can still withdraw your balance.",
    toDeduce: "Withdraw funds"
  },
  deduce: {
    title: "Withdraw funds",
    text: "Withdrawals are paid to a bank card. The amount is set aside on your account at once and paid out once our payments team approves the request; while it waits you may cancel it.",
    blocked: "Your account is blocked; withdrawing your balance remains open to you.",
    // Why a withdrawal is not possible now (SPEC.md 7 "rights").
    refused: {
      banned: "Your account is blocked, and withdrawals are closed at this ban level.",
      frozen: "Your accounts are frozen: withdrawals wait until support lifts it.",
      notVerified: "Withdrawals are paid only to players whose identity is verified. Send your documents, or ask support to finish the verification."
    }
  }
}

/** Russian has more plural forms than English (i18next picks _few and _many by the count). */
type RussianPlurals = {
  readonly notifications: { readonly bonusPending: Partial<Record<"text_few" | "text_many", string>> }
}

export type ShellTexts = typeof en & RussianPlurals
