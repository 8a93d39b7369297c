import { Schema } from "effect"
import { captchaAnswer } from "../secret"

/**
 * Asks the server what changed in the signed-in player's money and coupons since the version this client holds (the
 * first time: the version and the accounts). The area's timer sends it every few seconds while the tab is visible.
 */
export class PollChanges extends Schema.TaggedClass<PollChanges>()("PollChanges", { ...captchaAnswer }) {}

export const changesCommands = [PollChanges] as const
