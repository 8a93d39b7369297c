import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { exportLog, importLog } from "../../src/commands/exchange"
import { EventLog } from "../../src/commands/log"
import { type EventMigration, upgradeEventBody } from "../../src/commands/migrations"
import { replay } from "../../src/commands/replay"
import { SessionChecked } from "../../src/commands/session/events"

// A test event through three versions: v1 { name }, v2 { first, last }, v3 { first, last, initials }.
const toV2: EventMigration = {
  tag: "Renamed",
  from: 1,
  migrate: ({ name, ...rest }) => {
    const [first, last] = String(name).split(" ")
    return { ...rest, first, last }
  }
}
const toV3: EventMigration = {
  tag: "Renamed",
  from: 2,
  migrate: (body) => ({ ...body, initials: `${String(body.first)[0]}${String(body.last)[0]}` })
}
const otherTag: EventMigration = { tag: "Other", from: 1, migrate: () => ({ _tag: "Other", wrong: true }) }

describe("event migrations as a chain (ARCHITECTURE 3)", () => {
  it("takes v1 through v2 to v3, each step in version order, whatever order they are listed in", () => {
    const v1 = { _tag: "Renamed", v: 1, name: "Ada Lovelace" }
    const expected = { _tag: "Renamed", v: 3, first: "Ada", last: "Lovelace", initials: "AL" }
    expect(upgradeEventBody(v1, 3, [toV2, toV3])).toEqual({ _tag: "Upgraded", body: expected })
    expect(upgradeEventBody(v1, 3, [toV3, otherTag, toV2])).toEqual({ _tag: "Upgraded", body: expected })
  })

  it("starts from the version the body carries, and reads a body without one as v1", () => {
    expect(upgradeEventBody({ _tag: "Renamed", v: 2, first: "Alan", last: "Turing" }, 3, [toV3, toV2])).toEqual({
      _tag: "Upgraded",
      body: { _tag: "Renamed", v: 3, first: "Alan", last: "Turing", initials: "AT" }
    })
    expect(upgradeEventBody({ _tag: "Renamed", name: "Grace Hopper" }, 2, [toV3, toV2])).toEqual({
      _tag: "Upgraded",
      body: { _tag: "Renamed", v: 2, first: "Grace", last: "Hopper" }
    })
  })

  it("leaves a body already at the current version as it is", () => {
    const v3 = { _tag: "Renamed", v: 3, first: "Ada", last: "Lovelace", initials: "AL" }
    expect(upgradeEventBody(v3, 3, [toV2, toV3])).toEqual({ _tag: "Upgraded", body: v3 })
  })

  it("reports a missing step with the versions it could not bridge, and does not use another tag's step", () => {
    expect(upgradeEventBody({ _tag: "Renamed", v: 1, name: "Ada Lovelace" }, 3, [toV3])).toEqual({ _tag: "NoPath", from: 1, to: 3 })
    expect(upgradeEventBody({ _tag: "Renamed", v: 1, name: "Ada Lovelace" }, 3, [toV2])).toEqual({ _tag: "NoPath", from: 1, to: 3 })
    expect(upgradeEventBody({ _tag: "Renamed", v: 1, name: "Ada Lovelace" }, 2, [otherTag])).toEqual({ _tag: "NoPath", from: 1, to: 2 })
  })
})

describe("the session area's migrations, through importLog", () => {
  /** An exported log with the given raw event bodies, as an older app version would have written them. */
  const oldLog = (...bodies: Array<Record<string, unknown>>) => {
    const log = new EventLog({ maxEntries: 100, startedAt: 1_700_000_000_000, appVersion: "0.9.0" })
    log.append({ kind: "event", at: 1, source: "server", body: new SessionChecked({ userId: null }) })
    const header = exportLog(log).split("\n")[0]
    return [header, ...bodies.map((body, i) => JSON.stringify({ seq: i + 1, at: i + 1, kind: "event", source: "server", body }))].join("\n") + "\n"
  }

  it("CaptchaRequested v1 named its command by log seq; v2 carries an unknown command instead", () => {
    const imported = importLog(oldLog({ _tag: "CaptchaRequested", v: 1, code: 111, commandSeq: 17 }))
    if (Either.isLeft(imported)) throw imported.left
    expect(imported.right.skipped).toEqual([])
    expect(imported.right.entries.map((e) => ({ ...e.body }))).toEqual([{ _tag: "CaptchaRequested", v: 2, code: 111, command: { _tag: "Unknown" } }])
    expect(replay(imported.right).captcha).toEqual({ pending: { code: 111, waiting: [{ _tag: "Unknown" }] } })
  })

  it("CaptchaClosed v1 did not record its code or the declined commands; v2 has code 0 and none declined", () => {
    const imported = importLog(
      oldLog({ _tag: "CaptchaRequested", v: 1, code: 111, commandSeq: 3 }, { _tag: "CaptchaClosed", v: 1, answered: false })
    )
    if (Either.isLeft(imported)) throw imported.left
    expect(imported.right.skipped).toEqual([])
    expect({ ...imported.right.entries[1]!.body }).toEqual({ _tag: "CaptchaClosed", v: 2, answered: false, code: 0, declined: [] })
    const states = replay(imported.right)
    expect(states.captcha).toEqual({ pending: null })
    expect(states.session.status).toBe("unknown")
  })

  it("without the session migrations, a v1 captcha event is reported as having no path to v2", () => {
    const imported = importLog(oldLog({ _tag: "CaptchaClosed", v: 1, answered: true }), [])
    if (Either.isLeft(imported)) throw imported.left
    expect(imported.right.entries).toEqual([])
    expect(imported.right.skipped).toEqual([{ line: 2, reason: "CaptchaClosed v1 has no migration to v2" }])
  })
})
