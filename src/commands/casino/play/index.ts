import { type Area, defineArea } from "../../area"
import { casinoPlayCommands } from "./commands"
import { casinoPlayEvents, casinoPlayServerAnswers } from "./events"
import { loadCasinoRound, loadCasinoRounds, loadCasinoSeeds, playCasinoRound, rotateCasinoSeeds, sendCasinoRound, setCasinoClientSeed, actOnSteppedRound, loadOpenSteppedRounds, sendSteppedRound, startSteppedRound, loadCrashState, loadRecentCrashes, placeCrashBet, sendCrashBet, cashOutCrash } from "./handlers"

/**
 * Playing the in-house studio's rounds, in a lane of its own beside the casino lobby's (as the sports area's search
 * is): the provably fair seeds, rounds (instant and stepped) and the player's round history. A round waiting for its answer holds up none
 * of the lobby's reads, and seeds change only between rounds, since this lane runs one command at a time.
 */
export const casinoPlayArea: Area<typeof casinoPlayCommands, typeof casinoPlayEvents> = defineArea({
  name: "casinoPlay",
  commands: casinoPlayCommands,
  handlers: {
    LoadCasinoSeeds: loadCasinoSeeds,
    SetCasinoClientSeed: setCasinoClientSeed,
    RotateCasinoSeeds: rotateCasinoSeeds,
    PlayCasinoRound: playCasinoRound,
    SendCasinoRound: sendCasinoRound,
    LoadCasinoRounds: loadCasinoRounds,
    LoadCasinoRound: loadCasinoRound,
    StartSteppedRound: startSteppedRound,
    SendSteppedRound: sendSteppedRound,
    ActOnSteppedRound: actOnSteppedRound,
    LoadOpenSteppedRounds: loadOpenSteppedRounds,
    LoadCrashState: loadCrashState,
    LoadRecentCrashes: loadRecentCrashes,
    PlaceCrashBet: placeCrashBet,
    SendCrashBet: sendCrashBet,
    CashOutCrash: cashOutCrash
  },
  events: casinoPlayEvents,
  serverAnswers: casinoPlayServerAnswers,
  migrations: []
})
