import type { ChildProcessWithoutNullStreams } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { exitOf, launchServer as launch, outputOf as output, READY, waitFor } from "./support/serverProcess"

// Creating a PGlite data folder takes seconds, many more on a busy machine.
const SLOW = 120_000

describe("the built server, as npm start runs it", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "oddsfold-main-"))
  const children: Array<ChildProcessWithoutNullStreams> = []
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill("SIGKILL")
    rmSync(dataDir, { recursive: true, force: true })
  })

  it("starts from the environment, announces its address, serves, and stops cleanly on SIGTERM", async () => {
    const child = launch({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, CLIENT_DIR: join(dataDir, "no-client") })
    children.push(child)
    const text = output(child)
    await waitFor(() => READY.test(text()) || child.exitCode !== null, "the ready line")
    const match = READY.exec(text())
    expect(match, text()).not.toBeNull()
    const response = await fetch(`http://127.0.0.1:${match![2]}/bff-api/config/all.json?lang=ru`)
    expect(response.status).toBe(200)
    expect(((await response.json()) as { companyName: string }).companyName).toBe("Oddsfold")
    child.kill("SIGTERM")
    expect(await exitOf(child)).toBe(0)
  }, SLOW)

  it("refuses to start with a TOKEN_SECRET too short to be safe, saying why", async () => {
    const child = launch({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, TOKEN_SECRET: "short" })
    children.push(child)
    const text = output(child)
    const code = await exitOf(child)
    expect(code).not.toBe(0)
    expect(text()).toMatch(/TOKEN_SECRET must be at least 32 characters/)
    expect(text()).not.toMatch(READY)
  }, SLOW)
})
