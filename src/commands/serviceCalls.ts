import { Clock, Context, type Duration, type Effect, type Exit, Schema } from "effect"
import type { Observable } from "rxjs"
import { ActivityShare } from "../adapters/ActivityShare"
import { AdBait } from "../adapters/AdBait"
import { Platform } from "../adapters/Platform"
import { Analytics } from "../adapters/Analytics"
import { Api } from "../adapters/api/Api"
import { buildApiShape, contractEndpoints } from "../adapters/api/endpoints"
import { Connection } from "../adapters/Connection"
import { Cookies } from "../adapters/Cookies"
import { DeviceFingerprint } from "../adapters/DeviceFingerprint"
import { Navigation } from "../adapters/Navigation"
import { Storage } from "../adapters/Storage"
import { Visibility } from "../adapters/Visibility"
import { ApiError } from "../domain/api/clientErrors"
import { Secret } from "../domain/secret"
import { LoggedUrl, withoutSecrets } from "../domain/shell/secretQuery"
import type { Services } from "./handler"

/**
 * Every member of every service a handler gets, with the Schema of its answer (ARCHITECTURE 3: every service
 * answer is in the log). A handler's services are wrapped from this list, so that each call goes through one
 * `Answering` (answers.ts): recorded into the log in the live app, served from the log in a re-run.
 */

/** The Schema of a call's Exit, to write its answer into the log and read it back. */
export type ExitSchema = Schema.Schema<Exit.Exit<any, any>, unknown>

/** What a wrapped call does: runs `run` and logs its answer (live), or answers from the log (re-run). */
export interface Answering {
  readonly call: <A, E>(name: string, input: ReadonlyArray<unknown> | undefined, schema: ExitSchema, run: () => Effect.Effect<A, E>) => Effect.Effect<A, E>
  /** An observable a handler subscribes to (none do today): passed through live, empty in a re-run. */
  readonly observable: <A>(run: () => Observable<A>) => Observable<A>
  /** The clock for sleeps and for the runtime's own unrecorded time reads (span timings). */
  readonly clock: { readonly sleep: (duration: Duration.Duration) => Effect.Effect<void>; readonly unsafeNow: () => number }
}

/** Suspended: an Exit Schema is dozens of Schema nodes, built on the member's first call rather than at start. */
const exitOf = (success: Schema.Schema.Any, failure: Schema.Schema.All = Schema.Never): ExitSchema =>
  Schema.suspend(() => Schema.Exit({ success, failure, defect: Schema.Defect })) as unknown as ExitSchema

/** An absent value is written as null: JSON has no undefined. */
const OptionalString = Schema.transform(Schema.NullOr(Schema.String), Schema.UndefinedOr(Schema.String), {
  strict: true,
  decode: (value) => value ?? undefined,
  encode: (value) => value ?? null
})

/** An absent number is written as null. */
const OptionalNumber = Schema.transform(Schema.NullOr(Schema.Number), Schema.UndefinedOr(Schema.Number), {
  strict: true,
  decode: (value) => value ?? undefined,
  encode: (value) => value ?? null
})

/** An absent secret is written as null, a present one as the placeholder (Secret): its value never enters the log. */
const OptionalSecret = Schema.transform(Schema.NullOr(Secret), Schema.UndefinedOr(Schema.RedactedFromSelf(Schema.String)), {
  strict: true,
  decode: (value) => value ?? undefined,
  encode: (value) => value ?? null
})

type Member =
  | { readonly kind: "effect"; readonly exit: ExitSchema }
  | { readonly kind: "function"; readonly exit: ExitSchema; readonly input?: (args: ReadonlyArray<unknown>) => ReadonlyArray<unknown> }
  | { readonly kind: "observable" }
type ServiceSpec<S> = { readonly [K in keyof S]: Member }

const effect = (success: Schema.Schema.Any): Member => ({ kind: "effect", exit: exitOf(success) })
/** `input`: the arguments as the log may keep them, when they can hold a secret that is no Redacted value. */
const fn = (success: Schema.Schema.Any, input?: (args: ReadonlyArray<unknown>) => ReadonlyArray<unknown>): Member =>
  input === undefined ? { kind: "function", exit: exitOf(success) } : { kind: "function", exit: exitOf(success), input }
/** A URL argument may be an e-mail link's, token and all: the log keeps it with its secret query values as the placeholder. */
const urlsInLog = (args: ReadonlyArray<unknown>): ReadonlyArray<unknown> => args.map((arg) => (typeof arg === "string" ? withoutSecrets(arg) : arg))
const observable: Member = { kind: "observable" }

const storage: ServiceSpec<Storage["Type"]> = {
  get: fn(OptionalString),
  set: fn(Schema.Void),
  remove: fn(Schema.Void),
  getSecret: fn(OptionalSecret),
  // The value is Redacted: the log writes the placeholder for it.
  setSecret: fn(Schema.Void)
}
const cookies: ServiceSpec<Cookies["Type"]> = { get: fn(OptionalString), set: fn(Schema.Void), remove: fn(Schema.Void) }
const navigation: ServiceSpec<Navigation["Type"]> = {
  current: effect(Schema.Struct({ path: Schema.String, search: LoggedUrl })),
  push: fn(Schema.Void, urlsInLog),
  replace: fn(Schema.Void, urlsInLog),
  reload: effect(Schema.Void),
  pops: observable,
  assign: fn(Schema.Void, urlsInLog),
  openPopup: fn(Schema.Void, urlsInLog),
  popupMessages: observable,
  browserLanguages: effect(Schema.Array(Schema.String))
}
const visibility: ServiceSpec<Visibility["Type"]> = {
  isVisible: effect(Schema.Boolean),
  changes: observable,
  activity: observable,
  isBot: effect(Schema.Boolean)
}
const connection: ServiceSpec<Connection["Type"]> = {
  hints: effect(Schema.Struct({ saveData: Schema.optional(Schema.Boolean), effectiveType: Schema.optional(Schema.String) })),
  skipLinkPrefetch: effect(Schema.Boolean)
}
const device: ServiceSpec<DeviceFingerprint["Type"]> = { components: effect(Schema.Record({ key: Schema.String, value: Schema.String })) }
const activity: ServiceSpec<ActivityShare["Type"]> = {
  lastActivity: effect(OptionalNumber),
  record: fn(Schema.Void),
  clear: effect(Schema.Void),
  changes: observable
}

