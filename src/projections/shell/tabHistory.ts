import { Schema } from "effect"
import type { Mutable } from "effect/Types"
import { LoggedUrl } from "../../domain/shell/secretQuery"
import { restoredTabHistory, tabHistoryAfter, tabHistoryBack } from "../../domain/shell/tabHistory"
import { defineProjection, type EventOf, foldByEdit } from "../projection"

/** The routes this tab has shown, oldest first, the last the one shown now (SPEC.md 2.1, src/domain/shell/tabHistory.ts). */
export const TabHistoryState = Schema.Struct({ entries: Schema.Array(LoggedUrl) })
export type TabHistoryState = typeof TabHistoryState.Type

export const tabHistoryProjection = defineProjection({
  name: "tabHistory",
  schema: TabHistoryState,
  initial: { entries: [] } as TabHistoryState,
  tags: ["Navigated", "TabHistoryRestored", "WentBack"],
  ...foldByEdit<Mutable<TabHistoryState>, EventOf<"Navigated" | "TabHistoryRestored" | "WentBack">>((draft, event) => {
    const before = draft.entries
    switch (event._tag) {
      case "Navigated":
        draft.entries = tabHistoryAfter(before, `${event.path}${event.search}`, event.mode)
        break
      case "TabHistoryRestored":
        draft.entries = restoredTabHistory(event.entries, before)
        break
      case "WentBack":
        draft.entries = tabHistoryBack(before, event.to).rest
        break
    }
    return draft.entries !== before
  })
})
