import { describe, expect, it } from "vitest"
import { FailedSignInsDismissed, FailedSignInsReported, LoggedOut, LoginSucceeded } from "../../../src/commands/session/events"
import { failedSignInsProjection } from "../../../src/projections/session/failedSignIns"

const fold = (events: ReadonlyArray<unknown>) => events.reduce((state: typeof failedSignInsProjection.initial, event) => failedSignInsProjection.apply(state, event as never), failedSignInsProjection.initial)

describe("the note of failed sign-ins", () => {
  const signedIn = new LoginSucceeded({ userId: 5, accountId: 123456789, save: false })
  const reported = new FailedSignInsReported({ count: 50, since: 1_900_000_000 })

  it("tells the failures the sign-in answered, until the player closes it or leaves", () => {
    expect(fold([signedIn, reported])).toEqual({ notice: { count: 50, since: 1_900_000_000 } })
    expect(fold([signedIn, reported, new FailedSignInsDismissed({})])).toEqual({ notice: null })
    expect(fold([signedIn, reported, new LoggedOut({})])).toEqual({ notice: null })
  })

  it("is gone at the next sign-in that brings none", () => {
    expect(fold([signedIn, reported, signedIn])).toEqual({ notice: null })
    expect(fold([signedIn])).toEqual({ notice: null })
  })
})
