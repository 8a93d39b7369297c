import type { ChildProcessWithoutNullStreams } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer, type Server } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { sessionCookieOf, sessionStateOf } from "./support/http"
import { exitOf, launchServer, outputOf, startServerProcess } from "./support/serverProcess"

/** What an operator sees when something outside the server is wrong: a line saying what, and a quick exit. */

const SLOW = 120_000

describe("one server process per PGlite data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "oddsfold-folder-"))
  const children: Array<ChildProcessWithoutNullStreams> = []
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL")
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(`${dataDir}.lock`, { force: true })
  })

  it("a second server on the same folder exits at once, naming the folder and the holder's pid", async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir })
    children.push(first.child)
    const started = Date.now()
    const second = launchServer({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir })
    children.push(second)
    const output = outputOf(second)
    expect(await exitOf(second)).toBe(1)
    expect(Date.now() - started).toBeLessThan(15_000)
    expect(output()).toContain(`the data folder ${dataDir} is in use by another Oddsfold server (pid ${first.child.pid})`)
    // The first one still serves.
    expect((await fetch(`${first.url}/bff-api/config/all.json?lang=en`)).status).toBe(200)
    first.child.kill("SIGTERM")
    expect(await exitOf(first.child)).toBe(0)
  }, SLOW)

  it("loses no acknowledged session when killed (SIGKILL) under write load, and restarts on the same folder", async () => {
    const first = await startServerProcess({ DATA_DIR: dataDir })
    children.push(first.child)
    const acknowledged: Array<string> = []
    let writing = true
    const writer = async () => {
      while (writing) {
        try {
          const response = await fetch(`${first.url}/web-api/session`)
          const cookie = sessionCookieOf(response)
          if (response.status === 200 && cookie !== undefined) acknowledged.push(cookie)
        } catch {
          return // the server is gone
        }
      }
    }
    const writers = Array.from({ length: 8 }, writer)
    // Killed in the middle of the writes: after 30 acknowledged (or 20 s on a very busy machine), with 8 more in flight.
    const until = Date.now() + 20_000
    while (acknowledged.length < 30 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20))
    first.child.kill("SIGKILL")
    writing = false
    await Promise.all(writers)
    await exitOf(first.child)
    expect(acknowledged.length).toBeGreaterThanOrEqual(10)

    // The killed process left its lock behind; the next server sees its holder is gone and takes over.
    const second = await startServerProcess({ DATA_DIR: dataDir })
    children.push(second.child)
    const lost: Array<string> = []
    for (const cookie of acknowledged) {
      if ((await sessionStateOf(second.url, cookie)) !== "live") lost.push(cookie)
    }
    expect(lost).toEqual([])
    second.child.kill("SIGTERM")
    expect(await exitOf(second.child)).toBe(0)
  }, SLOW)
})

describe("an unusable database", () => {
  let silent: Server
  const children: Array<ChildProcessWithoutNullStreams> = []
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL")
    silent?.close()
  })

  /**
   * Starts a server on `databaseUrl` and expects exit 1 with `message`, within 15 s of `from` (when it first tried the
   * database; by default its launch, which also counts loading the server's code on a loaded machine).
   */
  const refuses = async (databaseUrl: string, message: RegExp, from?: () => number | undefined) => {
    const launched = Date.now()
    const child = launchServer({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl })
    children.push(child)
    const output = outputOf(child)
    expect(await exitOf(child)).toBe(1)
    expect(Date.now() - (from?.() ?? launched)).toBeLessThan(15_000)
    expect(output()).toMatch(message)
    // The password in the URL is never printed.
    expect(output()).not.toContain("s3cret")
  }

  it("a malformed DATABASE_URL: a clear line and exit 1, not a silent localhost", async () => {
    await refuses("not-a-url", /Oddsfold cannot start: DATABASE_URL is not a PostgreSQL URL/)
  }, SLOW)

  it("a server that accepts connections and never answers: exit 1 within 15 s of its first try", async () => {
    let firstTry: number | undefined
    silent = createServer(() => {})
    silent.on("connection", () => (firstTry ??= Date.now()))
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve))
    const port = (silent.address() as { port: number }).port
    await refuses(`postgres://app:s3cret@127.0.0.1:${port}/oddsfold`, new RegExp(`Oddsfold cannot start: cannot use PostgreSQL at 127\\.0\\.0\\.1:${port}/oddsfold`), () => firstTry)
  }, SLOW)

  it("nothing listening: exit 1 within 15 s", async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const port = (closed.address() as { port: number }).port
    await new Promise((resolve) => closed.close(resolve))
    await refuses(`postgres://app:s3cret@127.0.0.1:${port}/oddsfold`, /Oddsfold cannot start: cannot use PostgreSQL at 127\.0\.0\.1/)
  }, SLOW)
})
