import { Effect, Redacted } from "effect"
import fc from "fast-check"
import type { ApiScript } from "../../../src/adapters/api/ApiTest"
import { TestServices } from "../../../src/adapters/layers"
import { AddCurrency, SendWalletChange } from "../../../src/commands/account/commands"
import type { AccountData } from "../../../src/domain/account/wallets"
import type { Favorites } from "../../../src/domain/sports/favorites"
import type { GamesAnswer } from "../../../src/domain/sports/feed"
import type { GameStatistics } from "../../../src/domain/sports/statistics"
import type { Limit } from "../../../src/domain/limits/limitTypes"
import { game } from "../../support/sportsLine"
import { LoadConfig, LoadConfigGroups } from "../../../src/commands/config/commands"
import type { Command } from "../../../src/commands/registry"
import { AnswerCaptcha, Login, RegisterByEmail } from "../../../src/commands/session/commands"
import { Boot, ChangeLanguage, Navigate } from "../../../src/commands/shell/commands"
import { createApp } from "../../../src/commands/startup"
import { CaptchaRequired, NotAuthenticated, ServerRefused, TermsChanged } from "../../../src/domain/api/clientErrors"
import { commandArbitrary } from "../../support/commands"
import { demoConfig } from "../../support/demoConfig"
import { sampleUserConfig } from "../../support/userConfig"
import { sampleCaptcha } from "../../support/captchaChallenge"

/**
 * Generated sessions against a scripted server, shared by the replay and re-run properties: commands a player,
 * the timers and the system could send, and a server that cycles through generated answers.
 */

/** What the scripted server answers, call by call: it cycles through the generated answers. */
export type Answer = "ok" | "captcha" | "refused" | "terms" | "unauthenticated"
export const answer = fc.constantFrom<Answer>("ok", "ok", "ok", "captcha", "refused", "terms", "unauthenticated")

/** What POST validate answers in turn: mostly passed, now and then wrong or log out. */
const captchaVerdicts = [{ type: 1 }, { type: 0 }, { type: 1 }, { type: 2 }] as const

const limitFields = { limitBalance: null, needApprove: false, measure: "RUB", startedAt: 1_900_000_000, endsAt: null, selfExcludeReason: null } as const
const scriptedPlayerLimits: ReadonlyArray<Limit> = [
  { ...limitFields, limitType: 20, limitState: "ACTIVE", limitValue: 500_000 },
  { ...limitFields, limitType: 20, limitState: "PENDING", limitValue: 1_000_000, needApprove: true, startedAt: 1_900_000_600 },
  { ...limitFields, limitType: 31, limitState: "ACTIVE", limitValue: 2, limitBalance: 1800, measure: "hours" },
  { ...limitFields, limitType: 32, limitState: "ACTIVE", limitValue: 5, measure: "minutes" }
]

