import { resolve } from "node:path"
import type { Clock, Layer } from "effect"
import { Config, ConfigError, Either, Option, Redacted } from "effect"
import type { BrokerOptions } from "./platform/broker/brokerLayer"
import { natsUrlProblem } from "./platform/broker/natsBroker"
import type { ClusterLeadership } from "./platform/cluster/leadership"
import type { DatabaseOptions } from "./platform/db/databaseLayer"
import { DEFAULT_POOL_SETTINGS, POOL_SETTING_BOUNDS, POSTGRES_POOLERS, type PostgresPooler, type PostgresPoolSettings } from "./platform/db/postgresClient"
import type { Outbox } from "./platform/outbox/outbox"
import type { AreaSettings } from "./platform/settings"
import { parsePublicUrl } from "./platform/siteOrigin"
import { DEFAULT_REGISTRATION_LIMIT, DEFAULT_SESSION_CREATION_LIMIT } from "./session/layer"
import { parseSocialProviders } from "./session/socialProviderSettings"
import { parseIdentityCheckProvider } from "./account/identityCheckProviderSettings"

/**
 * Everything a server instance needs to know; main.ts reads it from the environment, tests build it. The settings an
 * area reads are declared by the area itself (AreaSettings, in its `layer.ts`).
 */
export interface ServerOptions extends AreaSettings {
  /** 0 = any free port (tests). */
  readonly port: number
  readonly host: string
  readonly database: DatabaseOptions
  /** The built client (vite's dist/client). */
  readonly clientDir: string
  /**
   * The client's renderer of first routes (ARCHITECTURE 10); by default firstPaint.mjs in first-paint/ beside the
   * client's folder (dist/first-paint), where scripts/buildClient.mjs builds it.
   */
  readonly firstPaintRenderer?: string | undefined
  /** NODE_ENV=production: no source maps are served. */
  readonly production: boolean
  /** Addresses and subnets whose X-Forwarded-* and geo-country headers are believed. */
  readonly trustedProxies: ReadonlyArray<string>
  /** Replaces the clock for the whole server: tests move time forward to expire tokens and sessions. */
  readonly clock?: Clock.Clock | undefined
  /** Where log lines go (logfmt); the console when absent. */
  readonly log?: ((line: string) => void) | undefined
  /**
   * PUBLIC_URL: the origin players reach the site at (https://oddsfold.example), which the links of its e-mails are
   * built on (server/platform/siteOrigin.ts). Without it: the request's origin off production, the listen address in it.
   */
  readonly publicUrl?: string | undefined
  /** Delivers SMS and e-mail; the embedded default keeps them in the database for the dev mailbox. */
  readonly outbox?: Layer.Layer<Outbox, never, SqlClient> | undefined
  /** BROKER_URL (and BROKER_PREFIX): the cluster's broker; this process's own when absent (platform/broker/). */
  readonly broker?: BrokerOptions | undefined
  /** Who leads the cluster (platform/cluster/); this process alone when absent. Tests give a follower. */
  readonly leadership?: Layer.Layer<ClusterLeadership> | undefined
}

type CaptchaDifficulty = import("./session/captcha").CaptchaDifficulty
type SqlClient = import("@effect/sql/SqlClient").SqlClient

/** CAPTCHA_TEST_DIFFICULTY's two whole numbers, iterations and largest counter; undefined when it is not that. */
const parseCaptchaDifficulty = (text: string): CaptchaDifficulty | undefined => {
  const match = /^\s*([1-9][0-9]{0,6})\s*,\s*([1-9][0-9]{0,6})\s*$/.exec(text)
  return match === null ? undefined : { cost: Number(match[1]), maxCounter: Number(match[2]) }
}

/** The most games of either kind a simulated world may be told to have (the default world has 300 live, 3000 in the line). */
const MAX_WORLD_GAMES = 100_000

/** SPORTS_WORLD_SIZE's two whole numbers, live games and line games; undefined when it is not that. */
const parseWorldSize = (text: string): { readonly live: number; readonly line: number } | undefined => {
  const match = /^\s*([0-9]{1,6})\s*,\s*([0-9]{1,6})\s*$/.exec(text)
  if (match === null) return undefined
  const [live, line] = [Number(match[1]), Number(match[2])]
  return live >= 1 && line >= 1 && live <= MAX_WORLD_GAMES && line <= MAX_WORLD_GAMES ? { live, line } : undefined
}

