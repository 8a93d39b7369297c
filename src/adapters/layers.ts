import { Layer } from "effect"
import type { ConnectionHints } from "../domain/shell/connection"
import { AdBait } from "./AdBait"
import { AdBaitLive } from "./AdBaitLive"
import { AdBaitTest } from "./AdBaitTest"
import type { AdBaitFacts } from "../domain/shell/adBlocker"
import type { DeviceFacts } from "../domain/shell/platformRoute"
import { Platform } from "./Platform"
import { PlatformLive } from "./PlatformLive"
import { PlatformTest } from "./PlatformTest"
import { ActivityShare } from "./ActivityShare"
import { ActivityShareLive } from "./ActivityShareLive"
import { ActivityShareControl, ActivityShareTest, type ActivityShareTestOptions } from "./ActivityShareTest"
import { Analytics } from "./Analytics"
import { AnalyticsLive } from "./AnalyticsLive"
import { AnalyticsRecord, AnalyticsTest } from "./AnalyticsTest"
import { Api } from "./api/Api"
import { ApiBrowser, ApiLive } from "./api/ApiLive"
import { fetchTransport, HttpTransport } from "./api/HttpTransport"
import { ApiCalls, type ApiScript, ApiTest } from "./api/ApiTest"
import { NO_BLOCK } from "../domain/shell/blocking"
import { NO_MAINTENANCE } from "../domain/shell/maintenance"
import { Connection } from "./Connection"
import { ConnectionLive } from "./ConnectionLive"
import { ConnectionTest } from "./ConnectionTest"
import { Cookies } from "./Cookies"
import { CookiesLive } from "./CookiesLive"
import { CookiesTest } from "./CookiesTest"
import { DeviceFingerprint } from "./DeviceFingerprint"
import { DeviceFingerprintLive } from "./DeviceFingerprintLive"
import { DeviceFingerprintTest } from "./DeviceFingerprintTest"
import { Navigation } from "./Navigation"
import { NavigationLive } from "./NavigationLive"
import { NavigationControl, NavigationTest, type NavigationTestOptions } from "./NavigationTest"
import { Storage } from "./Storage"
import { StorageLive } from "./StorageLive"
import { type StorageContents, StorageTest } from "./StorageTest"
import { Visibility } from "./Visibility"
import { VisibilityLive } from "./VisibilityLive"
import { VisibilityControl, VisibilityTest, type VisibilityTestOptions } from "./VisibilityTest"

/** Every service a command handler may use. */
export type Services = Api | Storage | Cookies | Navigation | Visibility | Connection | DeviceFingerprint | ActivityShare | Analytics | AdBait | Platform

/** The browser: fetch against `baseUrl` ("" for the page's own origin), Web Storage, document.cookie, history. */
export const LiveServices = (baseUrl: string): Layer.Layer<Services> =>
  Layer.mergeAll(
    ApiBrowser({ baseUrl }).pipe(Layer.provideMerge(DeviceFingerprintLive), Layer.provideMerge(StorageLive)),
    CookiesLive,
    NavigationLive,
    VisibilityLive,
    ConnectionLive,
    ActivityShareLive,
    AnalyticsLive(baseUrl),
    AdBaitLive,
    PlatformLive
  )

/** What the server knows of the browser whose first route it renders (ARCHITECTURE 10). */
export interface FirstPaintVisit {
  /** The page's path and query as the browser asked for them. */
  readonly url: string
  /** The request's cookies (the `lng` cookie chooses a language as the browser's would). */
  readonly cookies: Readonly<Record<string, string>>
  /** Accept-Language, by preference, as navigator.languages would list them. */
  readonly browserLanguages: ReadonlyArray<string>
  /**
   * The server's own answers to the page's calls, made in its process for this visitor, as a fetch: a plain function
   * and the platform's Response, so nothing of this bundle's Effect crosses into the server's.
   */
  readonly fetch: typeof globalThis.fetch
}

/**
 * The services of an app the server runs to render a first route: the Api over the server's own answers, and the
 * browser's other services in memory, knowing only what the request says (no stored settings: the page is drawn
 * with the defaults and the browser applies its own after hydration).
 */
export const FirstPaintServices = (visit: FirstPaintVisit): Layer.Layer<Services> =>
  Layer.mergeAll(
    ApiLive({ baseUrl: "" }).pipe(
      Layer.provide(Layer.succeed(HttpTransport, fetchTransport(visit.fetch))),
      Layer.provideMerge(DeviceFingerprintTest()),
      Layer.provideMerge(StorageTest())
    ),
    CookiesTest(visit.cookies),
    NavigationTest({ url: visit.url, browserLanguages: visit.browserLanguages }),
    VisibilityTest(),
    ConnectionTest(),
    ActivityShareTest(),
    AnalyticsTest(),
    AdBaitTest(),
    PlatformTest()
  )

/** Everything a test may set up front; whatever is left out gets a neutral default. */
export interface TestScript {
  readonly api?: ApiScript
  readonly storage?: StorageContents
  readonly cookies?: Readonly<Record<string, string>>
  readonly navigation?: NavigationTestOptions
  readonly visibility?: VisibilityTestOptions
  readonly connection?: ConnectionHints
  /** The last activity the other tabs of the browser (or an earlier visit) shared. */
  readonly activity?: ActivityShareTestOptions
  /** What becomes of the ad blocker's bait (none by default). */
  readonly adBait?: AdBaitFacts
  /** The device the browser runs on (a desktop PC by default). */
  readonly device?: DeviceFacts
}

/** The services a test gets, plus the handles that drive and read them. */
export type TestServicesContext = Services | ApiCalls | NavigationControl | VisibilityControl | ActivityShareControl | AnalyticsRecord

/**
 * What every page asks at start, on its maintenance poll and after every move, answered as a site without maintenance,
 * blocks or moved pages unless a test scripts it: the poll runs all along, so a test that moves the clock by hours would
 * otherwise meet it at every step.
 */
const NEUTRAL_SITE_ACCESS: ApiScript = {
  siteAccess: { maintenance: () => NO_MAINTENANCE, block: () => NO_BLOCK },
  redirects: { redirect: ({ payload }) => ({ redirect: false, code: 200, url: payload.url, reasons: [], breadcrumbs: [payload.url] }) }
}

/** In-memory services with a scripted server: a fresh, independent set each time the layer is built. */
export const TestServices = (script: TestScript = {}): Layer.Layer<TestServicesContext> =>
  Layer.mergeAll(
    ApiTest({ ...NEUTRAL_SITE_ACCESS, ...script.api }),
    StorageTest(script.storage),
    CookiesTest(script.cookies),
    NavigationTest(script.navigation),
    VisibilityTest(script.visibility),
    ConnectionTest(script.connection),
    DeviceFingerprintTest(),
    ActivityShareTest(script.activity),
    AnalyticsTest(),
    AdBaitTest(script.adBait),
    PlatformTest(script.device)
  )