const analytics: ServiceSpec<Analytics["Type"]> = { send: fn(Schema.Void), onLeave: fn(Schema.Void), page: fn(Schema.Void), consent: fn(Schema.Void) }

const adBait: ServiceSpec<AdBait["Type"]> = {
  probe: effect(Schema.Struct({ baitHidden: Schema.Boolean, baitRequestFailed: Schema.Boolean, controlRequestFailed: Schema.Boolean }))
}

const platform: ServiceSpec<Platform["Type"]> = { device: effect(Schema.Struct({ platform: Schema.String, maxTouchPoints: Schema.Number })) }

const wrap = <S>(name: string, spec: ServiceSpec<S>, original: S | undefined, answering: Answering): S => {
  const members = original as Record<string, any> | undefined
  const wrapped: Record<string, unknown> = {}
  for (const [key, member] of Object.entries(spec) as Array<[string, Member]>) {
    const call = `${name}.${key}`
    if (member.kind === "observable") wrapped[key] = answering.observable(() => members![key])
    else if (member.kind === "effect") wrapped[key] = answering.call(call, undefined, member.exit, () => members![key])
    else wrapped[key] = (...args: ReadonlyArray<unknown>) => answering.call(call, member.input?.(args) ?? args, member.exit, () => members![key](...args))
  }
  return wrapped as S
}

/** Answers that hold secrets are written with their endpoint's LoggedAnswer Schema: the secrets as the placeholder. */
// Built on an endpoint's first call, not at start: the contract grows with every area, the first route must not.
const apiExits = new Map<string, ExitSchema>()
const apiExitOf = (endpoint: (typeof contractEndpoints)[number]): ExitSchema => {
  let exit = apiExits.get(endpoint.key)
  if (exit === undefined) {
    exit = exitOf(endpoint.logged, ApiError)
    apiExits.set(endpoint.key, exit)
  }
  return exit
}

/** Every endpoint of the contract; only the request is logged as input (the options hold the captcha answer). */
const wrapApi = (original: Api["Type"] | undefined, answering: Answering): Api["Type"] =>
  buildApiShape((endpoint) => (request: unknown, options?: unknown) =>
    answering.call(`Api.${endpoint.key}`, request === undefined ? undefined : [endpoint.loggedRequest(request)], apiExitOf(endpoint), () =>
      (original as unknown as Record<string, Record<string, (r: unknown, o: unknown) => Effect.Effect<unknown, unknown>>>)[endpoint.group]![endpoint.name]!(request, options)
    )
  ) as unknown as Api["Type"]

const numberExit = exitOf(Schema.Number)
const nanosExit = exitOf(Schema.BigInt)

/** The handler's Clock: its time reads are answers like any other; sleeps and the runtime's own reads are not. */
export const answeredClock = (answering: Answering): Clock.Clock => ({
  [Clock.ClockTypeId]: Clock.ClockTypeId,
  currentTimeMillis: answering.call("Clock.currentTimeMillis", undefined, numberExit, () => Clock.currentTimeMillis),
  currentTimeNanos: answering.call("Clock.currentTimeNanos", undefined, nanosExit, () => Clock.currentTimeNanos),
  unsafeCurrentTimeMillis: answering.clock.unsafeNow,
  unsafeCurrentTimeNanos: () => BigInt(answering.clock.unsafeNow()) * 1_000_000n,
  sleep: answering.clock.sleep
})

/**
 * The services of `context` (or, in a re-run, none: every call is answered from the log) wrapped so that every
 * call goes through `answering`.
 */
export const answeredServices = (context: Context.Context<Services> | undefined, answering: Answering): Context.Context<Services> => {
  const get = <I, S>(tag: Context.Tag<I, S>): S | undefined => (context === undefined ? undefined : Context.unsafeGet(context, tag))
  return Context.make(Api, wrapApi(get(Api), answering)).pipe(
    Context.add(Storage, wrap("Storage", storage, get(Storage), answering)),
    Context.add(Cookies, wrap("Cookies", cookies, get(Cookies), answering)),
    Context.add(Navigation, wrap("Navigation", navigation, get(Navigation), answering)),
    Context.add(Visibility, wrap("Visibility", visibility, get(Visibility), answering)),
    Context.add(Connection, wrap("Connection", connection, get(Connection), answering)),
    Context.add(DeviceFingerprint, wrap("DeviceFingerprint", device, get(DeviceFingerprint), answering)),
    Context.add(ActivityShare, wrap("ActivityShare", activity, get(ActivityShare), answering)),
    Context.add(Analytics, wrap("Analytics", analytics, get(Analytics), answering)),
    Context.add(AdBait, wrap("AdBait", adBait, get(AdBait), answering)),
    Context.add(Platform, wrap("Platform", platform, get(Platform), answering))
  )
}

/** A call the Api answered, for the answer entry's source ("server"); everything else is the browser ("system"). */
export const isServerCall = (call: string): boolean => call.startsWith("Api.")