/** A whole number within bounds, or the default when the variable is not set. */
const boundedInteger = (name: string, what: string, bounds: { readonly min: number; readonly max: number }, fallback: number) =>
  Config.string(name).pipe(
    // Read as text, so that the refusal of "soon" names the setting as the refusal of "0" does.
    Config.mapOrFail((text) => {
      const n = /^\s*[0-9]{1,9}\s*$/.test(text) ? Number(text) : Number.NaN
      return n >= bounds.min && n <= bounds.max
        ? Either.right(n)
        : Either.left(ConfigError.InvalidData([], `${name} must be a whole number of ${what} from ${bounds.min} to ${bounds.max}, not ${JSON.stringify(text)}`))
    }),
    Config.withDefault(fallback)
  )

/** The PostgreSQL pool of this process (server/platform/db/postgresClient.ts); read, and checked, with PGlite too. */
const poolSettingsFromEnv: Config.Config<PostgresPoolSettings> = Config.all({
  max: boundedInteger("DATABASE_POOL_MAX", "connections", POOL_SETTING_BOUNDS.max, DEFAULT_POOL_SETTINGS.max),
  connectMs: boundedInteger("DATABASE_CONNECT_TIMEOUT_MS", "milliseconds", POOL_SETTING_BOUNDS.ms, DEFAULT_POOL_SETTINGS.connectMs),
  statementMs: boundedInteger("DATABASE_STATEMENT_TIMEOUT_MS", "milliseconds", POOL_SETTING_BOUNDS.ms, DEFAULT_POOL_SETTINGS.statementMs),
  acquireMs: boundedInteger("DATABASE_ACQUIRE_TIMEOUT_MS", "milliseconds", POOL_SETTING_BOUNDS.ms, DEFAULT_POOL_SETTINGS.acquireMs)
})

/** DATABASE_POOLER: "none" (PostgreSQL itself) unless told; read, and checked, with PGlite too. */
const poolerFromEnv: Config.Config<PostgresPooler> = Config.string("DATABASE_POOLER").pipe(
  Config.mapOrFail((text) => {
    const pooler = POSTGRES_POOLERS.find((known) => known === text.trim())
    return pooler !== undefined
      ? Either.right(pooler)
      : Either.left(ConfigError.InvalidData([], `DATABASE_POOLER must be one of ${POSTGRES_POOLERS.join(", ")} (transaction: a transaction-mode pooler such as PgBouncer), not ${JSON.stringify(text)}`))
  }),
  Config.withDefault<PostgresPooler>("none")
)

/**
 * PORT (8080; 0 = any free port), HOST (127.0.0.1: only this machine, unless told otherwise), PUBLIC_URL, DATABASE_URL
 * (PostgreSQL; else embedded PGlite in DATA_DIR, default .data/pglite), CLIENT_DIR (dist/client), TOKEN_SECRET,
 * TRUSTED_PROXIES (comma-separated addresses or subnets; none by default), REGISTRATIONS_PER_ADDRESS (in ten
 * minutes; 10 by default: a site behind a large NAT, or a test suite whose players all come from loopback, raises it),
 * DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_ACQUIRE_TIMEOUT_MS (the
 * PostgreSQL pool: 10 connections, 5000 ms each wait by default), DATABASE_POOLER (none, or transaction: PgBouncer in
 * transaction mode between the server and PostgreSQL), NODE_ENV. Relative paths are taken
 * from the working directory. The URL and the secret are read as Redacted: they may carry passwords and must
 * never be logged.
 */
