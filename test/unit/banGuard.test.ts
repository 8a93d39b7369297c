import { Effect, Layer, TestContext } from "effect"
import { describe, expect, it, vi } from "vitest"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { NavigationControl } from "../../src/adapters/NavigationTest"
import { createApp } from "../../src/commands/startup"
import { Navigate } from "../../src/commands/shell/commands"
import { demoConfig } from "../support/demoConfig"
import { sampleUserConfig } from "../support/userConfig"

/** The ban redirect guard (SPEC.md 4) where the sign-in guard runs: after navigation and after the user config. */
const startApp = async (url: string, ban: { readonly level: number; readonly version: number }) => {
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig() },
      session: {
        check: () => ({ userId: 5 }),
        userConfig: () => ({ result: { ...sampleUserConfig, ban_level: ban.level, ban_version: ban.version } })
      }
    },
    navigation: { url }
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const history = () => app.run(Effect.flatMap(NavigationControl, (n) => n.history) as never) as Promise<ReadonlyArray<string>>
  const tags = () => app.log.entries.filter((e) => e.kind === "event").map((e) => e.body._tag as string)
  return { app, history, tags }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

describe("ban redirect guard in the app (SPEC.md 4)", () => {
  it("sends a banned player from the home page to the ban page, and lets them open deduce at level 53 version 1", async () => {
    const { app, tags } = await startApp("/en/", { level: 53, version: 1 })
    await vi.waitFor(() => expect(app.store.state.location.value.path).toBe("/en/block"))
    expect(tags()).toContain("BanRedirected")
    await app.bus.dispatch(new Navigate({ to: "/en/deduce", mode: "push" }), "user")
    await vi.waitFor(() => expect(app.store.state.location.value.path).toBe("/en/deduce"))
    await settle()
    expect(app.store.state.location.value.path).toBe("/en/deduce")
    await app.stop()
  })

  it("sends a player banned at level 53 version 2 from deduce to the ban page", async () => {
    const { app } = await startApp("/en/deduce", { level: 53, version: 2 })
    await vi.waitFor(() => expect(app.store.state.location.value.path).toBe("/en/block"))
    await app.stop()
  })

  it("leaves a player who is not banned where they are", async () => {
    const { app, tags } = await startApp("/en/deduce", { level: 0, version: 1 })
    await vi.waitFor(() => expect(app.store.state.userConfig.value.config?.ban_level).toBe(0))
    await settle()
    expect(app.store.state.location.value.path).toBe("/en/deduce")
    expect(tags()).not.toContain("BanRedirected")
    await app.stop()
  })
})
