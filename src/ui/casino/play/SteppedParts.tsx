import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { ActOnSteppedRound, LoadOpenSteppedRounds, StartSteppedRound } from "../../../commands/casino/play/commands"
import type { JsonValue } from "../../../commands/casino/play/json"
import type { SteppedRound } from "../../../domain/api/casinoSteppedRounds"
import { stakeProblem } from "../../../projections/casino/play/selectors"
import { useDispatch, useStore } from "../../AppContext"
import { RoundLinks } from "./PlayParts"
import { StakeField, usePlayWallet } from "./usePlayWallet"

/**
 * What every stepped game's screen (mines, blackjack) shares: the player's round of the game on screen (the open one,
 * resumed after a reload, or the last one played), the stake field with its problem named, the start and the actions
 * sent through the casinoPlay commands, the refusal in words, and the result's facts with the verify link.
 */
export const useSteppedRound = (gameId: string) => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const wallet = usePlayWallet()
  const { t, lng, player, account, digits, stake, setStake, money } = wallet
  const play = store.casinoPlay.value
  const held = play.stepped[gameId]
  const round = held?.round
  const open = round !== undefined && !round.over
  const starting = play.steppedStarting?.gameId === gameId
  const refusal = play.refusals[gameId]
  const problem = stakeProblem(stake, account?.money ?? null)

  useEffect(() => {
    if (player) void dispatch(new LoadOpenSteppedRounds({}))
  }, [player, dispatch])

  const refusalWords = refusal === undefined ? undefined : wallet.roundRefusalWords(refusal)

  return {
    wallet,
    t,
    lng,
    player,
    account,
    digits,
    stake,
    setStake,
    money,
    problem,
    held,
    round,
    open,
    starting,
    refusalWords,
    balance: player && account !== undefined ? money(account.money) : undefined,
    /** Starts a round with the game's choices, unless the stake is wrong or a start is on its way. */
    start: (choices: JsonValue) => {
      if (problem === undefined && !starting) void dispatch(new StartSteppedRound({ gameId, stake, choices }))
    },
    /** Takes an action at the step on screen (the handler drops one for a step the round has left). */
    act: (action: JsonValue) => {
      if (round !== undefined && open) void dispatch(new ActOnSteppedRound({ gameId, roundId: round.roundId, step: round.step, action }))
    }
  }
}

export type SteppedScreen = ReturnType<typeof useSteppedRound>

/** The stake field and, for a player, what is wrong with the stake, naming the field. */
export const SteppedStake = ({ screen }: { readonly screen: SteppedScreen }) => <StakeField wallet={screen.wallet} problem={screen.problem} />

/** The refusal of the game's last start or action, in words. */
export const SteppedRefusal = ({ screen }: { readonly screen: SteppedScreen }) =>
  screen.refusalWords === undefined ? null : (
    <p className="play-error" role="alert" data-testid="round-refusal">
      {screen.refusalWords}
    </p>
  )

/** An ended round's facts: everything staked, the win, the balance after it, and its verify and history links. */
export const SteppedResultFacts = ({ screen, round }: { readonly screen: SteppedScreen; readonly round: SteppedRound }) => {
  const { t, money, held, lng } = screen
  return (
    <>
      <dl className="play-result__facts">
        <div>
          <dt>{t("frame.result.stake")}</dt>
          <dd data-testid="result-stake">{money(round.staked, round.currency)}</dd>
        </div>
        <div>
          <dt>{t("frame.result.win")}</dt>
          <dd data-testid="result-win" className={(round.win ?? 0) > 0 ? "play-result__won" : undefined}>
            {money(round.win ?? 0, round.currency)}
          </dd>
        </div>
        {held?.balance === null || held === undefined ? null : (
          <div>
            <dt>{t("frame.result.balanceAfter")}</dt>
            <dd data-testid="result-balance">{money(held.balance, round.currency)}</dd>
          </div>
        )}
      </dl>
      <RoundLinks lng={lng} roundId={round.roundId} nonce={round.seeds.nonce} />
    </>
  )
}
