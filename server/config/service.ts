import { createHash } from "node:crypto"
import { Context, Duration, Effect, Layer, Option, Schedule, Schema } from "effect"
import { type ConfigGroupValues, DEFAULT_REGISTRATION_REMINDER, SiteConfig } from "../../src/domain/config/siteConfig"
import { type LanguageCode, translatedOffer } from "../../src/domain/shell/language"
import { CachedBody } from "../platform/http/compression"
import { makeConfigRepo, type ConfigGroupRow, type StoredSiteConfig } from "./repo"
import { seedIfEmpty } from "./seed"

/**
 * The site config and config groups, served from memory (ARCHITECTURE 6, hot reads): both tables are read at
 * start and again only when their version (migration 004, moved by triggers on any change) moves, which a
 * background fiber checks every CONFIG_POLL_INTERVAL. Each answer is encoded, and compressed, once per version.
 * A read never waits for the database: a held lock or a slow server delays only the next reload.
 */
export const CONFIG_POLL_INTERVAL = Duration.seconds(1)

/** Distinct config-group answers kept per version; more (someone asking every combination) starts over. */
const MAX_GROUP_ANSWERS = 1000

interface Snapshot {
  readonly version: number
  readonly siteConfig: StoredSiteConfig
  readonly groups: ReadonlyArray<ConfigGroupRow>
  /** Encoded answers of this version, made on first demand. */
  readonly siteConfigAnswers: Map<string, CachedBody>
  readonly groupAnswers: Map<string, CachedBody>
}

export interface ConfigServiceShape {
  /** The site config answer for a visitor from this geo country (null: unknown). */
  readonly siteConfigAnswer: (geoCountry: string | null) => CachedBody
  /** The named groups that exist, for the language texts are given in (textLanguage). */
  readonly groupsAnswer: (names: ReadonlyArray<string>, lang: LanguageCode) => CachedBody
  /** The site config in memory now (registration rules, features): no query. */
  readonly siteConfig: () => StoredSiteConfig
  /** Reloads now if the database's version moved (the poll does this every second). */
  readonly refresh: Effect.Effect<void>
}

export class ConfigService extends Context.Tag("oddsfold/server/ConfigService")<ConfigService, ConfigServiceShape>() {}

/**
 * The language texts are given in: the one asked for when the site offers it, else the site's default. A client
 * asks before it knows the offer (a browser language, an old link), and must still get a site to redirect from
 * (SPEC.md 2.1); a malformed language is refused by the contract's schema with a 400.
 */
export const textLanguage = (config: StoredSiteConfig, lang: LanguageCode): LanguageCode =>
  config.languages.allowed.includes(lang) ? lang : config.languages.default

const encodeSiteConfig = Schema.encodeSync(SiteConfig)

const jsonBody = (value: unknown): CachedBody => {
  const bytes = Buffer.from(JSON.stringify(value))
  return new CachedBody(bytes, "application/json", `W/"${createHash("sha1").update(bytes).digest("base64url")}"`)
}

const mergeGroups = (rows: ReadonlyArray<ConfigGroupRow>, names: ReadonlyArray<string>, lang: string) => {
  const groups: Record<string, ConfigGroupValues> = {}
  // Rows come ordered by name, then lang with '' first: a language's own values land last and win.
  for (const row of rows) {
    if (names.includes(row.name) && (row.lang === "" || row.lang === lang)) groups[row.name] = { ...groups[row.name], ...row.settings }
  }
  return groups
}

export interface ConfigServiceOptions {
  /**
   * AUTO_LOGOFF_MINUTES: replaces the stored config's `autoLogoffMinutes` in every answer (an operator's quick switch,
   * and the tiny limit an end-to-end test of the auto-logoff starts its server with).
   */
  readonly autoLogoffMinutes?: number | undefined
  /**
   * REGISTRATION_REMINDER_DELAY_SECONDS and REGISTRATION_REMINDER_INTERVAL_SECONDS: replace the parts of the stored
   * config's `registrationReminder` they name (SPEC.md 3; the short delay an end-to-end test starts its server with).
   */
  readonly registrationReminder?: { readonly delay?: number | undefined; readonly interval?: number | undefined } | undefined
}

