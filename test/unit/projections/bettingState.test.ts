import { describe, expect, it } from "vitest"
import { BettingStateChanged, BettingStateRestored } from "../../../src/commands/settings/events"
import type { BettingState } from "../../../src/domain/settings/bettingState"
import { foldEvents } from "../../../src/projections/fold"
import { initialStates } from "../../../src/projections/registry"
import { bettingStateProjection } from "../../../src/projections/settings/bettingState"

/** Written by hand: nothing grouped or filtered until the player asks (SPEC.md 3 betting state, time filter "all"). */
const defaults: BettingState = { groupByCategory: 0, wideScoreboard: 0, onlyWithVideos: 0, filteredMarkets: "", timeFilter: "all" }

describe("betting state projection", () => {
  it("starts with nothing grouped or filtered", () => {
    expect(bettingStateProjection.initial).toEqual(defaults)
  })

  it("restoring starts again from the defaults and applies what was stored", () => {
    const changed: BettingState = { ...defaults, wideScoreboard: 1, timeFilter: "recommended" }
    expect(bettingStateProjection.apply(changed, new BettingStateRestored({ stored: { groupByCategory: 1, filteredMarkets: "1x2,total" } }))).toEqual({
      ...defaults,
      groupByCategory: 1,
      filteredMarkets: "1x2,total"
    })
  })

  it("a change applies on top; a change to what it already is keeps the same state", () => {
    const grouped = bettingStateProjection.apply(defaults, new BettingStateChanged({ patch: { groupByCategory: 1, timeFilter: "first_period" } }))
    expect(grouped).toEqual({ ...defaults, groupByCategory: 1, timeFilter: "first_period" })
    expect(bettingStateProjection.apply(grouped, new BettingStateChanged({ patch: { groupByCategory: 1 } }))).toBe(grouped)
  })

  it("a replay's batch fold ends where the events one by one end", () => {
    const events = [
      new BettingStateRestored({ stored: { onlyWithVideos: 1 } }),
      new BettingStateChanged({ patch: { filteredMarkets: "handicap" } }),
      new BettingStateChanged({ patch: { onlyWithVideos: 0, wideScoreboard: 1 } })
    ]
    expect(foldEvents(initialStates(), events).bettingState).toEqual({ ...defaults, filteredMarkets: "handicap", wideScoreboard: 1 })
  })
})
