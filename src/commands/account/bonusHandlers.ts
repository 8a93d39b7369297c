import { computed } from "@preact/signals-react"
import { Effect, Queue, Runtime } from "effect"
import { Api } from "../../adapters/api/Api"
import { Storage } from "../../adapters/Storage"
import { firstDepositOfferFits, firstDepositOfferStorageKey } from "../../domain/account/bonusSettings"
import { splitLanguageSegment } from "../../domain/shell/languageRoute"
import type { CommandBus } from "../bus"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { type DismissFirstDepositOffer, LoadAccountSettings, type SaveAccountSettings, ShowFirstDepositOffer } from "./bonusCommands"
import { AccountSettingsFailed, AccountSettingsLoaded, AccountSettingsSaved, FirstDepositOfferDismissed, FirstDepositOfferShown } from "./bonusEvents"

/** The account settings (SPEC.md 3) and the first-deposit bonus modal (SPEC.md 4). */

export const loadAccountSettings: Handler<LoadAccountSettings> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.accountSettings(undefined, { captcha: command.captcha }),
      (state) => emit(new AccountSettingsLoaded({ state })),
      (error) => emit(new AccountSettingsFailed({ error }))
    )
  )

export const saveAccountSettings: Handler<SaveAccountSettings> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.account.saveAccountSettings({ payload: command.patch }, { captcha: command.captcha }),
      (state) => emit(new AccountSettingsSaved({ state })),
      (error) => emit(new AccountSettingsFailed({ error }))
    )
  )

/** Shown once per player of this browser: the flag is stored as it shows; the modal then reads the current choice. */
export const showFirstDepositOffer: Handler<ShowFirstDepositOffer> = (command) =>
  Effect.gen(function* () {
    const { session, firstDepositOffer } = yield* (yield* Query).states
    if (session.userId !== command.userId || firstDepositOffer.visible) return emit()
    const storage = yield* Storage
    const key = firstDepositOfferStorageKey(command.userId)
    if ((yield* storage.get("local", key)) !== undefined) return emit()
    yield* storage.set("local", key, "1")
    return emitThen([new FirstDepositOfferShown({ userId: command.userId })], [new LoadAccountSettings({})])
  })

export const dismissFirstDepositOffer: Handler<DismissFirstDepositOffer> = () => Effect.succeed(emit(new FirstDepositOfferDismissed({})))

/**
 * Watches for the scene of the first-deposit bonus modal (src/domain/account/bonusSettings.ts firstDepositOfferFits):
 * when it fits, ShowFirstDepositOffer is dispatched once per player in this visit; the handler decides by the flag.
 */
export const startFirstDepositOffer = (bus: CommandBus) =>
  Effect.gen(function* () {
    const { state } = bus.store
    const candidate = computed((): number | null => {
      const session = state.session.value
      const auth = state.auth.value
      const fits = firstDepositOfferFits({
        signedIn: session.status === "player",
        hasDeposit: state.userConfig.value.config?.has_deposit ?? null,
        onHomePage: splitLanguageSegment(state.location.value.path).rest === "/",
        overlayOpen:
          auth.open !== null || auth.issuedCredentials !== null || state.captcha.value.pending !== null || state.welcome.value.visible || state.inactivity.value.loggedOffAfterMinutes !== null,
        registeredThisVisit: state.welcome.value.registeredThisVisit
      })
      return fits ? session.userId : null
    })
    const asked = new Set<number>()
    const candidates = yield* Queue.sliding<number | null>(1)
    const runtime = yield* Effect.runtime<never>()
    const stop = candidate.subscribe((userId) => Runtime.runSync(runtime)(Queue.offer(candidates, userId)))
    yield* Effect.addFinalizer(() => Effect.sync(stop))
    yield* Effect.forkScoped(
      Effect.forever(
        Effect.flatMap(Queue.take(candidates), (userId) => {
          if (userId === null || asked.has(userId)) return Effect.void
          asked.add(userId)
          return bus.dispatchEffect(new ShowFirstDepositOffer({ userId }), "system")
        })
      )
    )
  })
