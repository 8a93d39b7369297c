import { computed, effect, type ReadonlySignal } from "@preact/signals-react"
import { Clock, Effect, Fiber, HashMap, Option, Runtime } from "effect"
import { Storage, type StorageArea } from "../../adapters/Storage"
import { after, every } from "../../adapters/timers"
import { COUPON_REMINDER_STORAGE_KEY, isCouponPage } from "../../domain/coupon/reminder"
import type { Services } from "../handler"
import { COUPON_SETTINGS_STORAGE_KEY } from "../../domain/coupon/couponSettings"
import { COUPON_STORAGE_KEY, storedCouponOf } from "../../domain/coupon/couponState"
import { activeAccount } from "../../projections/account/selectors"
import { type Area, defineArea } from "../area"
import { CloseCouponReminder, couponCommands, EditCoupon, LoadCashOutQuotes, LoadCouponLimits, RestoreCoupon, ShowCouponReminder } from "./commands"
import { cashOutCoupon, editBet, loadCashOutQuotes, setAutoCashOut } from "./cashOutHandlers"
import { couponEvents, couponServerAnswers } from "./events"
import {
  changeCouponSettings,
  closeCouponReminder,
  closeCouponResult,
  dismissOneClickQuestion,
  editCoupon,
  loadBetHistory,
  loadCouponLimits,
  loadFreeBets,
  loadPlacedCoupon,
  placeCoupon,
  restoreCoupon,
  sendCoupon,
  showCouponReminder,
  toggleBet
} from "./handlers"
import { shareHandlers } from "./shareHandlers"

/** How often cash-out values are read again: the live line's poll (src/domain/sports/watch.ts). */
const QUOTES_POLL_MS = 5_000

/**
 * The bet slip (ARCHITECTURE 2, area `coupon`): the coupon and its settings, kept in local storage on every change
 * (SPEC.md 4), the stake limits of the account it is placed from, placing, the bet history and the printed coupon.
 */
