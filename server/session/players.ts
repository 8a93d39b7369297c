import { randomInt } from "node:crypto"
import * as SqlClient from "@effect/sql/SqlClient"
import { HttpServerRequest } from "@effect/platform"
import { Clock, Context, Effect, Layer, Option, Redacted, Schema } from "effect"
import { BadRequest } from "../../src/domain/api/errors"
import {
  ACCOUNT_ID_MAX,
  ACCOUNT_ID_MIN,
  AuthErrorCode,
  isAcceptablePassword,
  isEmail,
  loginKind,
  normalizeEmail
} from "../../src/domain/session/credentials"
import {
  currencyById,
  ONE_CLICK_PASSWORD_ALPHABET,
  ONE_CLICK_PASSWORD_LENGTH,
  ReferralCode,
  type RegistrationChoices,
  type RegistrationMethod
} from "../../src/domain/session/registration"
import { orDieQuietly } from "../platform/db/databaseFault"
import { PasswordHasher } from "./passwords"
import { CodeErrorCode } from "../../src/domain/session/codeRefusal"
import { makePlayerRepo, type PlayerRow } from "./playerRepo"
import { hasReferral, referralOf } from "../../src/domain/consent/referral"
import { referrerAccountOf } from "../../src/domain/promo/partners"
import { type NewPlayerFacts, PlayerOnboarding } from "./seams"

const isReferralCode = Schema.is(ReferralCode)

/**
 * The referral marks (src/domain/consent/referral.ts) standing in the cookies of the request that registers the player:
 * the registration call itself, the e-mail link followed, the social provider's callback, all from the player's browser.
 * Outside a request (a test calling the service, the seed) there are none.
 */
const standingReferral = Effect.map(Effect.serviceOption(HttpServerRequest.HttpServerRequest), (request) =>
  Option.match(request, { onNone: () => undefined, onSome: ({ cookies }) => referralOf((name) => cookies[name]) })
)

/**
 * Players: registration (one-click and by e-mail) and the credential check of sign-in. Sessions are not made here
 * (SignInGate); this service answers who the player is, or a refusal by numeric code (SPEC.md 8). A registration by
 * e-mail is prepared here and finished by its confirmation link (server/session/emailRegistration.ts).
 */
export interface PlayersShape {
  /** The player these credentials belong to. A wrong password and an unknown login are the same refusal, at the same cost. */
  readonly authenticate: (login: string, password: Redacted.Redacted<string>) => Effect.Effect<PlayerRow, BadRequest>
  /**
   * Who a password sign-in with this login is aimed at, for the per-account limit of failed attempts: the player's
   * own subject whether named by e-mail or account ID, or the login itself when no player has it (limited alike, so
   * the limit tells nothing of whether an account exists).
   */
  readonly signInSubject: (login: string) => Effect.Effect<string>
  /** One-click: the server draws the account ID and the password, and answers the password once. */
  readonly registerFast: (
    choices: RegistrationChoices,
    language: string | null
  ) => Effect.Effect<{ readonly player: PlayerRow; readonly password: Redacted.Redacted<string> }, BadRequest>
  /**
   * A registration by e-mail, before anything is known of the address: the address and the password checked (13,
   * 12), the choices (16), and the password hashed. The same argon2id work whether or not the address has an account.
   */
  readonly prepareFull: (
    credentials: { readonly email: string; readonly password: Redacted.Redacted<string> },
    choices: RegistrationChoices
  ) => Effect.Effect<PreparedRegistration, BadRequest>
  /** Whether a player has this (normalized) e-mail address. */
  readonly emailTaken: (email: string) => Effect.Effect<boolean>
  /**
   * The player of a registration by e-mail whose confirmation link was followed: the address proven theirs. 14 when
   * the address got an account in the meantime (told only to whoever holds the address: the link proved it).
   */
  readonly registerConfirmedEmail: (
    registration: PreparedRegistration,
    choices: RegistrationChoices,
    language: string | null
  ) => Effect.Effect<PlayerRow, BadRequest>
  /** The seed's demo player: made once with a known e-mail and password; None when it exists already. */
  readonly seed: (
    credentials: { readonly email: string; readonly password: Redacted.Redacted<string> },
    choices: RegistrationChoices
  ) => Effect.Effect<Option.Option<PlayerRow>, BadRequest>
  readonly byId: (userId: number) => Effect.Effect<Option.Option<PlayerRow>>
  /**
   * Social sign-in's new player: no password anyone knows (a random one's hash keeps the column's rule), the
   * provider's e-mail when it is verified and free. Onboarded like every registration.
   */
  readonly registerSocial: (
    email: string | null,
    choices: RegistrationChoices,
    language: string | null
  ) => Effect.Effect<PlayerRow, BadRequest>
  /**
   * SPEC.md 2.4 "phone": a player signing in by this E.164 number (already proven theirs by an SMS code) and a
   * password of the password rules.
   */
  readonly registerPhone: (
    credentials: { readonly phone: string; readonly password: Redacted.Redacted<string> },
    choices: RegistrationChoices,
    language: string | null
  ) => Effect.Effect<PlayerRow, BadRequest>
  readonly byPhone: (phone: string) => Effect.Effect<Option.Option<PlayerRow>>
  /** Phone binding: false when the player has a number already or this one is another player's. */
  readonly bindPhone: (userId: number, phone: string, countryId: number) => Effect.Effect<boolean>
  readonly unbindPhone: (userId: number) => Effect.Effect<void>
}

