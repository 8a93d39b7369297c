import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { Storage } from "../../adapters/Storage"
import type { SupportThread, SupportTicket } from "../../domain/api/support"
import { isLanguageCode } from "../../domain/shell/language"
import { PAYMENT_CONSULTANT_STORAGE_KEY, paymentConsultantOf } from "../../domain/support/consultant"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import {
  type AskSupportQuestion,
  type CapturePaymentConsultant,
  type CloseSupportModal,
  type CloseSupportTicket,
  LoadSupportThread,
  LoadSupportTickets,
  type OpenSupportTicket,
  type ReplySupportTicket,
  type ShowSupportModal,
  type UnwatchSupport,
  type WatchSupport
} from "./commands"
import {
  PaymentConsultantFlagged,
  SupportModalClosed,
  SupportModalShown,
  SupportQuestionFailed,
  SupportQuestionSent,
  SupportThreadLoaded,
  SupportThreadLoadFailed,
  SupportTicketOpened,
  SupportTicketsLoaded,
  SupportTicketsLoadFailed,
  SupportWatchStarted,
  SupportWatchStopped,
  SupportWriteFailed
} from "./events"

/** The same tickets as held: a poll that finds nothing new logs nothing beyond the call's own answer. */
const sameTickets = (held: ReadonlyArray<SupportTicket> | null, answer: ReadonlyArray<SupportTicket>): boolean =>
  held !== null &&
  held.length === answer.length &&
  held.every((t, i) => t.id === answer[i]!.id && t.updatedAt === answer[i]!.updatedAt && t.status === answer[i]!.status && t.messages === answer[i]!.messages)

const sameThread = (held: SupportThread | undefined, answer: SupportThread): boolean =>
  held !== undefined && held.ticket.status === answer.ticket.status && held.ticket.updatedAt === answer.ticket.updatedAt && held.messages.length === answer.messages.length

export const loadSupportTickets: Handler<LoadSupportTickets> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const held = (yield* (yield* Query).states).support
    return yield* fromServerAnswer(
      command,
      api.support.tickets(),
      (tickets) => (held.status === "loaded" && sameTickets(held.tickets, tickets) ? emit() : emit(new SupportTicketsLoaded({ tickets }))),
      (error) => emit(new SupportTicketsLoadFailed({ error }))
    )
  })

export const loadSupportThread: Handler<LoadSupportThread> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const held = (yield* (yield* Query).states).support.threads[String(command.ticketId)]
    return yield* fromServerAnswer(
      command,
      api.support.thread({ path: { ticketId: command.ticketId } }),
      (thread) => (sameThread(held, thread) ? emit() : emit(new SupportThreadLoaded({ thread }))),
      (error) => emit(new SupportThreadLoadFailed({ ticketId: command.ticketId, error }))
    )
  })

export const openSupportTicket: Handler<OpenSupportTicket> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.support.open({ payload: { kind: command.kind, topic: command.topic, message: command.message } }),
      (thread) => emitThen([new SupportTicketOpened({ thread })], [new LoadSupportTickets({})]),
      (error) => emit(new SupportWriteFailed({ action: "open", ticketId: null, error }))
    )
  )

export const replySupportTicket: Handler<ReplySupportTicket> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.support.reply({ path: { ticketId: command.ticketId }, payload: { message: command.message } }),
      (thread) => emit(new SupportThreadLoaded({ thread })),
      // A closed ticket (closed by the operator meanwhile): the thread is read again and shows it.
      (error) => emitThen([new SupportWriteFailed({ action: "reply", ticketId: command.ticketId, error })], [new LoadSupportThread({ ticketId: command.ticketId })])
    )
  )

export const closeSupportTicket: Handler<CloseSupportTicket> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.support.close({ path: { ticketId: command.ticketId } }),
      (thread) => emitThen([new SupportThreadLoaded({ thread })], [new LoadSupportTickets({})]),
      (error) => emit(new SupportWriteFailed({ action: "close", ticketId: command.ticketId, error }))
    )
  )

/** The question goes with the page's language, the one a guest's answer is written in. */
export const askSupportQuestion: Handler<AskSupportQuestion> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const { language } = yield* (yield* Query).states
    const payload = { email: command.email, topic: command.topic, message: command.message, ...(isLanguageCode(language.current) ? { language: language.current } : {}) }
    return yield* fromServerAnswer(
      command,
      api.support.ask({ payload }),
      ({ ticketId }) => emit(new SupportQuestionSent({ ticketId })),
      (error) => emit(new SupportQuestionFailed({ error }))
    )
  })

/** The page is shown: read at once; the area's poller reads it again while it is watched. */
export const watchSupport: Handler<WatchSupport> = (command) =>
  Effect.succeed(
    emitThen(
      [new SupportWatchStarted({ ticketId: command.ticketId })],
      [command.ticketId === null ? new LoadSupportTickets({}) : new LoadSupportThread({ ticketId: command.ticketId })]
    )
  )

export const unwatchSupport: Handler<UnwatchSupport> = () => Effect.succeed(emit(new SupportWatchStopped({})))

/** The history modal lists the player's tickets: they are read as it opens. */
export const showSupportModal: Handler<ShowSupportModal> = (command) =>
  Effect.gen(function* () {
    const { session } = yield* (yield* Query).states
    const shown = new SupportModalShown({ modal: command.modal })
    return command.modal === "history" && session.status === "player" ? emitThen([shown], [new LoadSupportTickets({})]) : emit(shown)
  })

export const closeSupportModal: Handler<CloseSupportModal> = () =>
  Effect.gen(function* () {
    const { supportDesk } = yield* (yield* Query).states
    return supportDesk.modal === null ? emit() : emit(new SupportModalClosed({}))
  })

/** payment_consultant=1 in the page's query stores the flag; otherwise a flag stored by an earlier visit is read. */
export const capturePaymentConsultant: Handler<CapturePaymentConsultant> = (command) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    if (paymentConsultantOf(command.search) === true) {
      yield* storage.set("local", PAYMENT_CONSULTANT_STORAGE_KEY, "1")
      return emit(new PaymentConsultantFlagged({ fromQuery: true }))
    }
    return (yield* storage.get("local", PAYMENT_CONSULTANT_STORAGE_KEY)) === "1" ? emit(new PaymentConsultantFlagged({ fromQuery: false })) : emit()
  })
