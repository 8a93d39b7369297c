import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { exportLog, importLog } from "../../../src/commands/exchange"
import { EventLog } from "../../../src/commands/log"
import { SessionChecked } from "../../../src/commands/session/events"
import { importLogInSteps } from "../../../src/ui/devtools/importInSteps"

const exported = (entries: number, maxEntries = 100) => {
  const log = new EventLog({ maxEntries, startedAt: 1_700_000_000_000, appVersion: "1.2.3" })
  for (let i = 1; i <= entries; i++) log.append({ kind: "event", at: i, source: "server", body: new SessionChecked({ userId: i }) })
  return exportLog(log)
}
const noPause = () => Promise.resolve()

describe("importing a log file in steps", () => {
  it("reads the same log as one import, skipped lines numbered as in the file", async () => {
    // Lines: 1 header, 2-6 the entries, 7 an unknown event, 8 not JSON, 9 one more entry.
    const text = exported(5).trimEnd().split("\n").concat(
      JSON.stringify({ seq: 6, at: 6, kind: "event", source: "user", body: { _tag: "Teleported", v: 1 } }),
      "{oops",
      JSON.stringify({ seq: 7, at: 7, kind: "event", source: "server", body: { _tag: "SessionChecked", v: 1, userId: 7 } })
    ).join("\n")
    const stepped = await importLogInSteps(text, noPause, 2)
    if (Either.isLeft(stepped)) throw stepped.left
    expect(stepped.right.entries.map((entry) => entry.seq)).toEqual([1, 2, 3, 4, 5, 7])
    expect(stepped.right.skipped).toEqual([
      { line: 7, reason: "unknown event type Teleported" },
      { line: 8, reason: "not a JSON object" }
    ])
    expect(stepped.right.header).toMatchObject({ appVersion: "1.2.3", startedAt: 1_700_000_000_000 })
    expect(stepped).toEqual(importLog(text))
  })

  it("keeps the checkpoint the export writes on line 2", async () => {
    // A budget of 4 entries: the 5th append folds 1-3 into a checkpoint, the 8th folds 4-6; 7, 8 and 9 remain.
    const text = exported(9, 4)
    const stepped = await importLogInSteps(text, noPause, 3)
    if (Either.isLeft(stepped)) throw stepped.left
    expect(stepped.right.checkpoint?.seq).toBe(6)
    expect(stepped.right.checkpoint?.states.session.userId).toBe(6)
    expect(stepped.right.entries.map((entry) => entry.seq)).toEqual([7, 8, 9])
  })

  it("pauses after every step and says how far it got", async () => {
    const progress: Array<[number, number]> = []
    await importLogInSteps(exported(5), (read, lines) => Promise.resolve(void progress.push([read, lines])), 2)
    // 7 lines: the header, 5 entries and the empty line after the last newline.
    expect(progress).toEqual([[3, 7], [5, 7], [7, 7]])
  })

  it("refuses a file without a header, and numbers a bad checkpoint line as in the file", async () => {
    const notALog = await importLogInSteps("hello\n", noPause)
    expect(Either.isLeft(notALog) && notALog.left.message).toBe("line 1: the header is not JSON")
    const [header, ...rest] = exported(3).trimEnd().split("\n")
    const badCheckpoint = [header, ...rest, JSON.stringify({ kind: "checkpoint", seq: 3, at: 3, states: 7 })].join("\n")
    const result = await importLogInSteps(badCheckpoint, noPause, 2)
    expect(Either.isLeft(result) && result.left.message).toBe("line 5: checkpoint states are not an object")
  })
})