export const scriptedServer = (answers: ReadonlyArray<Answer>): ApiScript => {
  let i = 0
  let verdicts = 0
  const next = <A>(ok: A): A | Effect.Effect<never, unknown> => {
    const a = answers.length === 0 ? "ok" : answers[i++ % answers.length]!
    switch (a) {
      case "ok":
        return ok
      case "captcha":
        return new CaptchaRequired({ code: 111 })
      case "refused":
        return new ServerRefused({ status: 403, title: "forbidden" })
      case "terms":
        return new TermsChanged()
      case "unauthenticated":
        return new NotAuthenticated({ message: "no session" })
    }
  }
  return {
    config: {
      all: ({ urlParams: { lang } }) => next(demoConfig({ companyName: `Oddsfold ${lang}` })) as never,
      groups: ({ urlParams: { groups } }) => next({ groups: Object.fromEntries(groups.map((g) => [g, { step: 100 }])) }) as never
    },
    account: {
      accounts: () => next(scriptedAccounts) as never,
      setActive: () => next(scriptedAccounts) as never,
      addCurrency: () => next({ success: true, message: "Your USD account is open" }) as never,
      removeCurrency: () => next({ success: true, message: "Your USD account is removed" }) as never,
      hideBalance: () => next(scriptedAccounts) as never,
      // The online identity check opened (the handler then leaves for the continue path).
      startIdentityCheck: () => next({ checkId: "6f1c2a9e-3b7d-4c55-9a0e-2f4b8d1c7e60" }) as never,
      accountSettings: () => next(scriptedAccountSettings) as never,
      saveAccountSettings: ({ payload }) =>
        next({
          ...scriptedAccountSettings,
          settings: {
            bonus_type: payload.bonus_type ?? scriptedAccountSettings.settings.bonus_type,
            first_deposit_bonus_type: payload.first_deposit_bonus_type ?? scriptedAccountSettings.settings.first_deposit_bonus_type
          }
        }) as never
    },
    session: {
      check: () => next({ userId: 42 }) as never,
      start: () => next("ok") as never,
      fingerprint: () => next({ token: "<redacted>", expiresAt: 1_900_000_000 }) as never,
      phoneCountries: ({ urlParams }) =>
        next({ countries: [{ id: 1, name: urlParams.lang === "ru" ? "Россия" : "Russia", country_code: "RU", tel_code: "+7", mask: "(###) ###-##-##" }] }) as never,
      // The Api hands callers the placeholder where a credential was; the one-click password is the server's secret.
      login: () => next({ userId: 42, accountId: 123456789, data: { token: "<redacted>" } }) as never,
      logout: () => next({ userId: null }) as never,
      registerFast: () =>
        next({ userId: 43, accountId: 234567891, password: Redacted.make("SECRET<one-click>"), data: { token: "<redacted>" } }) as never,
      // The same answer for a free and a taken address: the player is made by the e-mailed link.
      registerFull: () => next({ to: "n•••@example.com", expiresAt: 1_900_000_600 }) as never,
      userConfig: () => next({ result: sampleUserConfig }) as never,
      rights: () => next({ userId: 42, rights: scriptedRights }) as never,
      captchaUpdate: () => next(sampleCaptcha("3c".repeat(16))) as never,
      captchaTime: () => next({ time: 1_900_000_000, expiresAt: 1_900_000_300 }) as never,
      // Right, wrong and too many wrong answers (SPEC.md 7 validate result types 1, 0 and 2).
      captchaValidate: () => next(captchaVerdicts[verdicts++ % captchaVerdicts.length]!) as never,
      sendSmsCode: () => next({ phone: "+7 ••••••••67", expiresAt: 1_900_000_600 }) as never,
      socialProviders: () => next({ providers: [{ id: "sandbox", name: "Sandbox ID" }] }) as never
    },
    sports: {
      menu: ({ urlParams }) => next({ version: 3, section: urlParams.section, sports: [{ sport: { id: "football", name: "Football", cyber: null }, count: 1, championships: 1 }] }) as never,
      championships: ({ urlParams }) => next({ version: 3, section: urlParams.section, sportId: urlParams.sport, championships: [] }) as never,
      games: () => next(scriptedGames) as never,
      top: () => next(scriptedGames) as never,
      game: () => next(scriptedGames) as never,
      multi: () => next(scriptedGames) as never,
      statistics: ({ path }) => next({ ...scriptedStatistics, gameId: path.id }) as never,
      cyber: ({ path, urlParams }) => next({ version: 3, type: path.type, section: urlParams.section, sports: [], championships: [] }) as never,
      cyberGames: () => next(scriptedGames) as never,
      team: () => next(scriptedGames) as never,
      country: () => next(scriptedGames) as never,
      teamResults: ({ urlParams }) => next({ version: 3, sportId: urlParams.sport, name: urlParams.name, results: [] }) as never,
      // The marks alone without a section (a sign-in's load), the section's favorite games with one.
      favorites: ({ urlParams }) =>
        next({ favorites: scriptedFavorites, revision: "00000000000000f1", list: urlParams.section === undefined ? null : scriptedGames }) as never,
      addFavorite: () => next(scriptedFavorites) as never,
      removeFavorite: () => next({ championships: [], gameIds: [] }) as never
    },
    coupon: {
      limits: ({ urlParams }) => next({ ...scriptedLimits, accountId: urlParams.accountId }) as never,
      place: () => next(scriptedCoupon) as never,
      history: () => next({ coupons: [scriptedCoupon] }) as never,
      coupon: () => next(scriptedCoupon) as never
    },
    // The changes feed: the scripted player's accounts and coupon, settled (a first poll: reload, no coupons).
    changes: {
      poll: ({ urlParams }) =>
        next(
          urlParams.since === undefined
            ? { version: 5, accounts: scriptedAccounts, coupons: [], reload: true }
            : { version: urlParams.since + 1, accounts: scriptedAccounts, coupons: [{ ...scriptedCoupon, status: "won", payout: scriptedCoupon.possibleWin.max }], reload: false }
        ) as never
    },
    // Responsible gaming: a daily deposit limit with a raise waiting, a session limit and a reality check.
    limits: {
      limits: () => next({ data: scriptedPlayerLimits }) as never,
      saveLimits: () => next({ status: 200, data: { questions: [], tokenGuid: null, limitsData: scriptedPlayerLimits } }) as never,
      availableLimits: () => next({ data: [{ type: 31, measure: "hours", availableValues: [1, 2, 3] }] }) as never,
      selfExcludeReasons: () => next({ data: [{ id: 4, selfExcludeReason: "I want to take a break" }] }) as never,
      testAnswers: () => next({ questionsResult: [], success: true, limitsData: scriptedPlayerLimits }) as never,
      limitAction: () => next({ status: 200, title: "", limitsData: scriptedPlayerLimits.filter((limit) => limit.limitState !== "PENDING") }) as never,
      cancelLimit: () => next({ status: 200, title: "", limitsData: scriptedPlayerLimits.filter((limit) => limit.limitState !== "PENDING") }) as never,
      ping: () => next({ data: { remainingSeconds: 1800 } }) as never,
      realityCheck: ({ payload }) =>
        next({
          data: {
            attributes: { ...payload.data.attributes, interval_minutes: 5, next_show_at: null, staked: 0, won: 0, loggedOut: payload.data.attributes.action === "log_out" }
          }
        }) as never
    },
    // The casino's rounds: a pair in play with a revealed one before it, and a dice round played with the pair in play.
    casinoRounds: {
      seeds: () => next(scriptedSeeds) as never,
      setClientSeed: ({ payload }) => next({ ...scriptedSeeds, active: { ...scriptedSeeds.active, clientSeed: payload.clientSeed, nextNonce: 0 } }) as never,
      rotateSeeds: () => next({ ...scriptedSeeds, active: { ...scriptedSeeds.active, commitment: "c".repeat(64), nextNonce: 0 } }) as never,
      playRound: ({ payload }) => next({ round: { ...scriptedRound, roundId: payload.roundId, stake: payload.stake }, balance: 149_000 }) as never,
      rounds: () => next({ rounds: [scriptedRound], next: null }) as never,
      round: ({ path }) => next({ ...scriptedRound, roundId: path.roundId }) as never
    },
    devtools: {
      mailbox: () =>
        next({
          messages: [
            { id: 1, channel: "sms", to: "+79991234567", template: "phone_registration_code", language: "en", subject: "Registration code", sentAt: 1_900_000_000_000, text: Redacted.make("SECRET<123456>"), params: { code: Redacted.make("SECRET<123456>") } }
          ]
        }) as never
    }
  }
}

