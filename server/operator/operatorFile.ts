import { chmod, readdir, readFile, rm, writeFile } from "node:fs/promises"
import { dirname, join, resolve } from "node:path"
import { mkdir } from "node:fs/promises"
import { Config, Effect, Option, Redacted } from "effect"
import { randomSecret } from "../platform/secureRandom"
import { isRunning } from "../platform/db/dataDirLock"

/**
 * How the operator tool finds a running server: the server writes its address and operator token into an operator
 * file at start (readable by its own user only) and removes it when it stops. The file sits beside the data it serves
 * (`<DATA_DIR>.operator.json`, next to the PGlite lock: one process per folder), or where OPERATOR_FILE says. With
 * DATABASE_URL several processes may serve one database, so each writes a file of its own, `.data/operator/<pid>.json`,
 * and removes only that one; the tool takes the newest whose process still runs. The tool reads the same environment,
 * so `npm run operator` in the folder of `npm start` finds its server.
 */
export interface OperatorAccess {
  readonly url: string
  readonly token: Redacted.Redacted<string>
  /** The dev calls' token (server/devtools/devToken.ts); a production server has no dev calls and writes none. */
  readonly devToken?: Redacted.Redacted<string> | undefined
}

/** The folder of the processes' own files with DATABASE_URL (and no OPERATOR_FILE). */
export const operatorFolder = (env: NodeJS.ProcessEnv, cwd: string = process.cwd()): string | undefined =>
  env["OPERATOR_FILE"] || !env["DATABASE_URL"] ? undefined : resolve(cwd, ".data/operator")

/** The operator file of the process `pid`: its own in the folder with DATABASE_URL, else the one file. */
export const operatorFilePath = (env: NodeJS.ProcessEnv, pid: number = process.pid, cwd: string = process.cwd()): string => {
  if (env["OPERATOR_FILE"]) return resolve(cwd, env["OPERATOR_FILE"])
  const folder = operatorFolder(env, cwd)
  if (folder !== undefined) return join(folder, `${pid}.json`)
  return resolve(cwd, `${env["DATA_DIR"] || ".data/pglite"}.operator.json`)
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

interface OperatorFileContent {
  readonly url: string
  readonly token: string
  readonly devToken?: string
  /** The process that wrote it, and when: the tool skips the files of processes that are gone. */
  readonly pid?: number
  readonly startedAt?: number
}

const parse = (text: string): OperatorFileContent | undefined => {
  try {
    const content = JSON.parse(text) as OperatorFileContent
    return typeof content.url === "string" && typeof content.token === "string" ? content : undefined
  } catch {
    return undefined
  }
}

const accessOf = ({ devToken, token, url }: OperatorFileContent): OperatorAccess => ({
  url,
  token: Redacted.make(token),
  devToken: devToken === undefined ? undefined : Redacted.make(devToken)
})

/**
 * Writes the operator file for the life of the scope (mode 0600), and removes it when the server stops, unless
 * another process has written its own there since (one OPERATOR_FILE given to two processes): that one is theirs.
 */
export const publishOperatorAccess = (path: string, access: OperatorAccess) => {
  const devToken = access.devToken === undefined ? {} : { devToken: Redacted.value(access.devToken) }
  const text = JSON.stringify({ url: access.url, token: Redacted.value(access.token), ...devToken, pid: process.pid, startedAt: Date.now() })
  return Effect.acquireRelease(
    Effect.promise(async () => {
      await mkdir(dirname(path), { recursive: true })
      await writeFile(path, text, { mode: 0o600 })
      await chmod(path, 0o600)
    }),
    () =>
      Effect.promise(async () => {
        const now = await readFile(path, "utf8").catch(() => undefined)
        if (now === text) await rm(path, { force: true })
      })
  )
}

/** The running server's address and token from an operator file, or none when no server wrote one. */
export const readOperatorAccess = (path: string): Promise<OperatorAccess | undefined> =>
  readFile(path, "utf8").then(
    (text) => {
      const content = parse(text)
      return content === undefined ? undefined : accessOf(content)
    },
    () => undefined
  )

/**
 * The access the operator tool uses: with DATABASE_URL, the newest file in the folder whose process still runs (any
 * of the processes serves the same database); else the one operator file. Answers where it looked, for the message.
 */
export const findOperatorAccess = async (
  env: NodeJS.ProcessEnv,
  cwd: string = process.cwd()
): Promise<{ readonly access: OperatorAccess | undefined; readonly lookedIn: string }> => {
  const folder = operatorFolder(env, cwd)
  if (folder === undefined) {
    const path = operatorFilePath(env, process.pid, cwd)
    return { access: await readOperatorAccess(path), lookedIn: path }
  }
  const names = await readdir(folder).catch(() => [] as Array<string>)
  const live: Array<OperatorFileContent> = []
  for (const name of names.filter((n) => /^[0-9]+\.json$/.test(n))) {
    const content = parse(await readFile(join(folder, name), "utf8").catch(() => ""))
    // A file left by a process killed before it could remove it names a pid that no longer runs.
    if (content !== undefined && content.pid !== undefined && isRunning(content.pid)) live.push(content)
  }
  live.sort((a, b) => (b.startedAt ?? 0) - (a.startedAt ?? 0))
  return { access: live[0] === undefined ? undefined : accessOf(live[0]), lookedIn: folder }
}
