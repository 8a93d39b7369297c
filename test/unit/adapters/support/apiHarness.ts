import { Effect, Layer } from "effect"
import { Api } from "../../../../src/adapters/api/Api"
import { ApiLive } from "../../../../src/adapters/api/ApiLive"
import { DeviceFingerprintTest } from "../../../../src/adapters/DeviceFingerprintTest"
import { Storage } from "../../../../src/adapters/Storage"
import { makeStorage } from "../../../../src/adapters/StorageLive"
import { StorageTest } from "../../../../src/adapters/StorageTest"
import { type Answer, jwt, type Reply, type ScriptedHttp, scriptedHttp, type SeenRequest } from "./scriptedHttp"

export const BASE_URL = "http://oddsfold.test"

export const TOKEN_PATH = "/web-api/user/gettoken"
export const CHECK_PATH = "/auth-api/session/check"
export const FINGERPRINT_PATH = "/web-api/fingerprint"
export const CONFIG_PATH = "/bff-api/config/all.json"

/** Tokens valid far beyond any test's virtual time (TestClock starts at 0). */
export const FAR_FUTURE_EXP = 10_000_000

/**
 * The live Api over a scripted server that answers every request with `answer`. `storage`: the browser's storage,
 * empty unless given; give one shared `browserStorage()` to two Apis to play a page and the same page reloaded.
 */
export const apiOn = (
  answer: Answer,
  storage: Layer.Layer<Storage> = StorageTest()
): { readonly server: ScriptedHttp; readonly layer: Layer.Layer<Api> } => {
  const server = scriptedHttp(answer)
  const layer = ApiLive({ baseUrl: BASE_URL }).pipe(Layer.provide(Layer.mergeAll(server.layer, DeviceFingerprintTest(), storage)))
  return { server, layer }
}

/** One browser's storage that outlives the Apis built over it (as local storage outlives a reload); and its contents. */
export const browserStorage = (): { readonly layer: Layer.Layer<Storage>; readonly local: Map<string, string> } => {
  const local = new Map<string, string>()
  const area = {
    getItem: (key: string) => local.get(key) ?? null,
    setItem: (key: string, value: string) => void local.set(key, value),
    removeItem: (key: string) => void local.delete(key)
  }
  return { layer: Layer.succeed(Storage, makeStorage((which) => (which === "local" ? area : undefined))), local }
}

/**
 * A server whose token endpoint hands out token-1, token-2, ... and whose other endpoints answer with `rest`.
 * Returns the live Api over it, and the server to inspect.
 */
export const apiOver = (
  rest: Answer,
  options: { readonly tokenExp?: number; readonly storage?: Layer.Layer<Storage> } = {}
): { readonly server: ScriptedHttp; readonly layer: Layer.Layer<Api> } => {
  let issued = 0
  return apiOn((request) => {
    if (request.path === TOKEN_PATH) {
      issued += 1
      return { status: 200, json: { data: { token: jwt(`token-${issued}`, options.tokenExp ?? FAR_FUTURE_EXP) } } }
    }
    return rest(request)
  }, options.storage)
}

/** Runs `use` with the Api built over `server` (a fresh Api, so a fresh token cache, per call). */
export const withApi = <A, E>(layer: Layer.Layer<Api>, use: (api: Api["Type"]) => Effect.Effect<A, E>) =>
  Effect.flatMap(Api, use).pipe(Effect.provide(layer))

export const bearerOf = (request: SeenRequest): string | undefined => request.headers["authorization"]

/** Which of the issued tokens ("token-1", ...) a request carried as its bearer. */
export const tokenIdOf = (request: SeenRequest): string | undefined => /^Bearer .*\.sig-(.+)$/.exec(bearerOf(request) ?? "")?.[1]

export const ok = (json: unknown): Reply => ({ status: 200, json })
export const status = (code: number, json?: unknown): Reply => (json === undefined ? { status: code } : { status: code, json })

export const unexpected = (request: SeenRequest): Reply => {
  throw new Error(`unexpected request ${request.method} ${request.path}`)
}
