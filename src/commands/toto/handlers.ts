import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { PollChanges } from "../changes/commands"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { type LoadToto, type LoadTotoCoupons, type LoadTotoDraw, LoadTotoDraw as LoadDraw, type PlaceTotoCoupon } from "./commands"
import {
  TotoCouponPlaced,
  TotoCouponPlaceFailed,
  TotoCouponsLoaded,
  TotoCouponsLoadFailed,
  TotoDrawLoaded,
  TotoDrawLoadFailed,
  TotoLoaded,
  TotoLoadFailed
} from "./events"

export const loadToto: Handler<LoadToto> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.toto.overview(),
      (answer) => emit(new TotoLoaded({ answer })),
      (error) => emit(new TotoLoadFailed({ error }))
    )
  )

export const loadTotoDraw: Handler<LoadTotoDraw> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.toto.draw({ path: { drawId: command.drawId } }),
      (draw) => emit(new TotoDrawLoaded({ draw })),
      (error) => emit(new TotoDrawLoadFailed({ drawId: command.drawId, error }))
    )
  )

/** The player's coupons; a settled one's prize is on the balance: the changes feed brings it. */
export const loadTotoCoupons: Handler<LoadTotoCoupons> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.toto.coupons(),
      ({ coupons }) => emitThen([new TotoCouponsLoaded({ coupons })], [new PollChanges({})]),
      (error) => emit(new TotoCouponsLoadFailed({ error }))
    )
  )

/** Places the coupon; the new balance comes with the changes feed, the draw (its pool) is read again. */
export const placeTotoCoupon: Handler<PlaceTotoCoupon> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.toto.placeCoupon({ payload: { couponKey: command.couponKey, drawId: command.drawId, picks: command.picks } }),
      (answer) => emitThen([new TotoCouponPlaced({ answer })], [new PollChanges({}), new LoadDraw({ drawId: command.drawId })]),
      (error) => emit(new TotoCouponPlaceFailed({ couponKey: command.couponKey, error }))
    )
  )