/** The scripted player's accounts: an active RUB main account and a USD one, so no refresh or poll waits. */
const scriptedAccounts: AccountData = {
  accounts: [
    { id: 11, type: 0, currencyId: 1, iso: "RUB", symbol: "₽", minorDigits: 2, money: 150_000, points: 0, isActive: true },
    { id: 12, type: 9, currencyId: 2, iso: "USD", symbol: "$", minorDigits: 2, money: 0, points: 0, isActive: false }
  ],
  currencies: [],
  bonuses: [],
  hideBalance: true,
  isAccountFrozen: false,
  isAvailableFirstDepositBonus: false
}
/** The scripted player's casino seeds and a dice round of the pair in play. */
const scriptedSeeds = {
  active: { commitment: "a".repeat(64), clientSeed: "lucky", nextNonce: 3, createdAt: 1_800_000_000_000 },
  revealed: [{ commitment: "b".repeat(64), serverSeed: "0".repeat(64), clientSeed: "old", rounds: 2, createdAt: 1_790_000_000_000, revealedAt: 1_800_000_000_000 }]
}
const scriptedRound = {
  roundId: "round-scripted-1",
  gameId: "dice",
  currency: "RUB",
  stake: 10_00,
  win: 0,
  multiple: { num: 0, den: 1 },
  choices: { target: 5000, side: "under" },
  outcome: { roll: 7342 },
  seeds: { commitment: "a".repeat(64), clientSeed: "lucky", nonce: 3, serverSeed: null },
  playedAt: 1_800_000_000_000
}
/** The scripted player's account settings: a sports player who has not deposited yet. */
const scriptedAccountSettings = { settings: { bonus_type: "sport" as const, first_deposit_bonus_type: "sport" as const }, firstDepositMade: false }
/** The scripted player's rights: betting and depositing open, withdrawals waiting for the documents. */
const scriptedRights = {
  bet: { allowed: true as const },
  deposit: { allowed: true as const },
  withdraw: { allowed: false as const, reason: "notVerified" as const },
  casino: { allowed: true as const }
}
/** The scripted coupon limits of the RUB account: 10.00 to 100 000.00, every type. */
const scriptedLimits = {
  currency: "RUB",
  minBetAmount: 10_00,
  maxBetAmount: 100_000_00,
  maxPayout: 10_000_000_00,
  minAmountTypes: [0, 1, 2, 4, 9] as const,
  maxAmountTypes: [0, 1, 2, 4, 9] as const,
  inPlayDelayMs: 0
}
/** The scripted placed coupon: a single of 100.00 at 2.1 on the scripted game, open. */
const scriptedCoupon = {
  id: 7001,
  typeId: 0 as const,
  accountId: 11,
  currency: "RUB",
  stake: 100_00,
  systemValue: 0,
  coef: 2.1,
  bonusCoef: null,
  possibleWin: { min: 210_00, max: 210_00 },
  placedAt: 1_800_000_000_000,
  status: "open" as const,
  payout: 0,
  settledAt: null,
  vip: false,
  promoCode: "",
  legs: [
    {
      id: "g1:1x2:0:1",
      gameId: "g1",
      sportId: "football" as const,
      champName: "Premier League",
      home: "Arsenal",
      away: "Chelsea",
      startsAt: 1_800_000_000_000,
      marketType: "1x2" as const,
      period: 0,
      line: null,
      outcome: "1",
      coef: 2.1,
      isLive: false,
      blockId: 0,
      banker: false,
      status: "open" as const,
      score: null
    }
  ]
}
/** The scripted line: one live game with one market, whole. */
const scriptedGames: GamesAnswer = { version: 3, full: true, removed: [], games: [game({ status: "live", score: { home: 1, away: 0 }, period: 1 })] }
/** The scripted statistics: one meeting, both sides' form and a two-side table, the same for every game asked. */
const scriptedMeeting = { id: "past-1", championshipId: "eng-premier", championshipName: "Premier League", playedAt: 1_790_000_000_000, home: "Arsenal", away: "Chelsea", score: { home: 1, away: 1 } }
const scriptedStatistics: GameStatistics = {
  gameId: "g1",
  sportId: "football",
  championshipId: "eng-premier",
  championshipName: "Premier League",
  country: "England",
  startsAt: 1_800_000_000_000,
  home: "Arsenal",
  away: "Chelsea",
  headToHead: [scriptedMeeting],
  form: { home: [{ game: scriptedMeeting, result: "D" }], away: [{ game: scriptedMeeting, result: "D" }] },
  standings: {
    championshipId: "eng-premier",
    championshipName: "Premier League",
    rule: "points",
    rows: [
      { position: 1, team: "Arsenal", played: 1, won: 0, drawn: 1, lost: 0, goalsFor: 1, goalsAgainst: 1, points: 1 },
      { position: 2, team: "Chelsea", played: 1, won: 0, drawn: 1, lost: 0, goalsFor: 1, goalsAgainst: 1, points: 1 }
    ]
  }
}
/** The scripted player's favorites: the Premier League and the scripted live game. */
const scriptedFavorites: Favorites = {
  championships: [{ id: "epl", sportId: "football", country: "England", name: "Premier League", page: "epl" }],
  gameIds: scriptedGames.games.map((g) => g.id)
}
/** Currencies the scripted accounts hold: an add of another would poll the scripted server for 30 s. */
const heldCurrency = fc.constantFrom(1, 2)

