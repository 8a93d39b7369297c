import { execFileSync, spawnSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { generateLog } from "../../bench/generatedLog"
import { exportLog } from "../../src/commands/exchange"
import { replay } from "../../src/commands/replay"
import { LoadConfig } from "../../src/commands/config/commands"
import { CheckSession } from "../../src/commands/session/commands"
import { runSession } from "../property/support/generatedSession"

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

  it("--rerun prints no divergence for an unchanged log, and the diverging entries side by side for a changed one", async () => {
    // Boot (seq 1-6), LoadConfig (7-9), CheckSession (10: its answer 11, SessionChecked 12).
    const app = await runSession([new LoadConfig({ lang: "en" }), new CheckSession({})], ["ok"])
    const dir = mkdtempSync(join(tmpdir(), "oddsfold-"))
    const same = join(dir, "same.jsonl")
    const text = exportLog(app.log)
    writeFileSync(same, text)
    const ok = spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", "--rerun", same], { encoding: "utf8" })
    expect(ok.stdout).toContain("rerun: no divergence (3 commands re-run)")
    expect(ok.status).toBe(0)
    // As if the log had been recorded by a handler that read the player's id wrongly: today's reads 42.
    const changed = join(dir, "changed.jsonl")
    expect(text).toContain('"userId":42,"_tag":"SessionChecked"')
    writeFileSync(changed, text.replace('"userId":42,"_tag":"SessionChecked"', '"userId":7,"_tag":"SessionChecked"'))
    const diverged = spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", "--rerun", changed], { encoding: "utf8" })
    expect(diverged.status).toBe(1)
    const lines = diverged.stdout.split("\n")
    expect(lines[0]).toBe("rerun: divergence in the command at seq 10, entry 2: event SessionChecked has a different body")
    const marked = lines.find((line) => line.startsWith(">  2 "))!
    const [logged, today] = marked.split(" | ")
    expect(logged).toContain('event SessionChecked {"v":1,"userId":7')
    expect(today).toContain('event SessionChecked {"v":1,"userId":42')
    await app.stop()
  }, 90_000)
})
