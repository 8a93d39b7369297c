import { Clock, Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { stepView } from "../../domain/content/viewEntry"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { LoadView, type ReleaseView, type ReloadView, type RetryView, type UseView } from "./commands"
import { ViewLoaded, ViewLoadFailed, ViewReleased, ViewReloadRequested, ViewRetryDue, ViewUsed } from "./events"

const entryOf = (key: string) => Effect.map(Effect.flatMap(Query, (query) => query.states), (states) => states.views.entries[key])

/** Uses the view: a view not existing yet starts loading (a view already there is shown as it is). */
export const useView: Handler<UseView> = (command) =>
  Effect.map(entryOf(command.key), (entry) => {
    const step = entry === undefined ? { effect: { _tag: "load" } } : stepView(entry, { _tag: "use" })
    return step.effect._tag === "load" ? emitThen([new ViewUsed({ key: command.key, path: command.path })], [new LoadView({ key: command.key })]) : emit(new ViewUsed({ key: command.key, path: command.path }))
  })

/**
 * The back end's view of the path, in JSON render mode (SPEC.md 7). Code to evaluate is never run: it is logged as a
 * warning (SPEC.md 8); a view without an app name is logged.
 */
export const loadView: Handler<LoadView> = (command) =>
  Effect.gen(function* () {
    const entry = yield* entryOf(command.key)
    if (entry === undefined || entry.state !== 1) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.content.view({ urlParams: { path: entry.path }, headers: { "x-render-mode": "json", "x-api-version": "v2" } }).pipe(
        Effect.tap((view) => (view.codeToEval === undefined ? Effect.void : Effect.logWarning(`remote view ${command.key}: code to evaluate is not run`))),
        Effect.tap((view) => (view.appName === "" ? Effect.logError(`remote view ${command.key}: the answer has no appName`) : Effect.void))
      ),
      (view) => emit(new ViewLoaded({ key: command.key, view })),
      (error) => emit(new ViewLoadFailed({ key: command.key, error }))
    )
  })

/** The retry timer fired: the view loads again if the machine still wants it. */
export const retryView: Handler<RetryView> = (command) =>
  Effect.map(entryOf(command.key), (entry) =>
    entry !== undefined && stepView(entry, { _tag: "retryDue" }).effect._tag === "load"
      ? emitThen([new ViewRetryDue({ key: command.key })], [new LoadView({ key: command.key })])
      : emit()
  )

/** A reload event: at most once a second, the view loads afresh. */
export const reloadView: Handler<ReloadView> = (command) =>
  Effect.gen(function* () {
    const entry = yield* entryOf(command.key)
    const at = yield* Clock.currentTimeMillis
    if (entry === undefined) return emit()
    return stepView(entry, { _tag: "reload", at }).effect._tag === "load"
      ? emitThen([new ViewReloadRequested({ key: command.key, at })], [new LoadView({ key: command.key })])
      : emit()
  })

export const releaseView: Handler<ReleaseView> = (command) =>
  Effect.map(entryOf(command.key), (entry) => (entry === undefined || entry.state === -2 ? emit() : emit(new ViewReleased({ key: command.key }))))
