import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { PollChanges } from "../changes/commands"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { type ClaimCashback, LoadCashback } from "./cashbackCommands"
import { CashbackClaimed, CashbackClaimFailed, CashbackLoaded, CashbackLoadFailed } from "./cashbackEvents"

export const loadCashback: Handler<LoadCashback> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.cashback.overview({ path: { programme: command.programme } }),
      (answer) => emit(new CashbackLoaded({ programme: command.programme, answer })),
      (error) => emit(new CashbackLoadFailed({ programme: command.programme, error }))
    )
  )

/** Claims the week; the programme's weeks and the balances (the main account was credited) are read again. */
export const claimCashback: Handler<ClaimCashback> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.cashback.claim({ path: { programme: command.programme }, payload: { periodStart: command.periodStart } }),
      ({ period }) => emitThen([new CashbackClaimed({ programme: command.programme, period })], [new LoadCashback({ programme: command.programme }), new PollChanges({})]),
      (error) => emit(new CashbackClaimFailed({ programme: command.programme, periodStart: command.periodStart, error }))
    )
  )
