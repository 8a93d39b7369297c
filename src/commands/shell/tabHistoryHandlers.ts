import { Effect } from "effect"
import { Storage } from "../../adapters/Storage"
import { decodeTabHistory, TAB_HISTORY_STORAGE_KEY, tabHistoryBack } from "../../domain/shell/tabHistory"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { Navigate } from "./commands"
import type { GoBack, RestoreTabHistory } from "./tabHistoryCommands"
import { TabHistoryRestored, WentBack } from "./tabHistoryEvents"

/** What session storage kept is a storage read: it enters the log, so a replay restores the same history. */
export const restoreTabHistory: Handler<RestoreTabHistory> = () =>
  Effect.gen(function* () {
    const entries = decodeTabHistory(yield* (yield* Storage).get("session", TAB_HISTORY_STORAGE_KEY))
    return entries.length === 0 ? emit() : emit(new TabHistoryRestored({ entries }))
  })

/** Pops two and moves to the one returned to, which the move pushes again (SPEC.md 2.1). */
export const goBack: Handler<GoBack> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const back = tabHistoryBack(states.tabHistory.entries, command.fallback)
    return emitThen([new WentBack({ to: back.to, fromHistory: back.fromHistory })], [new Navigate({ to: back.to, mode: "push" })])
  })
