import { describe, expect, it } from "vitest"
import { TestScheduler } from "rxjs/testing"
import { playerActivity, presence, viewportResizes, visibilityChanges } from "../../../src/adapters/domStreams"

/** A window whose size the test sets before firing resize. */
class FakeWindow extends EventTarget {
  innerWidth = 1920
  innerHeight = 1080
  resize(width: number) {
    this.innerWidth = width
    this.dispatchEvent(new Event("resize"))
  }
}

const virtualTime = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected))

describe("DOM streams (SPEC.md 9: resize debounce 100 ms, activity throttle 100 ms)", () => {
  it("resize emits the size once resizing has paused for 100 ms", () => {
    virtualTime().run(({ expectObservable, cold }) => {
      const win = new FakeWindow()
      // Resizes at 10, 60 and 130 ms (a drag), then one at 410 ms. (Nothing at frame 0: the stream subscribes then.)
      cold("10ms a 49ms b 69ms c 279ms d").subscribe((v) => win.resize({ a: 1000, b: 1100, c: 1200, d: 1300 }[v]!))
      expectObservable(viewportResizes(win), "^ 600ms !").toBe("230ms x 279ms y", {
        x: { width: 1200, height: 1080 },
        y: { width: 1300, height: 1080 }
      })
    })
  })

  it("activity emits at most once per 100 ms, at the first event of each window", () => {
    virtualTime().run(({ expectObservable, cold }) => {
      const doc = new EventTarget()
      cold("10ms a 29ms b 29ms c 59ms d 9ms e").subscribe((name) =>
        doc.dispatchEvent(new Event({ a: "mousemove", b: "keydown", c: "scroll", d: "mousedown", e: "wheel" }[name]!))
      )
      // Events at 10, 40, 70, 130, 140 ms: windows start at 10 and at 130.
      expectObservable(playerActivity(doc), "^ 300ms !").toBe("10ms a 119ms b", { a: 10, b: 130 })
    })
  })

  it("presence for the auto-logoff: pointer, keys and scroll, and the tab shown again, at most once per 100 ms", () => {
    virtualTime().run(({ expectObservable, cold }) => {
      const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState })
      const fire = (name: string) => {
        if (name === "h" || name === "v") {
          doc.visibilityState = name === "h" ? "hidden" : "visible"
          doc.dispatchEvent(new Event("visibilitychange"))
        } else doc.dispatchEvent(new Event({ p: "pointerdown", k: "keydown", s: "scroll" }[name]!))
      }
      // pointer at 10, key at 50 (same window), scroll at 200, the tab hidden at 400 (no activity), shown at 600,
      // a key at 650 (inside the window the return opened).
      cold("10ms p 39ms k 149ms s 199ms h 199ms v 49ms k").subscribe(fire)
      expectObservable(presence(doc), "^ 800ms !").toBe("10ms a 189ms b 399ms c", { a: undefined, b: undefined, c: undefined })
    })
  })

  it("visibility emits each real change once", () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: "visible" as DocumentVisibilityState })
    const seen: Array<boolean> = []
    const subscription = visibilityChanges(doc).subscribe((v) => seen.push(v))
    for (const state of ["hidden", "hidden", "visible"] as const) {
      doc.visibilityState = state
      doc.dispatchEvent(new Event("visibilitychange"))
    }
    subscription.unsubscribe()
    doc.visibilityState = "hidden"
    doc.dispatchEvent(new Event("visibilitychange"))
    expect(seen).toEqual([false, true])
  })
})
