import { Layer } from "effect"
import { ChangesHttpLive } from "./http"
import { ChangesServiceLive } from "./service"

/** The changes area: the players' changes feed (their accounts and coupons since a version) and its handlers. */
export const ChangesLive = ChangesHttpLive.pipe(Layer.provideMerge(ChangesServiceLive))
