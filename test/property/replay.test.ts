import { Either, Redacted } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { LoadConfig } from "../../src/commands/config/commands"
import { exportLog, importLog } from "../../src/commands/exchange"
import { replay } from "../../src/commands/replay"
import { AutoLogoff } from "../../src/commands/session/autoLogoff"
import { AnswerCaptcha } from "../../src/commands/session/commands"
import { answer, command, runSession, secret } from "./support/generatedSession"

describe("replay of an exported log (ARCHITECTURE 3)", () => {
  it("replay(import(export(log))) equals the live projection state", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), fc.array(answer, { maxLength: 8 }), async (commands, answers) => {
        const app = await runSession(commands, answers)
        const imported = importLog(exportLog(app.log))
        expect(Either.isRight(imported)).toBe(true)
        if (Either.isLeft(imported)) return
        expect(imported.right.skipped).toEqual([])
        expect(replay(imported.right)).toEqual(app.store.snapshot())
        await app.stop()
      }),
      { numRuns: 60 }
    )
  }, 60_000)

  // A counterexample this property found (seed 567629728): AutoLogoff with minutes -Infinity, which JSON writes as null,
  // so the export could not be read back. Every number of a command is finite now, and such a command is never made.
  it("refuses to make a command whose number JSON cannot write (the counterexample AutoLogoff { minutes: -Infinity })", () => {
    expect(() => new AutoLogoff({ minutes: Number.NEGATIVE_INFINITY })).toThrow()
    expect(() => new AutoLogoff({ minutes: Number.NaN, lastActivityAt: 0 })).toThrow()
    expect(() => new AutoLogoff({ minutes: 1, lastActivityAt: Number.POSITIVE_INFINITY })).toThrow()
    expect(new AutoLogoff({ minutes: 0.2, lastActivityAt: 1_800_000_000_000 }).minutes).toBe(0.2)
  })

  it("holds across checkpoints when the log is over its size budget", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 40 }), fc.array(answer, { maxLength: 8 }), async (commands, answers) => {
        const app = await runSession(commands, answers, 8)
        expect(app.log.size).toBeLessThanOrEqual(8)
        const text = exportLog(app.log)
        expect(text.split("\n")[1]).toContain('"kind":"checkpoint"')
        const imported = importLog(text)
        if (Either.isLeft(imported)) throw imported.left
        expect(replay(imported.right)).toEqual(app.store.snapshot())
        await app.stop()
      }),
      { numRuns: 40 }
    )
  }, 60_000)

  it("never exports a secret that was typed in, though the server received it", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), secret, async (commands, typed) => {
        // The server asks for a captcha first, so the typed answer is really sent with the retried command.
        const app = await runSession([new LoadConfig({ lang: "en" }), new AnswerCaptcha({ answer: Redacted.make(typed) }), ...commands], ["captcha", "ok"])
        const text = exportLog(app.log)
        expect(text).not.toContain("SECRET<")
        expect(text).toContain("<redacted>")
        const sentCaptchas = app.log.entries.flatMap((e) =>
          e.kind === "command" && e.body._tag === "LoadConfig" && e.body.captcha !== undefined ? [Redacted.value(e.body.captcha)] : []
        )
        expect(sentCaptchas).toContain(typed)
        await app.stop()
      }),
      { numRuns: 40 }
    )
  }, 60_000)
})