export const couponArea: Area<typeof couponCommands, typeof couponEvents> = defineArea({
  name: "coupon",
  commands: couponCommands,
  handlers: {
    RestoreCoupon: restoreCoupon,
    ToggleBet: toggleBet,
    EditCoupon: editCoupon,
    ChangeCouponSettings: changeCouponSettings,
    DismissOneClickQuestion: dismissOneClickQuestion,
    LoadCouponLimits: loadCouponLimits,
    LoadFreeBets: loadFreeBets,
    PlaceCoupon: placeCoupon,
    SendCoupon: sendCoupon,
    CloseCouponResult: closeCouponResult,
    LoadBetHistory: loadBetHistory,
    LoadPlacedCoupon: loadPlacedCoupon,
    ShowCouponReminder: showCouponReminder,
    CloseCouponReminder: closeCouponReminder,
    LoadCashOutQuotes: loadCashOutQuotes,
    CashOutCoupon: cashOutCoupon,
    SetAutoCashOut: setAutoCashOut,
    EditBet: editBet,
    ...shareHandlers
  },
  events: couponEvents,
  serverAnswers: couponServerAnswers,
  migrations: [],
  start: (bus) =>
    Effect.gen(function* () {
      const storage = yield* Storage
      const runtime = yield* Effect.runtime<Services>()
      let timer: Fiber.RuntimeFiber<unknown> | undefined
      let quotesPoll: Fiber.RuntimeFiber<unknown> | undefined
      const { coupon, couponSettings, accounts, couponReminder, location, sportsGames, betHistory, session } = bus.store.state
      // Cash-out values follow the line: read at once and then at the live line's poll (5 s) while the history shows
      // an open coupon of a signed-in player.
      const showsOpen = computed(() => session.value.status === "player" && betHistory.value.coupons.some((each) => each.status === "open"))
      // SPEC.md 4: the stored coupon fills an empty coupon at start.
      yield* bus.dispatchEffect(new RestoreCoupon({}), "system")
      const keep = (key: string, record: ReadonlySignal<string>, area: StorageArea = "local") => {
        let written = record.peek()
        return record.subscribe((next) => {
          if (next === written) return
          written = next
          Runtime.runFork(runtime)(storage.set(area, key, next))
        })
      }
      // The limits follow the account the coupon is placed from: loaded when a player's accounts arrive or the coupon
      // changes account, never for a guest.
      const accountId = computed(() => {
        const chosen = accounts.value.all_accounts.find((account) => account.id === coupon.value.accountId)
        return (chosen ?? activeAccount(accounts.value))?.id ?? null
      })
      const unsubscribe = [
        keep(COUPON_STORAGE_KEY, computed(() => JSON.stringify(storedCouponOf(coupon.value)))),
        keep(COUPON_SETTINGS_STORAGE_KEY, computed(() => JSON.stringify(couponSettings.value.settings))),
        effect(() => {
          const id = accountId.value
          if (id !== null) void bus.dispatch(new LoadCouponLimits({ accountId: id }), "system")
        }),
        // The reminder's record lives in session storage (SPEC.md 3); its timer is a fiber on the Clock, replaced
        // whenever a new reminder is set, and its firing is a command.
        keep(COUPON_REMINDER_STORAGE_KEY, computed(() => JSON.stringify(couponReminder.value.reminder)), "session"),
        effect(() => {
          const reminder = couponReminder.value.reminder
          if (timer !== undefined) Runtime.runFork(runtime)(Fiber.interrupt(timer))
          timer = undefined
          if (reminder === null || reminder.isShown) return
          const fire = Effect.flatMap(Clock.currentTimeMillis, (now) =>
            Effect.zipRight(Effect.sleep(Math.max(0, reminder.timeToShow - now)), bus.dispatchEffect(new ShowCouponReminder({}), "timer"))
          )
          // `after` leaves search bots without the timer (SPEC.md 4); its scope lives as long as this fiber.
          timer = Runtime.runFork(runtime)(Effect.scoped(Effect.zipRight(after(0, fire), Effect.never)))
        }),
        // Coupon settings "drop on score change": a live bet leaves the coupon when its game's score moves from the
        // score it was added at.
        effect(() => {
          if (!couponSettings.value.settings.isDropOnScoreChange) return
          const games = sportsGames.value
          for (const bet of coupon.value.bets) {
            if (!bet.market.isLive || bet.score === null) continue
            const now = Option.getOrUndefined(HashMap.get(games, bet.market.gameId))?.score
            if (now !== undefined && (now.home !== bet.score.home || now.away !== bet.score.away)) {
              void bus.dispatch(new EditCoupon({ edit: { _tag: "RemoveBet", betId: bet.market.id } }), "system")
            }
          }
        }),
        effect(() => {
          const on = showsOpen.value
          if (quotesPoll !== undefined) Runtime.runFork(runtime)(Fiber.interrupt(quotesPoll))
          quotesPoll = undefined
          if (!on) return
          void bus.dispatch(new LoadCashOutQuotes({}), "system")
          const poll = every(QUOTES_POLL_MS, bus.dispatchEffect(new LoadCashOutQuotes({}), "timer"), { pauseWhileHidden: true })
          quotesPoll = Runtime.runFork(runtime)(Effect.scoped(Effect.zipRight(poll, Effect.never)))
        }),
        // SPEC.md 4: the reminder closes when the coupon empties or the coupon page opens.
        effect(() => {
          if (!couponReminder.value.visible) return
          if (coupon.value.bets.length === 0 || isCouponPage(location.value.path)) void bus.dispatch(new CloseCouponReminder({}), "system")
        })
      ]
      yield* Effect.addFinalizer(() =>
        Effect.andThen(
          Effect.sync(() => unsubscribe.forEach((stop) => stop())),
          Effect.suspend(() => Effect.all([timer, quotesPoll].flatMap((fiber) => (fiber === undefined ? [] : [Fiber.interrupt(fiber)]))))
        )
      )
    })
})
