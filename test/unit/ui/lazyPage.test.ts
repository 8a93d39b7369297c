import { type ComponentType, createElement, Suspense } from "react"
import { renderToString } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { lazyPage } from "../../../src/ui/shell/routing/lazyPage"

const Greeting = () => createElement("h1", null, "Welcome")
const inSuspense = (Page: ComponentType) => renderToString(createElement(Suspense, { fallback: createElement("i", null, "loading") }, createElement(Page)))

describe("a lazily loaded page", () => {
  it("renders its content at once when its chunk was preloaded: no fallback, so no Suspense reveal delay", async () => {
    let loads = 0
    const page = lazyPage(async () => {
      loads++
      return Greeting
    })
    page.preload()
    page.preload()
    await new Promise((resolve) => setTimeout(resolve, 0))
    const html = inSuspense(page.Page)
    expect(html).toContain("<h1>Welcome</h1>")
    expect(html).not.toContain("loading")
    expect(loads).toBe(1)
  })

  it("shows the fallback while a chunk that was never asked for loads, and loads it once", () => {
    let loads = 0
    const page = lazyPage(() => {
      loads++
      return new Promise(() => undefined)
    })
    const html = inSuspense(page.Page)
    expect(html).toContain("loading")
    expect(html).not.toContain("Welcome")
    page.preload()
    expect(loads).toBe(1)
  })
})