/** The stored config as this server answers it: with the server's own overrides. */
const withOverrides = (config: StoredSiteConfig, options: ConfigServiceOptions): StoredSiteConfig => {
  const limit = options.autoLogoffMinutes === undefined ? config : { ...config, autoLogoffMinutes: options.autoLogoffMinutes }
  const reminder = options.registrationReminder
  if (reminder === undefined || (reminder.delay === undefined && reminder.interval === undefined)) return limit
  const base = limit.registrationReminder ?? DEFAULT_REGISTRATION_REMINDER
  return { ...limit, registrationReminder: { delay: reminder.delay ?? base.delay, interval: reminder.interval ?? base.interval } }
}

/**
 * Only the languages the site has texts for are offered, whatever the stored config lists (an operator's "de" would
 * change the URL and the dates and nothing else): the served config, the texts' language and the client's routing
 * all read this.
 */
const withTranslatedLanguages = (config: StoredSiteConfig): StoredSiteConfig => ({ ...config, languages: translatedOffer(config.languages) })

export const ConfigServiceWith = (options: ConfigServiceOptions) => Layer.scoped(
  ConfigService,
  Effect.gen(function* () {
    const repo = yield* makeConfigRepo
    const seeded = yield* seedIfEmpty(repo)
    if (seeded.length > 0) yield* Effect.logInfo(`seeded ${seeded.join(", ")}`)

    // The version is read before the rows: a change committed in between makes the next poll reload again,
    // never leaves new rows labelled with an old version the other way round.
    const load = Effect.gen(function* () {
      const version = yield* repo.version
      const siteConfig = yield* repo.siteConfig
      if (Option.isNone(siteConfig)) return yield* Effect.dieMessage("site_config is empty: the seed did not run")
      const groups = yield* repo.groups
      return { version, siteConfig: withTranslatedLanguages(withOverrides(siteConfig.value, options)), groups, siteConfigAnswers: new Map(), groupAnswers: new Map() } satisfies Snapshot
    })

    let current: Snapshot = yield* load
    const refresh = Effect.gen(function* () {
      if ((yield* repo.version) !== current.version) current = yield* load
    })
    yield* refresh.pipe(
      // One failed round (database briefly away, a lock held) keeps the copy we have and tries again.
      Effect.catchAllCause((cause) => Effect.logWarning("reloading the site config failed", cause)),
      Effect.repeat(Schedule.spaced(CONFIG_POLL_INTERVAL)),
      Effect.forkScoped
    )

    return {
      siteConfigAnswer: (geoCountry) => {
        const snapshot = current
        const key = geoCountry ?? ""
        let answer = snapshot.siteConfigAnswers.get(key)
        if (answer === undefined) {
          answer = jsonBody(encodeSiteConfig({ ...snapshot.siteConfig, geoCountry }))
          snapshot.siteConfigAnswers.set(key, answer)
        }
        return answer
      },
      groupsAnswer: (names, lang) => {
        const snapshot = current
        const language = textLanguage(snapshot.siteConfig, lang)
        const key = `${language}:${[...names].sort().join(",")}`
        let answer = snapshot.groupAnswers.get(key)
        if (answer === undefined) {
          if (snapshot.groupAnswers.size >= MAX_GROUP_ANSWERS) snapshot.groupAnswers.clear()
          answer = jsonBody({ groups: mergeGroups(snapshot.groups, names, language) })
          snapshot.groupAnswers.set(key, answer)
        }
        return answer
      },
      siteConfig: () => current.siteConfig,
      refresh: Effect.orDie(refresh)
    }
  })
)

/** The config as stored, with no overrides. */
export const ConfigServiceLive = ConfigServiceWith({})
