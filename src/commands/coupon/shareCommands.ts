import { Schema } from "effect"
import { BuilderToPlace } from "../../domain/api/coupon"
import { captchaAnswer } from "../secret"

/** The player picks (or drops) an outcome of a game's bet builder; an outcome of another game starts it anew. */
export class ToggleBuilderPick extends Schema.TaggedClass<ToggleBuilderPick>()("ToggleBuilderPick", { gameId: Schema.String, outcomeId: Schema.String }) {}

export class ClearBuilder extends Schema.TaggedClass<ClearBuilder>()("ClearBuilder", {}) {}

export class ChangeBuilderAmount extends Schema.TaggedClass<ChangeBuilderAmount>()("ChangeBuilderAmount", { amount: Schema.Int.pipe(Schema.nonNegative()) }) {}

/** Places the bet builder as it stands, at the price the page shows. */
export class PlaceBuilder extends Schema.TaggedClass<PlaceBuilder>()("PlaceBuilder", { ...captchaAnswer }) {}

/** Sends a bet builder whose start is logged (BuilderPlacementStarted). */
export class SendBuilder extends Schema.TaggedClass<SendBuilder>()("SendBuilder", { bet: BuilderToPlace, ...captchaAnswer }) {}

export class CloseBuilderResult extends Schema.TaggedClass<CloseBuilderResult>()("CloseBuilderResult", {}) {}

/** Keeps the slip's selections under a booking code to share. */
export class MakeBookingCode extends Schema.TaggedClass<MakeBookingCode>()("MakeBookingCode", { ...captchaAnswer }) {}

/** Loads a booking code's selections into the slip. */
export class LoadBookingCode extends Schema.TaggedClass<LoadBookingCode>()("LoadBookingCode", { code: Schema.String.pipe(Schema.maxLength(32)), ...captchaAnswer }) {}

export const shareCommands = [ToggleBuilderPick, ClearBuilder, ChangeBuilderAmount, PlaceBuilder, SendBuilder, CloseBuilderResult, MakeBookingCode, LoadBookingCode] as const
