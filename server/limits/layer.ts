import { Layer } from "effect"
import { LimitsHttpLive } from "./http"
import { LimitsServiceLive, ResponsibleGamingLive } from "./service"

/**
 * The limits area (responsible gaming): the player's limits, self-exclusion, time-out, self-block, session limit
 * and reality check, the limit service's handlers, and ResponsibleGaming, which the areas that move a player's money
 * (the coupon, payments) ask before a stake or deposit.
 */
export const LimitsLive = LimitsHttpLive.pipe(Layer.provideMerge(Layer.mergeAll(LimitsServiceLive, ResponsibleGamingLive)))
