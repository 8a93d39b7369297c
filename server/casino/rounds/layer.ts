import { Layer } from "effect"
import { CasinoRoundsHttpLive } from "./http"
import { CasinoRoundsServiceLive } from "./service"

/**
 * The in-house casino's provably fair seeds and its instant games' rounds, paid on the account area's ledger and held
 * to the limits area's rules (in play_casino_round, migration 047), so both stand below it in server/areas.ts.
 */
export const CasinoRoundsLive = CasinoRoundsHttpLive.pipe(Layer.provide(CasinoRoundsServiceLive))
