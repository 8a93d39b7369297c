import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import type { AccountChanges } from "../../domain/api/changes"
import type { States } from "../../projections/registry"
import { LoadBetHistory, LoadPlacedCoupon } from "../coupon/commands"
import type { Command } from "../registry"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import type { PollChanges } from "./commands"
import { ChangesPollFailed, ChangesReceived } from "./events"

/**
 * The coupons a page shows that an answer with `reload` leaves unknown: the history's last query and the coupon page's
 * coupon are read again (a first poll says `reload`: what those pages read before it is older than its version).
 */
export const rereadsAfter = (states: Pick<States, "betHistory">): ReadonlyArray<Command> => {
  const { printed, query, status } = states.betHistory
  return [
    ...(query !== null && status === "loaded" ? [new LoadBetHistory({ query })] : []),
    ...(printed !== null && "legs" in printed ? [new LoadPlacedCoupon({ couponId: printed.id })] : [])
  ]
}

/** Nothing changed since the version sent: nothing to log beyond the call's own answer. */
const isNothingNew = (answer: AccountChanges, since: number | null): boolean =>
  since !== null && answer.version === since && answer.accounts === null && answer.coupons.length === 0 && !answer.reload

/**
 * Polls the signed-in player's changes from the version held for them (none yet: the first poll), and hands the
 * answer to the projections that show money and coupons. A guest polls nothing.
 */
export const pollChanges: Handler<PollChanges> = (command) =>
  Effect.gen(function* () {
    const query = yield* Query
    const { changes, session } = yield* query.states
    if (session.status !== "player" || session.userId === null) return emit()
    const userId = session.userId
    const since = changes.owner === userId ? changes.version : null
    const api = yield* Api
    // The pages to read again are judged once the answer is in: a history loaded while the poll was on its way counts.
    const call = Effect.flatMap(api.changes.poll({ urlParams: since === null ? {} : { since } }, { captcha: command.captcha }), (answer) =>
      Effect.map(query.states, (states) => ({ answer, rereads: answer.reload ? rereadsAfter(states) : [] }))
    )
    return yield* fromServerAnswer(
      command,
      call,
      ({ answer, rereads }) =>
        // Nothing new is logged as nothing, unless it ends a run of failures (the store shows the feed answers again).
        isNothingNew(answer, since) && changes.error === null
          ? emit()
          : emitThen(
              [new ChangesReceived({ userId, since, version: answer.version, accounts: answer.accounts, coupons: answer.coupons, reload: answer.reload })],
              rereads
            ),
      // A run of failures (offline for a while) is one event: the log keeps every call's answer anyway.
      (error) => (changes.owner === userId && changes.error !== null ? emit() : emit(new ChangesPollFailed({ userId, error })))
    )
  })
