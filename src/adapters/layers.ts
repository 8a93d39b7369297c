import { Layer } from "effect"
import type { ConnectionHints } from "../domain/shell/connection"
import { ActivityShare } from "./ActivityShare"
import { ActivityShareLive } from "./ActivityShareLive"
import { ActivityShareControl, ActivityShareTest, type ActivityShareTestOptions } from "./ActivityShareTest"
import { Analytics } from "./Analytics"
import { AnalyticsLive } from "./AnalyticsLive"
import { AnalyticsRecord, AnalyticsTest } from "./AnalyticsTest"
import { Api } from "./api/Api"
import { ApiBrowser } from "./api/ApiLive"
import { ApiCalls, type ApiScript, ApiTest } from "./api/ApiTest"
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
export type Services = Api | Storage | Cookies | Navigation | Visibility | Connection | DeviceFingerprint | ActivityShare | Analytics

/** The browser: fetch against `baseUrl` ("" for the page's own origin), Web Storage, document.cookie, history. */
export const LiveServices = (baseUrl: string): Layer.Layer<Services> =>
  Layer.mergeAll(
    ApiBrowser({ baseUrl }).pipe(Layer.provideMerge(DeviceFingerprintLive), Layer.provideMerge(StorageLive)),
    CookiesLive,
    NavigationLive,
    VisibilityLive,
    ConnectionLive,
    ActivityShareLive,
    AnalyticsLive(baseUrl)
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
}

/** The services a test gets, plus the handles that drive and read them. */
export type TestServicesContext = Services | ApiCalls | NavigationControl | VisibilityControl | ActivityShareControl | AnalyticsRecord

/** In-memory services with a scripted server: a fresh, independent set each time the layer is built. */
export const TestServices = (script: TestScript = {}): Layer.Layer<TestServicesContext> =>
  Layer.mergeAll(
    ApiTest(script.api ?? {}),
    StorageTest(script.storage),
    CookiesTest(script.cookies),
    NavigationTest(script.navigation),
    VisibilityTest(script.visibility),
    ConnectionTest(script.connection),
    DeviceFingerprintTest(),
    ActivityShareTest(script.activity),
    AnalyticsTest()
  )
