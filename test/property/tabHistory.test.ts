import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  decodeTabHistory,
  encodeTabHistory,
  restoredTabHistory,
  tabHistoryAfter,
  tabHistoryBack,
  type TabMove
} from "../../src/domain/shell/tabHistory"

/** Written here, not read from the module under test: the history keeps the last 50 routes. */
const LIMIT = 50

/**
 * The model: a tab's history as a plain, unbounded stack, moved the way SPEC.md 2.1 says, step by step. The rule
 * under test must always hold the model's last LIMIT entries.
 */
class ModelTab {
  readonly stack: Array<string> = []
  private top(): string | undefined {
    return this.stack[this.stack.length - 1]
  }
  move(url: string, how: TabMove): void {
    if (how === "replace") {
      if (this.stack.length === 0) this.stack.push(url)
      else this.stack[this.stack.length - 1] = url
      return
    }
    if (how === "pop" && this.stack.length >= 2 && this.stack[this.stack.length - 2] === url) {
      this.stack.pop()
      return
    }
    if (this.top() !== url) this.stack.push(url)
  }
  /** Back: pop two, then the move to the one returned to pushes it again. */
  back(fallback: string): string {
    const to = this.stack.length >= 2 ? this.stack[this.stack.length - 2]! : fallback
    this.stack.pop()
    this.stack.pop()
    this.move(to, "push")
    return to
  }
}

const url = fc.constantFrom("/en/", "/en/casino", "/en/casino/slots", "/en/live", "/en/games/chest", "/ru/toto/draws?page=2")
const step = fc.oneof(
  fc.record({ kind: fc.constant("move" as const), url, how: fc.constantFrom<TabMove>("push", "push", "replace", "pop") }),
  fc.record({ kind: fc.constant("back" as const), fallback: url })
)

describe("tab history (SPEC.md 2.1: keeps visited routes; a back navigation pops two)", () => {
  it("holds the last 50 routes of a hand-moved tab after any moves and backs", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 160 }), (steps) => {
        const model = new ModelTab()
        let entries: ReadonlyArray<string> = []
        for (const s of steps) {
          if (s.kind === "move") {
            model.move(s.url, s.how)
            entries = tabHistoryAfter(entries, s.url, s.how)
          } else {
            const expectedTo = model.back(s.fallback)
            const back = tabHistoryBack(entries, s.fallback)
            expect(back.to).toBe(expectedTo)
            entries = tabHistoryAfter(back.rest, back.to, "push")
          }
          expect(entries).toEqual(model.stack.slice(-LIMIT))
        }
      })
    )
  })

  it("a back returns to the route before and leaves it shown once, not twice", () => {
    const entries = ["/en/", "/en/casino", "/en/casino/slots/game/g1/g-one"]
    const back = tabHistoryBack(entries, "/en/casino/slots")
    expect(back).toEqual({ to: "/en/casino", rest: ["/en/"], fromHistory: true })
    expect(tabHistoryAfter(back.rest, back.to, "push")).toEqual(["/en/", "/en/casino"])
    // A tab opened on the game page has nothing before it: the link's own address.
    expect(tabHistoryBack(["/en/casino/slots/game/g1/g-one"], "/en/casino/slots")).toEqual({ to: "/en/casino/slots", rest: [], fromHistory: false })
    // The browser's own back drops the last; a redirect takes the place of the one shown.
    expect(tabHistoryAfter(["/a", "/b"], "/a", "pop")).toEqual(["/a"])
    expect(tabHistoryAfter(["/a", "/b"], "/c", "replace")).toEqual(["/a", "/c"])
    expect(tabHistoryAfter(["/a", "/b"], "/b", "push")).toEqual(["/a", "/b"])
  })

  it("a reload joins what session storage kept to the routes since, the page shown not twice", () => {
    expect(restoredTabHistory(["/a", "/b", "/c"], ["/c"])).toEqual(["/a", "/b", "/c"])
    expect(restoredTabHistory(["/a", "/b"], ["/c", "/d"])).toEqual(["/a", "/b", "/c", "/d"])
    expect(restoredTabHistory([], ["/c"])).toEqual(["/c"])
    const many = Array.from({ length: 60 }, (_, i) => `/p${i}`)
    expect(restoredTabHistory(many, ["/q"])).toEqual([...many.slice(11), "/q"])
  })

  it("reads back what it wrote, without secret query values, and nothing from what it did not write", () => {
    fc.assert(
      fc.property(fc.array(url, { maxLength: LIMIT }), (entries) => {
        expect(decodeTabHistory(encodeTabHistory(entries))).toEqual(entries)
      })
    )
    expect(decodeTabHistory(encodeTabHistory(["/en/user/passwordreset?token=s3cret"]))).toEqual(["/en/user/passwordreset?token=%3Credacted%3E"])
    for (const text of [undefined, "", "{", "{}", "[1]", "null"]) expect(decodeTabHistory(text)).toEqual([])
    // Only paths of this site: a way off it is dropped.
    expect(decodeTabHistory(JSON.stringify(["https://evil.example/", "//evil.example/x", "/en/"]))).toEqual(["/en/"])
  })
})