export const serverOptionsFromEnv: Config.Config<ServerOptions> = Config.all({
  // Config.port refuses 0, which we accept: any free port.
  port: Config.integer("PORT").pipe(
    Config.validate({ message: "PORT must be a port number from 0 to 65535", validation: (port) => port >= 0 && port <= 65535 }),
    Config.withDefault(8080)
  ),
  host: Config.string("HOST").pipe(Config.withDefault("127.0.0.1")),
  databaseUrl: Config.option(Config.redacted("DATABASE_URL")),
  dataDir: Config.string("DATA_DIR").pipe(Config.withDefault(".data/pglite")),
  clientDir: Config.string("CLIENT_DIR").pipe(Config.withDefault("dist/client")),
  tokenSecret: Config.option(Config.redacted("TOKEN_SECRET")),
  trustedProxies: Config.string("TRUSTED_PROXIES").pipe(Config.withDefault("")),
  nodeEnv: Config.string("NODE_ENV").pipe(Config.withDefault("development")),
  captchaTestDifficulty: Config.option(Config.string("CAPTCHA_TEST_DIFFICULTY")),
  publicUrl: Config.option(Config.string("PUBLIC_URL")),
  socialProviders: Config.option(Config.redacted("SOCIAL_PROVIDERS")),
  googleOneTapClientId: Config.option(Config.string("GOOGLE_ONE_TAP_CLIENT_ID")),
  identityCheckProvider: Config.option(Config.redacted("IDENTITY_CHECK_PROVIDER")),
  autoLogoffMinutes: Config.option(
    Config.number("AUTO_LOGOFF_MINUTES").pipe(
      Config.validate({ message: "AUTO_LOGOFF_MINUTES must be a number of minutes, 0 or more (0 = never)", validation: (m) => Number.isFinite(m) && m >= 0 })
    )
  ),
  reminderDelay: Config.option(
    Config.integer("REGISTRATION_REMINDER_DELAY_SECONDS").pipe(
      Config.validate({ message: "REGISTRATION_REMINDER_DELAY_SECONDS must be a whole number of seconds from 0 to 86400", validation: (s) => s >= 0 && s <= 86_400 })
    )
  ),
  reminderInterval: Config.option(
    Config.integer("REGISTRATION_REMINDER_INTERVAL_SECONDS").pipe(
      Config.validate({
        message: "REGISTRATION_REMINDER_INTERVAL_SECONDS must be a whole number of seconds from 0 to 31536000 (365 days)",
        validation: (s) => s >= 0 && s <= 365 * 86_400
      })
    )
  ),
  inPlayDelayMs: Config.option(
    Config.integer("IN_PLAY_DELAY_MS").pipe(
      Config.validate({ message: "IN_PLAY_DELAY_MS must be a whole number of milliseconds, 0 or more (0 = live bets taken at once)", validation: (ms) => ms >= 0 })
    )
  ),
  registrationsPerAddress: Config.option(
    Config.integer("REGISTRATIONS_PER_ADDRESS").pipe(
      Config.validate({ message: "REGISTRATIONS_PER_ADDRESS must be a whole number of registrations, 1 or more", validation: (n) => n >= 1 })
    )
  ),
  pool: poolSettingsFromEnv,
  pooler: poolerFromEnv,
  brokerUrl: Config.option(Config.redacted("BROKER_URL")),
  brokerPrefix: Config.option(Config.string("BROKER_PREFIX")),
  sportsTickMs: Config.option(
    Config.integer("SPORTS_TICK_MS").pipe(
      Config.validate({ message: "SPORTS_TICK_MS must be a whole number of milliseconds, 0 or more (0 = a line that stands still)", validation: (ms) => ms >= 0 })
    )
  ),
  sportsWorldSize: Config.option(
    Config.string("SPORTS_WORLD_SIZE").pipe(
      Config.mapOrFail((text) => {
        const size = parseWorldSize(text)
        return size === undefined ? Either.left(ConfigError.InvalidData([], `SPORTS_WORLD_SIZE must be two whole numbers, live games and line games, each from 1 to ${MAX_WORLD_GAMES}: e.g. 30,300, not ${JSON.stringify(text)}`)) : Either.right(size)
      })
    )
  )
}).pipe(
  Config.mapOrFail((settings) => {
    const difficulty = Option.getOrUndefined(settings.captchaTestDifficulty)
    if (Option.isSome(settings.brokerUrl)) {
      const problem = natsUrlProblem(Redacted.value(settings.brokerUrl.value))
      if (problem !== undefined) return Either.left(ConfigError.InvalidData([], problem))
    }
    if (Option.isSome(settings.brokerPrefix) && !/^[A-Za-z][A-Za-z0-9]*$/.test(settings.brokerPrefix.value)) {
      return Either.left(ConfigError.InvalidData([], "BROKER_PREFIX must be letters and digits, starting with a letter"))
    }
    if (Option.isSome(settings.socialProviders)) {
      const parsed = parseSocialProviders(Redacted.value(settings.socialProviders.value))
      if (typeof parsed === "string") return Either.left(ConfigError.InvalidData([], `SOCIAL_PROVIDERS: ${parsed}`))
    }
    if (Option.isSome(settings.publicUrl)) {
      const parsed = parsePublicUrl(settings.publicUrl.value)
      if (typeof parsed !== "string") return Either.left(ConfigError.InvalidData([], parsed.problem))
    }
    if (Option.isSome(settings.identityCheckProvider)) {
      const parsed = parseIdentityCheckProvider(Redacted.value(settings.identityCheckProvider.value))
      if (typeof parsed === "string") return Either.left(ConfigError.InvalidData([], `IDENTITY_CHECK_PROVIDER: ${parsed}`))
    }
    if (difficulty === undefined) return Either.right(settings)
    if (settings.nodeEnv === "production") return Either.left(ConfigError.InvalidData([], "CAPTCHA_TEST_DIFFICULTY is for tests and is refused in production"))
    if (parseCaptchaDifficulty(difficulty) === undefined) {
      return Either.left(ConfigError.InvalidData([], "CAPTCHA_TEST_DIFFICULTY must be two whole numbers, iterations and largest counter: e.g. 1,20"))
    }
    return Either.right(settings)
  }),
  Config.map(
    ({ autoLogoffMinutes, brokerPrefix, brokerUrl, captchaTestDifficulty, clientDir, publicUrl, dataDir, databaseUrl, googleOneTapClientId, host, identityCheckProvider, inPlayDelayMs, nodeEnv, pool, pooler, port, registrationsPerAddress, reminderDelay, reminderInterval, socialProviders, sportsTickMs, sportsWorldSize, tokenSecret, trustedProxies }): ServerOptions => ({
      port,
      host,
      database: Option.match(databaseUrl, {
        onNone: (): DatabaseOptions => ({ kind: "pglite", dataDir: resolve(dataDir) }),
        onSome: (url): DatabaseOptions => ({ kind: "postgres", url, pool, pooler })
      }),
      clientDir: resolve(clientDir),
      production: nodeEnv === "production",
      trustedProxies: trustedProxies.split(",").map((entry) => entry.trim()).filter((entry) => entry !== ""),
      sessionCreationLimit: DEFAULT_SESSION_CREATION_LIMIT,
      registrationLimit: Option.match(registrationsPerAddress, { onNone: () => undefined, onSome: (limit) => ({ ...DEFAULT_REGISTRATION_LIMIT, limit }) }),
      tokenSecret: Option.getOrUndefined(tokenSecret),
      publicUrl: Option.match(publicUrl, {
        onNone: () => undefined,
        onSome: (text) => {
          const parsed = parsePublicUrl(text)
          return typeof parsed === "string" ? parsed : undefined
        }
      }),
      captchaDifficulty: Option.getOrUndefined(Option.map(captchaTestDifficulty, parseCaptchaDifficulty)),
      socialProviders: Option.match(socialProviders, {
        onNone: () => [],
        onSome: (json) => {
          const parsed = parseSocialProviders(Redacted.value(json))
          return typeof parsed === "string" ? [] : parsed
        }
      }),
      googleOneTapClientId: Option.getOrUndefined(googleOneTapClientId),
      identityCheckProvider: Option.match(identityCheckProvider, {
        onNone: () => undefined,
        onSome: (json) => {
          const parsed = parseIdentityCheckProvider(Redacted.value(json))
          return typeof parsed === "string" ? undefined : parsed
        }
      }),
      autoLogoffMinutes: Option.getOrUndefined(autoLogoffMinutes),
      registrationReminder: { delay: Option.getOrUndefined(reminderDelay), interval: Option.getOrUndefined(reminderInterval) },
      sports:
        Option.isNone(sportsTickMs) && Option.isNone(sportsWorldSize)
          ? undefined
          : { ...Option.getOrUndefined(sportsWorldSize), ...Option.match(sportsTickMs, { onNone: () => ({}), onSome: (ms) => ({ tickEvery: ms }) }) },
      coupon: Option.match(inPlayDelayMs, { onNone: () => undefined, onSome: (ms) => ({ inPlayDelay: ms }) }),
      broker: Option.match(brokerUrl, {
        onNone: (): BrokerOptions => ({ kind: "in-process" }),
        onSome: (url): BrokerOptions => ({ kind: "nats", url: Redacted.value(url), prefix: Option.getOrUndefined(brokerPrefix) })
      })
    })
  )
)
