import { Layer } from "effect"
import { CasinoCrashHttpLive } from "./http"
import { CasinoCrashServiceLive } from "./service"

/**
 * The crash game: its round loop and bets (migration 051), paid on the account area's ledger and held to the limits
 * area's rules (in place_crash_bet), so both stand below it in server/areas.ts.
 */
export const CasinoCrashLive = CasinoCrashHttpLive.pipe(Layer.provide(CasinoCrashServiceLive))
