import { spawn } from "node:child_process"
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Effect, Redacted } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { findOperatorAccess, operatorFilePath, publishOperatorAccess } from "../../server/operator/operatorFile"

/**
 * Where the operator tool finds a server when several processes serve one PostgreSQL: each writes its own file and
 * removes only its own, and the tool takes a live one; one process on PGlite keeps its one file beside the data.
 */

const folders: Array<string> = []
const freshFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), "oddsfold-operator-"))
  folders.push(folder)
  return folder
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

const POSTGRES = { DATABASE_URL: "postgres://app@127.0.0.1:5432/oddsfold" }
const access = (url: string) => ({ url, token: Redacted.make(`token-of-${url}`) })
/** Publishes while `during` runs, then closes the scope as a stopping server does. */
const publishedWhile = <A>(path: string, url: string, during: () => Promise<A>) =>
  Effect.runPromise(Effect.scoped(Effect.zipRight(publishOperatorAccess(path, access(url)), Effect.promise(during))))

/** A process that runs (a sleeping child) and the pid of one that no longer does. */
const livePid = () => {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"])
  return { pid: child.pid!, stop: () => child.kill("SIGKILL") }
}
const deadPid = async () => {
  const child = spawn(process.execPath, ["-e", "0"])
  await new Promise((resolve) => child.on("exit", resolve))
  return child.pid!
}

describe("operator files with DATABASE_URL", () => {
  it("each process has its own, named by its pid; the tool takes the newest live one, never a dead one's", async () => {
    const cwd = freshFolder()
    expect(operatorFilePath(POSTGRES, 4242, cwd)).toBe(join(cwd, ".data/operator/4242.json"))
    const other = livePid()
    const dead = await deadPid()
    mkdirSync(join(cwd, ".data/operator"), { recursive: true })
    // A live process's file from a minute ago, and a newer file left by a process that was killed.
    writeFileSync(join(cwd, `.data/operator/${other.pid}.json`), JSON.stringify({ url: "http://127.0.0.1:9001", token: "t1", pid: other.pid, startedAt: Date.now() - 60_000 }))
    writeFileSync(join(cwd, `.data/operator/${dead}.json`), JSON.stringify({ url: "http://127.0.0.1:9002", token: "t2", pid: dead, startedAt: Date.now() }))
    try {
      expect((await findOperatorAccess(POSTGRES, cwd)).access?.url).toBe("http://127.0.0.1:9001")
      // This process starts: its file is the newest live one while it runs, and only its own goes at its stop.
      const mine = operatorFilePath(POSTGRES, process.pid, cwd)
      const whileRunning = await publishedWhile(mine, "http://127.0.0.1:9003", () => findOperatorAccess(POSTGRES, cwd))
      expect(whileRunning.access?.url).toBe("http://127.0.0.1:9003")
      expect(readdirSync(join(cwd, ".data/operator")).sort()).toEqual([`${dead}.json`, `${other.pid}.json`].sort())
      expect((await findOperatorAccess(POSTGRES, cwd)).access?.url).toBe("http://127.0.0.1:9001")
    } finally {
      other.stop()
    }
  })

  it("none running: nothing found, and the tool is told where it looked", async () => {
    const cwd = freshFolder()
    expect(await findOperatorAccess(POSTGRES, cwd)).toEqual({ access: undefined, lookedIn: join(cwd, ".data/operator") })
  })
})

describe("one operator file (PGlite, or OPERATOR_FILE)", () => {
  it("sits beside the data folder, and a stopping server removes it only while it is still its own", async () => {
    const cwd = freshFolder()
    const env = { DATA_DIR: "data/pglite" }
    const path = operatorFilePath(env, process.pid, cwd)
    expect(path).toBe(join(cwd, "data/pglite.operator.json"))
    await publishedWhile(path, "http://127.0.0.1:9101", async () => {
      expect((await findOperatorAccess(env, cwd)).access?.url).toBe("http://127.0.0.1:9101")
      // A second server given the same file overwrites it; the first one's stop leaves the second's file alone.
      writeFileSync(path, JSON.stringify({ url: "http://127.0.0.1:9102", token: "t", pid: process.pid, startedAt: Date.now() }))
    })
    expect((await findOperatorAccess(env, cwd)).access?.url).toBe("http://127.0.0.1:9102")
    await publishedWhile(path, "http://127.0.0.1:9103", async () => undefined)
    expect((await findOperatorAccess(env, cwd)).access).toBeUndefined()
  })
})
