import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import type { LogEntry } from "../../../src/commands/entry"
import { HandlerFailed } from "../../../src/commands/kernelEvents"
import { AnswerCaptcha } from "../../../src/commands/session/commands"
import { Navigated } from "../../../src/commands/shell/events"
import { areaOf, encodedBodyOf, summarise, tagOf, timeOf } from "../../../src/ui/devtools/entryFacts"

const navigated: LogEntry = {
  seq: 3,
  at: 0,
  kind: "event",
  source: "user",
  body: new Navigated({ path: "/en/debugger", search: "", lng: "en", mode: "push" })
}

describe("entry facts shown in the devtools list", () => {
  it("names the tag and the area that owns it, 'kernel' for the kernel's facts", () => {
    expect(tagOf(navigated)).toBe("Navigated")
    expect(areaOf(navigated)).toBe("shell")
    const failed = { ...navigated, body: new HandlerFailed({ command: "Navigate", message: "boom" }) }
    expect(areaOf(failed)).toBe("kernel")
  })

  it("shows an entry of a kind or tag this build does not know by its kind, in area 'unknown'", () => {
    const unknownKind = { kind: "telemetry", body: { status: 200 } }
    expect(tagOf(unknownKind)).toBe("telemetry")
    expect(areaOf(unknownKind)).toBe("unknown")
    expect(areaOf({ kind: "event", body: { _tag: "Teleported" } })).toBe("unknown")
  })

  it("shows a service answer by the call it answered: a server call in its contract group's area, the rest as services", () => {
    const config = { kind: "answer", body: { call: "Api.config.all", exit: { _tag: "Success" } } }
    expect(tagOf(config)).toBe("Api.config.all")
    expect(areaOf(config)).toBe("config")
    const storage = { kind: "answer", body: { call: "Storage.get", exit: { _tag: "Success" } } }
    expect(tagOf(storage)).toBe("Storage.get")
    expect(areaOf(storage)).toBe("services")
  })

  it("writes the time of day in UTC to the millisecond", () => {
    expect(timeOf(Date.UTC(2025, 0, 2, 13, 4, 5, 67))).toBe("13:04:05.067")
  })

  it("summarises the encoded body without tag and version, nested values as JSON", () => {
    expect(summarise(encodedBodyOf(navigated))).toBe("path=/en/debugger search= lng=en mode=push")
    expect(summarise({ _tag: "SettingsChanged", v: 1, patch: { appTheme: 1 }, note: null })).toBe('patch={"appTheme":1} note=null')
  })

  it("shows a secret as <redacted>, exactly as the export writes it", () => {
    const entry: LogEntry = { seq: 9, at: 0, kind: "command", source: "user", body: new AnswerCaptcha({ answer: Redacted.make("4711") }) }
    expect(encodedBodyOf(entry)).toEqual({ _tag: "AnswerCaptcha", answer: "<redacted>" })
    expect(summarise(encodedBodyOf(entry))).toBe("answer=<redacted>")
  })

  it("cuts a long summary at 120 characters with an ellipsis", () => {
    const summary = summarise({ _tag: "Navigate", to: "x".repeat(200) })
    expect(summary).toHaveLength(120)
    expect(summary.endsWith("x…")).toBe(true)
  })
})