/** A checked registration by e-mail: the normalized address and the password's argon2id hash. */
export interface PreparedRegistration {
  readonly email: string
  readonly passwordHash: string
}

export class Players extends Context.Tag("oddsfold/server/Players")<Players, PlayersShape>() {}

const refuse = (code: number, message: string) => new BadRequest({ code, message })
const wrongCredentials = refuse(AuthErrorCode.wrongCredentials, "the login or the password is wrong")

/** Tries this many random account IDs before giving up: with 900 million IDs a second collision is already rare. */
const ACCOUNT_ID_ATTEMPTS = 8

/** A password from an alphabet without look-alikes, redrawn until it keeps the password rules (a letter and a digit). */
const oneClickPassword = (): Redacted.Redacted<string> => {
  for (;;) {
    let password = ""
    for (let i = 0; i < ONE_CLICK_PASSWORD_LENGTH; i++) password += ONE_CLICK_PASSWORD_ALPHABET[randomInt(ONE_CLICK_PASSWORD_ALPHABET.length)]
    if (isAcceptablePassword(password)) return Redacted.make(password)
  }
}

const factsOf = (player: PlayerRow, language: string | null): NewPlayerFacts => ({
  userId: player.id,
  accountId: player.account_id,
  currency: player.currency,
  email: player.email,
  emailConfirmed: player.email_confirmed,
  language
})

