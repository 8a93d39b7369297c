import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { LogEntry } from "../../../src/commands/entry"
import { entriesBlockText, readEntriesBlock } from "../../../src/commands/firstPaintEntries"
import { Boot } from "../../../src/commands/shell/commands"
import { LanguageChanged } from "../../../src/commands/shell/events"
import { partNamesOf, partsAttributeValue } from "../../../src/domain/shell/firstPaint"

/** The server's entries as the page carries them (ARCHITECTURE 10), and the parts it names for the browser to load first. */
const entries: ReadonlyArray<LogEntry> = [
  { seq: 1, at: 1_700_000_000_000, source: "server", kind: "command", body: new Boot({ appVersion: "1.2.3", devTools: false }) },
  { seq: 2, at: 1_700_000_000_001, source: "server", kind: "answer", causedBy: 1, body: { call: "Clock.currentTimeMillis", exit: { _tag: "Success", value: 5 } } },
  // A language a request named, with what could end the element or open a comment: written escaped, read back whole.
  { seq: 3, at: 1_700_000_000_002, source: "server", kind: "event", causedBy: 1, body: new LanguageChanged({ lng: "</script><!--\u2028\u2029" }) }
]

describe("the first paint's entries in the page", () => {
  it("are written with no '<' and no raw line separator, and read back as the same entries of the same classes", () => {
    const text = entriesBlockText(entries)
    expect(text).not.toContain("<")
    expect(text).not.toMatch(/[\u2028\u2029]/)
    expect(text).toContain("\\u003c/script>\\u003c!--\\u2028\\u2029")
    const read = readEntriesBlock(text)
    expect(read).toStrictEqual(entries)
    expect(read?.[0]?.body).toBeInstanceOf(Boot)
    expect(read?.[2]?.body).toBeInstanceOf(LanguageChanged)
  })

  it("are none when the page has no block, or one that is not JSON, not a list, or holds an entry this build does not know", () => {
    expect(readEntriesBlock(null)).toBeUndefined()
    expect(readEntriesBlock(undefined)).toBeUndefined()
    expect(readEntriesBlock("[{")).toBeUndefined()
    expect(readEntriesBlock('{"seq":1}')).toBeUndefined()
    expect(readEntriesBlock("[]")).toEqual([])
    const text = entriesBlockText(entries)
    expect(readEntriesBlock(text.replace('"_tag":"Boot"', '"_tag":"BootOfAnotherBuild"'))).toBeUndefined()
    expect(readEntriesBlock(text.replace('"seq":2', '"seq":"2"'))).toBeUndefined()
  })
})

describe("the parts the page names", () => {
  it("are read back as named, in order", () => {
    expect(partNamesOf("oneTap ageGate")).toEqual(["oneTap", "ageGate"])
    expect(partNamesOf("")).toEqual([])
    expect(partNamesOf(null)).toEqual([])
    expect(partNamesOf(undefined)).toEqual([])
  })

  it("leave out whatever is not a name of letters, 1 to 40 of them", () => {
    expect(partsAttributeValue(["oneTap", '"><script>', "ageGate"])).toBe("oneTap ageGate")
    expect(partNamesOf('oneTap "><script> age-gate a1 ' + "x".repeat(41) + " " + "y".repeat(40))).toEqual(["oneTap", "y".repeat(40)])
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-z]{1,40}$/), { maxLength: 8 }), (names) => {
        expect(partNamesOf(names.join(" "))).toEqual(names)
        expect(partNamesOf(partsAttributeValue(names))).toEqual(names)
      })
    )
    fc.assert(
      fc.property(fc.string(), (value) => {
        for (const name of partNamesOf(value)) expect(name).toMatch(/^[A-Za-z]{1,40}$/)
      })
    )
  })
})
