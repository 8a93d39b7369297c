import { chmod, readFile, rm, writeFile } from "node:fs/promises"
import { dirname, resolve } from "node:path"
import { mkdir } from "node:fs/promises"
import { Config, Effect, Option, Redacted } from "effect"
import { randomSecret } from "../platform/secureRandom"

/**
 * How the operator tool finds the running server: the server writes its address and operator token into the
 * operator file at start (readable by its own user only) and removes it when it stops. The file sits beside the
 * data it serves (`<DATA_DIR>.operator.json`, next to the PGlite lock), or in `.data/operator.json` for
 * DATABASE_URL, or where OPERATOR_FILE says; the tool reads the same environment, so `npm run operator` in the
 * folder of `npm start` finds its server.
 */
export interface OperatorAccess {
  readonly url: string
  readonly token: Redacted.Redacted<string>
  /** The dev calls' token (server/devtools/devToken.ts); a production server has no dev calls and writes none. */
  readonly devToken?: Redacted.Redacted<string> | undefined
}

export const operatorFilePath = (env: NodeJS.ProcessEnv): string => {
  if (env["OPERATOR_FILE"]) return resolve(env["OPERATOR_FILE"])
  if (env["DATABASE_URL"]) return resolve(".data/operator.json")
  return resolve(`${env["DATA_DIR"] || ".data/pglite"}.operator.json`)
}

/** A token a guess cannot reach. */
const MIN_TOKEN_LENGTH = 32

/** OPERATOR_TOKEN when set (at least 32 characters), else a new random one for this run. */
export const operatorTokenFromEnv: Effect.Effect<Redacted.Redacted<string>, Error> = Effect.gen(function* () {
  const given = yield* Effect.orElseSucceed(Config.option(Config.redacted("OPERATOR_TOKEN")), () => Option.none())
  if (Option.isNone(given)) return yield* randomSecret
  if (Redacted.value(given.value).length < MIN_TOKEN_LENGTH) return yield* Effect.fail(new Error(`OPERATOR_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters`))
  return given.value
})

/** Writes the operator file for the life of the scope (mode 0600), and removes it when the server stops. */
export const publishOperatorAccess = (path: string, access: OperatorAccess) =>
  Effect.acquireRelease(
    Effect.promise(async () => {
      await mkdir(dirname(path), { recursive: true })
      const devToken = access.devToken === undefined ? {} : { devToken: Redacted.value(access.devToken) }
      await writeFile(path, JSON.stringify({ url: access.url, token: Redacted.value(access.token), ...devToken }), { mode: 0o600 })
      await chmod(path, 0o600)
    }),
    () => Effect.promise(() => rm(path, { force: true }))
  )

/** The running server's address and token from the operator file, or none when no server wrote one. */
export const readOperatorAccess = (path: string): Promise<OperatorAccess | undefined> =>
  readFile(path, "utf8").then(
    (text) => {
      const { devToken, token, url } = JSON.parse(text) as { url: string; token: string; devToken?: string }
      return { url, token: Redacted.make(token), devToken: devToken === undefined ? undefined : Redacted.make(devToken) }
    },
    () => undefined
  )
