import { describe, expect, it } from "vitest"
import { SessionChecked } from "../../../src/commands/session/events"
import { SettingsChanged } from "../../../src/commands/settings/events"
import { initialStates } from "../../../src/projections/registry"
import { ProjectionStore } from "../../../src/projections/store"
import { go, writesTo } from "./support"


describe("projection store", () => {
  it("starts from the initial states, or from the states it is given", () => {
    expect(new ProjectionStore().snapshot()).toEqual(initialStates())
    const given = { ...initialStates(), session: { status: "guest", userId: null, accountId: null, deviceSession: false, fingerprintExpiresAt: null, error: null } } as const
    const store = new ProjectionStore(given)
    expect(store.snapshot()).toBe(given)
    expect(store.state.session.value).toBe(given.session)
  })

  it("publishes a state only in its own signal, and only when it changed", () => {
    const store = new ProjectionStore()
    const session = writesTo(() => store.state.session.value)
    const location = writesTo(() => store.state.location.value)
    store.apply(new SessionChecked({ userId: 7 }))
    expect(store.state.session.value).toEqual({ status: "player", userId: 7, accountId: null, deviceSession: false, fingerprintExpiresAt: null, error: null })
    expect([session(), location()]).toEqual([1, 0])
    store.apply(new SessionChecked({ userId: 7 }))
    expect([session(), location()]).toEqual([1, 0])
  })

  it("a batch publishes each changed signal once, with the state after the whole batch", () => {
    const store = new ProjectionStore()
    const location = writesTo(() => store.state.location.value)
    const settings = writesTo(() => store.state.settings.value)
    store.applyMany([go("/en/"), go("/en/live"), new SettingsChanged({ patch: { appTheme: 1 } }), go("/en/casino")])
    expect([location(), settings()]).toEqual([1, 1])
    expect(store.state.location.value).toEqual({ path: "/en/casino", search: "", mode: "push", visited: 3, lastRedirect: null })
    expect(store.snapshot().settings.appTheme).toBe(1)
  })

  it("a batch that changes nothing keeps the snapshot", () => {
    const store = new ProjectionStore()
    const before = store.snapshot()
    store.applyMany([new SettingsChanged({ patch: { appTheme: 0 } })])
    expect(store.snapshot()).toBe(before)
  })

  it("refuses a signal per key for a projection that is not keyed", () => {
    expect(() => new ProjectionStore().keySignal("session", "42")).toThrow("projection session is not keyed")
  })
})
