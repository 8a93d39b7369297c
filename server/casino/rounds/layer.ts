import { Layer } from "effect"
import { hotWritesOf } from "../../platform/http/hotRoutes"
import { CasinoRoundsHttpLive, playRoundHotWrite } from "./http"
import { CasinoRoundsServiceLive } from "./service"
import { CasinoSteppedRoundsHttpLive } from "./steppedHttp"
import { CasinoSteppedRoundsServiceLive } from "./steppedService"
import { SteppedRoundsSweepLive } from "./steppedSweep"

/**
 * The in-house casino's provably fair seeds, its instant games' rounds and its stepped games' rounds, paid on the
 * account area's ledger and held to the limits area's rules (in play_casino_round, migration 047, and the stepped
 * statements of migration 050), so both stand below it in server/areas.ts.
 */
export const CasinoRoundsLive = Layer.mergeAll(
  Layer.mergeAll(CasinoRoundsHttpLive, hotWritesOf(playRoundHotWrite)).pipe(Layer.provide(CasinoRoundsServiceLive)),
  Layer.merge(CasinoSteppedRoundsHttpLive, SteppedRoundsSweepLive).pipe(Layer.provide(CasinoSteppedRoundsServiceLive))
)
