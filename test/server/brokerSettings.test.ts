import type { ChildProcessWithoutNullStreams } from "node:child_process"
import { existsSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { startServer } from "../../server/startServer"
import { exitOf, launchServer, outputOf } from "./support/serverProcess"

/**
 * What an operator sees when BROKER_URL names no usable broker: one line saying why, and exit 1 within seconds, before
 * the database is opened (the data folder is not even made).
 */

const SLOW = 120_000

describe("an unusable BROKER_URL", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "oddsfold-broker-"))
  const children: Array<ChildProcessWithoutNullStreams> = []
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL")
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(`${dataDir}.lock`, { force: true })
  })

  const refuses = async (brokerUrl: string, message: RegExp) => {
    const started = Date.now()
    const data = join(dataDir, "pglite")
    const child = launchServer({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: data, BROKER_URL: brokerUrl })
    children.push(child)
    const output = outputOf(child)
    expect(await exitOf(child)).toBe(1)
    // Not a hang (a busy machine takes seconds to load the server's code), and before the database.
    expect(Date.now() - started).toBeLessThan(60_000)
    expect(existsSync(data)).toBe(false)
    expect(output()).toMatch(message)
    // The password in the URL is never printed.
    expect(output()).not.toContain("s3cret")
  }

  it("one that is not a NATS URL", async () => {
    await refuses("http://app:s3cret@127.0.0.1:4222", /Oddsfold cannot start: .*BROKER_URL must start with nats:\/\/ or tls:\/\//)
  }, SLOW)

  it("one that is no URL at all", async () => {
    await refuses("nats//app:s3cret@127.0.0.1:4222", /Oddsfold cannot start: .*BROKER_URL must be a NATS URL such as nats:\/\/127\.0\.0\.1:4222/)
  }, SLOW)

  it("one given to a server started in code, refused before its database is made", async () => {
    const data = join(dataDir, "in-code")
    const started = startServer({ database: { kind: "pglite", dataDir: data }, broker: { kind: "nats", url: "redis://app:s3cret@127.0.0.1:6379" }, log: () => undefined })
    await expect(started).rejects.toThrow(/must start with nats:\/\/ or tls:\/\/, not redis:/)
    await expect(started).rejects.not.toThrow(/s3cret/)
    expect(existsSync(data)).toBe(false)
  }, SLOW)

  it("one where nothing listens", async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const port = (closed.address() as { port: number }).port
    await new Promise((resolve) => closed.close(resolve))
    await refuses(`nats://app:s3cret@127.0.0.1:${port}`, new RegExp(`Oddsfold cannot start: the broker at nats://127\\.0\\.0\\.1:${port} cannot be reached`))
  }, SLOW)
})