export const PlayersLive = Layer.effect(
  Players,
  Effect.gen(function* () {
    const repo = yield* makePlayerRepo
    const hasher = yield* PasswordHasher
    const onboarding = yield* PlayerOnboarding
    const sql = yield* SqlClient.SqlClient

    /**
     * Whether the player's e-mail signs them in (the security page's switch, migration 010 player_security.email_auth;
     * on without a row, migration 031). Id 0 is no player: the same query, answered "on".
     */
    const emailSignInAllowed = (userId: number) =>
      orDieQuietly(
        Effect.map(
          sql<{ readonly allowed: boolean }>`select coalesce((select email_auth from player_security where user_id = ${userId}), true) as allowed`,
          (rows) => rows[0]?.allowed !== false
        )
      )

    const checkChoices = (choices: RegistrationChoices) =>
      Effect.gen(function* () {
        const currency = currencyById(choices.currency_id)
        if (currency === undefined || !(yield* repo.countryExists(choices.country_id))) {
          return yield* refuse(AuthErrorCode.unknownCountryOrCurrency, "this country or currency is not offered")
        }
        return currency.iso
      })

    /** Inserts the player under a fresh random account ID; None when the e-mail or the phone is taken. */
    const insert = (
      { email, emailConfirmed = false, phone = null }: { readonly email: string | null; readonly emailConfirmed?: boolean; readonly phone?: string | null },
      passwordHash: string,
      choices: RegistrationChoices,
      currency: string,
      method: RegistrationMethod | "seed",
      language: string | null
    ) =>
      Effect.gen(function* () {
        const at = new Date(yield* Clock.currentTimeMillis)
        const referral = method === "seed" ? undefined : yield* standingReferral
        // A partner's link is the player's referral code when they typed none (SPEC.md 3 ref_code; SPEC.md 5 ref).
        const referralCode = choices.ref_code === "" && referral?.refererid != null && isReferralCode(referral.refererid) ? referral.refererid : choices.ref_code
        for (let attempt = 0; attempt < ACCOUNT_ID_ATTEMPTS; attempt++) {
          const accountId = randomInt(ACCOUNT_ID_MIN, ACCOUNT_ID_MAX + 1)
          const inserted = yield* repo.insert({
            accountId,
            email,
            phone,
            passwordHash,
            currency,
            countryId: choices.country_id,
            referralCode,
            bonusChoice: choices.first_deposit_bonus_choice,
            method,
            language,
            emailConfirmed,
            at
          })
          if (Option.isSome(inserted)) {
            if (referral !== undefined && hasReferral(referral)) yield* repo.insertReferral(inserted.value, referral, at)
            // A referral code that is another player's account number makes the new player their friend (bringfriend).
            const referrerAccount = referrerAccountOf(referralCode)
            if (referrerAccount !== undefined) yield* repo.insertReferrer(inserted.value, referrerAccount, at)
            return Option.some(yield* Effect.flatMap(repo.byId(inserted.value), Effect.orDieWith(() => "the new player is gone")))
          }
          // No row: either the e-mail (or phone) or this account ID was taken; only the first is the player's problem.
          if (email !== null && (yield* repo.emailExists(email))) return Option.none<PlayerRow>()
          if (phone !== null && (yield* repo.phoneExists(phone))) return Option.none<PlayerRow>()
        }
        return yield* Effect.dieMessage("no free account ID after several random draws")
      })

    const prepareFull = (credentials: { readonly email: string; readonly password: Redacted.Redacted<string> }, choices: RegistrationChoices) =>
      Effect.gen(function* () {
        const email = normalizeEmail(credentials.email)
        if (!isEmail(email)) return yield* refuse(AuthErrorCode.invalidEmail, "this is not an e-mail address")
        if (!isAcceptablePassword(Redacted.value(credentials.password))) {
          return yield* refuse(AuthErrorCode.weakPassword, "the password breaks the password rules")
        }
        yield* checkChoices(choices)
        return { email, passwordHash: yield* hasher.hash(credentials.password) }
      })

    return {
      authenticate: (login, password) =>
        Effect.gen(function* () {
          const kind = loginKind(login)
          if (kind === null) return yield* refuse(AuthErrorCode.invalidLogin, "sign in with an e-mail or an account ID")
          const found = kind === "email" ? yield* repo.byEmail(normalizeEmail(login)) : yield* repo.byAccountId(Number(login.trim()))
          // The security page's switch: e-mail sign-in turned off refuses the e-mail, exactly as a wrong password. Asked
          // for every e-mail sign-in, known account or not, so the work done says nothing either.
          const allowed = kind === "email" ? yield* emailSignInAllowed(Option.match(found, { onNone: () => 0, onSome: (p) => p.id })) : true
          // The same argon2id work whether the account exists or not: the answer's timing says nothing.
          const matches = yield* hasher.verify(Option.match(found, { onNone: () => hasher.dummyHash, onSome: (p) => p.password_hash }), password)
          if (Option.isNone(found) || !matches || !allowed) return yield* wrongCredentials
          return found.value
        }),

      signInSubject: (login) =>
        Effect.gen(function* () {
          const kind = loginKind(login)
          const found =
            kind === "email" ? yield* repo.byEmail(normalizeEmail(login)) : kind === "accountId" ? yield* repo.byAccountId(Number(login.trim())) : Option.none()
          // A known account is one subject however it is named; an unknown login is a subject of its own, limited alike.
          return Option.match(found, { onNone: () => `login:${normalizeEmail(login)}`, onSome: (player) => `player:${player.id}` })
        }),

      registerFast: (choices, language) =>
        Effect.gen(function* () {
          const currency = yield* checkChoices(choices)
          const password = oneClickPassword()
          const passwordHash = yield* hasher.hash(password)
          const player = yield* insert({ email: null }, passwordHash, choices, currency, "one_click", language)
          if (Option.isNone(player)) return yield* Effect.dieMessage("a one-click player has no e-mail to be taken")
          yield* onboarding.registered(factsOf(player.value, language))
          return { player: player.value, password }
        }),

      prepareFull,

      emailTaken: repo.emailExists,

      registerConfirmedEmail: ({ email, passwordHash }, choices, language) =>
        Effect.gen(function* () {
          const currency = yield* checkChoices(choices)
          const player = yield* insert({ email, emailConfirmed: true }, passwordHash, choices, currency, "full", language)
          if (Option.isNone(player)) return yield* refuse(AuthErrorCode.emailTaken, "an account with this e-mail exists")
          yield* onboarding.registered(factsOf(player.value, language))
          return player.value
        }),

      seed: (credentials, choices) =>
        Effect.gen(function* () {
          if (yield* repo.emailExists(normalizeEmail(credentials.email))) return Option.none()
          const { email, passwordHash } = yield* prepareFull(credentials, choices)
          const player = yield* insert({ email }, passwordHash, choices, yield* checkChoices(choices), "seed", null)
          if (Option.isSome(player)) yield* onboarding.demoPlayerSeeded(factsOf(player.value, null))
          return player
        }).pipe(sql.withTransaction, Effect.catchTag("SqlError", Effect.die)),

      registerSocial: (email, choices, language) =>
        Effect.gen(function* () {
          const currency = yield* checkChoices(choices)
          const passwordHash = yield* hasher.hash(Redacted.make(Redacted.value(oneClickPassword()) + Redacted.value(oneClickPassword())))
          const usable = email !== null && isEmail(normalizeEmail(email)) ? normalizeEmail(email) : null
          const withEmail = yield* insert({ email: usable, phone: null }, passwordHash, choices, currency, "social", language)
          // The e-mail belongs to another player already: the social player starts without one.
          const player = Option.isSome(withEmail) ? withEmail : yield* insert({ email: null, phone: null }, passwordHash, choices, currency, "social", language)
          if (Option.isNone(player)) return yield* Effect.dieMessage("a player without e-mail cannot collide on it")
          yield* onboarding.registered(factsOf(player.value, language))
          return player.value
        }),

      registerPhone: (credentials, choices, language) =>
        Effect.gen(function* () {
          if (!isAcceptablePassword(Redacted.value(credentials.password))) {
            return yield* refuse(AuthErrorCode.weakPassword, "the password breaks the password rules")
          }
          const currency = yield* checkChoices(choices)
          const passwordHash = yield* hasher.hash(credentials.password)
          const player = yield* insert({ email: null, phone: credentials.phone }, passwordHash, choices, currency, "phone", language)
          if (Option.isNone(player)) return yield* refuse(CodeErrorCode.phoneTaken, "an account with this phone number exists")
          yield* onboarding.registered(factsOf(player.value, language))
          return player.value
        }),

      byId: repo.byId,
      byPhone: repo.byPhone,
      bindPhone: repo.bindPhone,
      unbindPhone: (userId) => Effect.asVoid(repo.unbindPhone(userId))
    }
  })
)
