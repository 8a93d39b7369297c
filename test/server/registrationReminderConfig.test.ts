import { ConfigProvider, Effect, Either } from "effect"
import { describe, expect, it } from "vitest"
import { serverOptionsFromEnv } from "../../server/options"
import { databasesUnderTest } from "./support/databases"
import { useTestServer } from "./support/testServer"

/**
 * SPEC.md 3 "Registration reminder setting: delay, interval" in the site config every visitor loads, and the server's
 * override of it (REGISTRATION_REMINDER_DELAY_SECONDS, REGISTRATION_REMINDER_INTERVAL_SECONDS).
 */

const siteConfig = async (url: string) => (await (await fetch(`${url}/bff-api/config/all.json?lang=en`)).json()) as Record<string, unknown>

const optionsOf = (env: Record<string, string>) =>
  Effect.runPromise(Effect.either(Effect.withConfigProvider(serverOptionsFromEnv, ConfigProvider.fromMap(new Map(Object.entries(env))))))

describe("the registration reminder of the demo config", () => {
  const server = useTestServer(databasesUnderTest[0]!)
  it("reminds after three minutes, once a day (seconds)", async () => {
    expect((await siteConfig(server.url))["registrationReminder"]).toEqual({ delay: 180, interval: 86400 })
  })
})

describe("the registration reminder override", () => {
  const server = useTestServer(databasesUnderTest[0]!, { registrationReminder: { delay: 4 } })
  it("replaces the parts it names in every visitor's config and keeps the others", async () => {
    expect((await siteConfig(server.url))["registrationReminder"]).toEqual({ delay: 4, interval: 86400 })
  })
})

describe("REGISTRATION_REMINDER_DELAY_SECONDS and REGISTRATION_REMINDER_INTERVAL_SECONDS", () => {
  it("are read as whole seconds", async () => {
    const options = await optionsOf({ REGISTRATION_REMINDER_DELAY_SECONDS: "5", REGISTRATION_REMINDER_INTERVAL_SECONDS: "3600" })
    expect(Either.getOrThrow(options).registrationReminder).toEqual({ delay: 5, interval: 3600 })
    expect(Either.getOrThrow(await optionsOf({})).registrationReminder).toEqual({ delay: undefined, interval: undefined })
  })

  it("refuse to start on a value that is no number of seconds the setting allows", async () => {
    const refused: ReadonlyArray<Record<string, string>> = [
      { REGISTRATION_REMINDER_DELAY_SECONDS: "-1" },
      { REGISTRATION_REMINDER_DELAY_SECONDS: "1.5" },
      { REGISTRATION_REMINDER_DELAY_SECONDS: "86401" },
      { REGISTRATION_REMINDER_INTERVAL_SECONDS: "soon" },
      { REGISTRATION_REMINDER_INTERVAL_SECONDS: "31536001" }
    ]
    for (const env of refused) {
      expect(Either.isLeft(await optionsOf(env)), JSON.stringify(env)).toBe(true)
    }
  })
})