/** Secrets are marked so that any leak into an export is found by a plain substring search. */
export const secret = fc.string({ minLength: 1, maxLength: 12 }).map((s) => `SECRET<${s}>`)
const lng = fc.constantFrom("en", "ru", "de", "uk", "fr", "xx")
const path = fc.constantFrom("/", "/en/", "/ru/casino", "/xx/live", "/casino?q=1", "/de/some/page", "/uk/")

/** Every registered command (derived from the registry); these few are shaped to reach interesting states often. */
export const command: fc.Arbitrary<Command> = commandArbitrary({
  LoadConfig: lng.map((lang) => new LoadConfig({ lang })),
  LoadConfigGroups: fc.constant(new LoadConfigGroups({ lang: "en", groups: ["coupon", "seo"] })),
  Navigate: fc.record({ to: path, mode: fc.constantFrom("push" as const, "replace" as const, "pop" as const) }).map((n) => new Navigate(n)),
  ChangeLanguage: lng.map((l) => new ChangeLanguage({ lng: l })),
  AnswerCaptcha: secret.map((s) => new AnswerCaptcha({ answer: Redacted.make(s) })),
  Login: fc
    .record({ login: fc.constantFrom("demo@oddsfold.local", "123456789"), password: secret, save: fc.boolean() })
    .map(({ login, password, save }) => new Login({ login, password: Redacted.make(password), save })),
  RegisterByEmail: secret.map(
    (password) =>
      new RegisterByEmail({ email: "new@example.com", password: Redacted.make(password), countryId: 1, currencyId: 1, refCode: "", bonusChoice: "none" })
  ),
  AddCurrency: heldCurrency.map((currencyId) => new AddCurrency({ currencyId })),
  SendWalletChange: fc
    .oneof(
      heldCurrency.map((currencyId) => ({ _tag: "add" as const, currencyId })),
      fc.constantFrom(11, 12).map((accountId) => ({ _tag: "delete" as const, accountId })),
      fc.constantFrom(11, 12).map((accountId) => ({ _tag: "change" as const, accountId }))
    )
    .map((change) => new SendWalletChange({ change }))
})

export const runSession = async (commands: ReadonlyArray<Command>, answers: ReadonlyArray<Answer>, maxEntries?: number) => {
  const app = createApp(TestServices({ api: scriptedServer(answers), navigation: { url: "/" } }), {
    appVersion: "test",
    devTools: true,
    ...(maxEntries === undefined ? {} : { maxEntries })
  })
  await app.bus.dispatch(new Boot({ appVersion: "test", devTools: true }), "system")
  for (const c of commands) await app.bus.dispatch(c)
  return app
}
