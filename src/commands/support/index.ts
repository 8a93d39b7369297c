import { Duration, Effect, Fiber } from "effect"
import { filter, startWith } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { every } from "../../adapters/timers"
import { type Area, defineArea } from "../area"
import type { CommandBus } from "../bus"
import { CapturePaymentConsultant, LoadSupportThread, LoadSupportTickets, supportCommands } from "./commands"
import { supportEvents, supportServerAnswers } from "./events"
import {
  askSupportQuestion,
  capturePaymentConsultant,
  closeSupportModal,
  closeSupportTicket,
  loadSupportThread,
  loadSupportTickets,
  openSupportTicket,
  replySupportTicket,
  showSupportModal,
  unwatchSupport,
  watchSupport
} from "./handlers"

/** How often a shown support page is read again: the operator's answer appears within this long. */
export const SUPPORT_POLL_PERIOD = Duration.seconds(4)

const WATCH_TAGS: ReadonlySet<string> = new Set(["SupportWatchStarted", "SupportWatchStopped", "LoggedOut"])

/**
 * The support page a player looks at (the tickets, or one thread) is read every SUPPORT_POLL_PERIOD from the moment it
 * is shown until it is gone, only while the tab is visible and a player is signed in. Every poll is a command from
 * the timer, in the log; one that finds nothing new logs no event.
 */
const pollWatched = (bus: CommandBus) =>
  Effect.gen(function* () {
    let poller: { readonly key: string; readonly fiber: Fiber.RuntimeFiber<void> } | undefined
    const follow = Effect.suspend(() => {
      const { session, support } = bus.store.snapshot()
      const watched = support.watching
      const key = watched === null || session.status !== "player" ? null : watched.ticketId === null ? "list" : String(watched.ticketId)
      const stop = poller === undefined || poller.key === key ? Effect.void : Fiber.interrupt(poller.fiber)
      if (poller !== undefined && poller.key !== key) poller = undefined
      if (key === null || watched === null || poller !== undefined) return stop
      const read = watched.ticketId === null ? new LoadSupportTickets({}) : new LoadSupportThread({ ticketId: watched.ticketId })
      const poll = every(SUPPORT_POLL_PERIOD, bus.dispatchEffect(read, "timer"), { pauseWhileHidden: true })
      return Effect.zipRight(
        stop,
        Effect.map(Effect.forkScoped(Effect.scoped(Effect.zipRight(poll, Effect.never))), (fiber) => void (poller = { key, fiber }))
      )
    })
    yield* Effect.forkScoped(
      forEachValue(
        bus.log.feed.pipe(
          filter((entry) => entry.kind === "event" && WATCH_TAGS.has(entry.body._tag)),
          startWith(undefined)
        ),
        () => follow
      )
    )
  })

/**
 * Support (ARCHITECTURE 2, area `support`): the player's tickets and threads with the operator, the share-idea page,
 * the user-question and support-request-history modals, and the payment-consultant deep link.
 */
export const supportArea: Area<typeof supportCommands, typeof supportEvents> = defineArea({
  name: "support",
  commands: supportCommands,
  handlers: {
    LoadSupportTickets: loadSupportTickets,
    LoadSupportThread: loadSupportThread,
    OpenSupportTicket: openSupportTicket,
    ReplySupportTicket: replySupportTicket,
    CloseSupportTicket: closeSupportTicket,
    AskSupportQuestion: askSupportQuestion,
    WatchSupport: watchSupport,
    UnwatchSupport: unwatchSupport,
    ShowSupportModal: showSupportModal,
    CloseSupportModal: closeSupportModal,
    CapturePaymentConsultant: capturePaymentConsultant
  },
  events: supportEvents,
  serverAnswers: supportServerAnswers,
  migrations: [],
  start: (bus) =>
    Effect.gen(function* () {
      // The query the page was opened with: a payment link lands on any page.
      yield* bus.dispatchEffect(new CapturePaymentConsultant({ search: bus.store.snapshot().location.search }), "system")
      yield* pollWatched(bus)
    })
})
