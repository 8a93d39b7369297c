import { execFileSync, spawnSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { generateLog } from "../../bench/generatedLog"
import { exportLog } from "../../src/commands/exchange"
import { replay } from "../../src/commands/replay"

describe("npm run replay -- <file>", () => {
  it("prints the replayed state of every projection", () => {
    const log = generateLog(200)
    const file = join(mkdtempSync(join(tmpdir(), "oddsfold-")), "log.jsonl")
    writeFileSync(file, exportLog(log))
    const out = execFileSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", file], { encoding: "utf8" })
    expect(out).toContain("app       bench")
    for (const name of ["app", "siteConfig", "settings", "session", "language", "location"]) expect(out).toContain(`== ${name}`)
    expect(out).toContain(`"visited": ${replay(log).location.visited}`)
  }, 90_000)

  it("lists unusable lines and exits non-zero; refuses a file that is not a log", () => {
    const dir = mkdtempSync(join(tmpdir(), "oddsfold-"))
    const damaged = join(dir, "damaged.jsonl")
    writeFileSync(damaged, exportLog(generateLog(5)) + '{"seq":99,"at":1,"kind":"event","source":"user","body":{"_tag":"Nope","v":1}}\n')
    const r = spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", damaged], { encoding: "utf8" })
    expect(r.stdout).toMatch(/skipped +line \d+: unknown event type Nope/)
    expect(r.status).toBe(3)
    const junk = join(dir, "junk.jsonl")
    writeFileSync(junk, "hello\n")
    const j = spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", junk], { encoding: "utf8" })
    expect(j.status).toBe(1)
    expect(j.stderr).toContain("header")
  }, 90_000)
})
