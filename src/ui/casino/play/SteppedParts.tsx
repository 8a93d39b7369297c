import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useState } from "react"
import { ActOnSteppedRound, LoadOpenSteppedRounds, StartSteppedRound } from "../../../commands/casino/play/commands"
import type { JsonValue } from "../../../commands/casino/play/json"
import { activeAccountOf } from "../../../domain/account/wallets"
import type { SteppedRound } from "../../../domain/api/casinoSteppedRounds"
import { amountsOf } from "../../../domain/coupon/amounts"
import type { StakeRefusal } from "../../../domain/coupon/stakeText"
import { roundRefusalOf, stakeProblem } from "../../../projections/casino/play/selectors"
import { useDispatch, useStore } from "../../AppContext"
import { formatMoney } from "../../kit/formatMoney"
import { MoneyInput } from "../../kit/MoneyInput"
import { RoundLinks } from "./PlayParts"
import { usePlayTexts } from "./usePlayTexts"

/**
 * What every stepped game's screen (mines, blackjack) shares: the player's round of the game on screen (the open one,
 * resumed after a reload, or the last one played), the stake field with its problem named, the start and the actions
 * sent through the casinoPlay commands, the refusal in words, and the result's facts with the verify link.
 */
export const useSteppedRound = (gameId: string) => {
  useSignals()
  const { t } = usePlayTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const player = store.session.value.status === "player"
  const account = activeAccountOf(store.accounts.value.all_accounts)
  const iso = account?.iso ?? "RUB"
  const digits = account?.minorDigits ?? 2
  const [stake, setStake] = useState(amountsOf(iso).initial)
  const play = store.casinoPlay.value
  const held = play.stepped[gameId]
  const round = held?.round
  const open = round !== undefined && !round.over
  const starting = play.steppedStarting?.gameId === gameId
  const refusal = play.refusals[gameId]
  const money = (minor: number, currency: string = iso) => formatMoney(minor, { iso: currency, minorDigits: currency === iso ? digits : 2 }, lng)
  const problem = stakeProblem(stake, account?.money ?? null)

  useEffect(() => {
    if (player) void dispatch(new LoadOpenSteppedRounds({}))
  }, [player, dispatch])

  const refusalWords = (() => {
    if (refusal === undefined) return undefined
    const kind = roundRefusalOf(refusal)
    return kind._tag === "limits" || kind._tag === "other" ? t(`frame.refusal.${kind._tag}`, { title: kind.title }) : t(`frame.refusal.${kind._tag}`)
  })()

  return {
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
export const SteppedStake = ({ screen }: { readonly screen: SteppedScreen }) => {
  const { t, stake, setStake, digits, problem, player, account, money } = screen
  const describeRefusal = (why: StakeRefusal) =>
    why._tag === "Characters"
      ? t("frame.stakeRefusal.Characters", { chars: why.chars })
      : why._tag === "MinorDigits" || why._tag === "TooLong"
        ? t(`frame.stakeRefusal.${why._tag}`, { digits: why.digits })
        : t(`frame.stakeRefusal.${why._tag}`)
  return (
    <div className="play__stake">
      <span className="field__label" aria-hidden="true">
        {t("frame.stake")}
      </span>
      <MoneyInput label={t("frame.stake")} amount={stake} digits={digits} describeRefusal={describeRefusal} field="casino-stake" onAmount={setStake} />
      {player && problem !== undefined ? (
        <p className="play-error" role="alert" data-testid="stake-problem">
          {t(`frame.stakeProblem.${problem}`, { balance: account === undefined ? "" : money(account.money) })}
        </p>
      ) : null}
    </div>
  )
}

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
