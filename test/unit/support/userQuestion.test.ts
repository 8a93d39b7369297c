import { Layer, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { AskSupportQuestion } from "../../../src/commands/support/commands"
import { createApp } from "../../../src/commands/startup"
import { demoConfig } from "../../support/demoConfig"

/** A guest's question goes with the page's language: the operator's answer is e-mailed in it (server/support/service.ts). */
describe("the user-question modal's question", () => {
  it("carries the page's language, and the guest's e-mail as typed", async () => {
    const asked: Array<unknown> = []
    const script: TestScript = {
      api: {
        config: { all: () => demoConfig() },
        session: { check: () => ({ userId: null }), start: () => "ok", fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }) },
        support: {
          ask: (request) => {
            asked.push(request.payload)
            return { ticketId: null }
          }
        }
      },
      navigation: { url: "/ru/" }
    }
    const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
    await app.start()
    await app.bus.dispatch(new AskSupportQuestion({ email: "gast@example.com", topic: "Бонус", message: "Как отыграть?" }), "user")
    expect(asked).toEqual([{ email: "gast@example.com", topic: "Бонус", message: "Как отыграть?", language: "ru" }])
    await app.stop()
  })
})
