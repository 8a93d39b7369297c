import { Either, Option, Schema } from "effect"
import { useEffect, useMemo, useState } from "react"
import type { CasinoRound } from "../../../domain/api/casinoRounds"
import { SteppedOutcome } from "../../../domain/api/casinoSteppedRounds"
import { BlackjackState, BlackjackView } from "../../../domain/casino/games/blackjack"
import { MinesState } from "../../../domain/casino/games/mines"
import { steppedAgreement, type SteppedVerified, verifySteppedRound } from "../../../domain/casino/verifyStepped"
import { cardFace, multipleText } from "../../../projections/casino/play/selectors"
import { minorDigitsOf } from "../../../domain/account/money"
import { useStore } from "../../AppContext"
import { formatMoney } from "../../kit/formatMoney"
import { Field } from "../../kit/Field"
import { usePlayTexts, useGameName } from "./usePlayTexts"
import { JsonField, jsonOf, nonceOf, SeedFields, SeedNotRevealed, type SeedsForm, StreamFacts, VerifierFrame } from "./VerifierParts"
import "./play.css"

interface Form extends SeedsForm {
  readonly choices: string
  readonly actions: string
  readonly abandoned: boolean
}

const outcomeOf = (round: CasinoRound) => Option.getOrUndefined(Schema.decodeUnknownOption(SteppedOutcome)(round.outcome))

const formOf = (round: CasinoRound): Form => ({
  serverSeed: round.seeds.serverSeed ?? "",
  commitment: round.seeds.commitment,
  clientSeed: round.seeds.clientSeed,
  nonce: String(round.seeds.nonce),
  choices: JSON.stringify(round.choices),
  actions: JSON.stringify(outcomeOf(round)?.actions ?? []),
  abandoned: outcomeOf(round)?.abandoned ?? false
})

const SUIT_MARKS = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" } as const

/** What the round drew at its start, in the game's terms: blackjack's cards in deal order, the mines' tiles. */
const Drawn = ({ gameId, verified }: { readonly gameId: string; readonly verified: SteppedVerified }) => {
  const { t } = usePlayTexts()
  if (gameId === "blackjack") {
    const state = Option.getOrUndefined(Schema.decodeUnknownOption(BlackjackState)(verified.drawn))
    const view = Option.getOrUndefined(Schema.decodeUnknownOption(BlackjackView)(verified.view))
    if (state === undefined || view === undefined) return null
    // The cards the round dealt: the player's hands' and the dealer's (every one is shown once the round is over).
    const dealt = view.hands.reduce((sum, hand) => sum + hand.cards.length, 0) + view.dealer.length
    return (
      <>
        <dt>{t("fairness.stepped.cards")}</dt>
        <dd>
          <span className="muted">{t("fairness.stepped.cardsDealt", { dealt, count: state.shoe.length })}</span>
          <ol className="fairness__cards" data-testid="verifier-cards">
            {state.shoe.map((card, at) => {
              const { rank, suit } = cardFace(card)
              return (
                <li key={at} className={`fairness__card fairness__card--${suit}${at < dealt ? " fairness__card--dealt" : ""}`}>
                  {rank}
                  {SUIT_MARKS[suit]}
                </li>
              )
            })}
          </ol>
        </dd>
      </>
    )
  }
  const state = Option.getOrUndefined(Schema.decodeUnknownOption(MinesState)(verified.drawn))
  if (state === undefined) return null
  return (
    <>
      <dt>{t("fairness.stepped.mines")}</dt>
      <dd data-testid="verifier-mines">{[...state.mineTiles].sort((a, b) => a - b).map((tile) => tile + 1).join(", ")}</dd>
    </>
  )
}

/**
 * The verifier of a stepped round (mines, blackjack): filled in from the player's round, it draws the round again
 * from the revealed seed (blackjack's 59 cards in deal order, the mines' tiles), replays the recorded actions by the
 * game's rules (src/domain/casino/verifyStepped.ts) and compares the last view, the stake, the multiple and the win
 * with the round as recorded. Every field can be changed to see the recomputation follow.
 */
export const SteppedRoundVerifier = ({ round }: { readonly round: CasinoRound }) => {
  const { t } = usePlayTexts()
  const gameName = useGameName()
  const lng = useStore().language.value.current ?? "en"
  const money = (minor: number) => formatMoney(minor, { iso: round.currency, minorDigits: minorDigitsOf(round.currency) }, lng)
  const [form, setForm] = useState<Form>(() => formOf(round))
  useEffect(() => setForm(formOf(round)), [round.roundId, round.seeds.serverSeed])
  const recorded = outcomeOf(round)
  const checked = useMemo(() => {
    const choices = jsonOf(form.choices)
    if (choices === undefined) return { _tag: "json" as const, field: "choices" }
    const actions = jsonOf(form.actions)
    if (actions === undefined || !Array.isArray(actions.value)) return { _tag: "json" as const, field: "actions" }
    return {
      _tag: "checked" as const,
      result: verifySteppedRound({
        serverSeed: form.serverSeed,
        clientSeed: form.clientSeed,
        nonce: nonceOf(form.nonce),
        gameId: round.gameId,
        choices: choices.value,
        actions: actions.value,
        abandoned: form.abandoned,
        commitment: form.commitment
      })
    }
  }, [form, round.gameId])
  const problem = checked._tag === "json" ? { field: checked.field } : Either.isLeft(checked.result) ? checked.result.left : undefined
  const verified = checked._tag === "checked" && Either.isRight(checked.result) ? checked.result.right : undefined
  const jsonProblem = (name: "choices" | "actions") => {
    if (problem?.field !== name) return null
    if (!("reason" in problem)) return name === "choices" ? t("fairness.problem.choicesJson") : t("fairness.stepped.actionsJson")
    if (problem.field === "actions") return t(`fairness.stepped.actions_${problem.reason}`, { n: problem.index + 1, detail: problem.detail.split("\n").at(-1)?.trim() ?? "" })
    return problem.field === "choices" && problem.reason === "invalid" ? t("fairness.problem.choices", { detail: problem.detail.split("\n").at(-1)?.trim() ?? "" }) : null
  }
  const agreement = verified !== undefined && recorded !== undefined ? steppedAgreement(verified, { outcome: recorded, stake: round.stake, win: round.win, multiple: round.multiple }) : undefined
  const agrees = agreement !== undefined && agreement.view && agreement.stake && agreement.multiple && agreement.win
  const revealed = round.seeds.serverSeed !== null

  return (
    <VerifierFrame
      status={
        <>
          <p className="muted" role="status">
            {t("fairness.stepped.fromRound", { game: gameName(round.gameId), roundId: round.roundId })}
          </p>
          {revealed ? null : (
            <SeedNotRevealed />
          )}
        </>
      }
      form={
        <>
          <SeedFields form={form} setForm={setForm} problemField={problem?.field} />
          <JsonField label={t("fairness.choices")} value={form.choices} onChange={(choices) => setForm({ ...form, choices })} problem={jsonProblem("choices")} />
          <JsonField label={t("fairness.stepped.actions")} value={form.actions} onChange={(actions) => setForm({ ...form, actions })} problem={jsonProblem("actions")} />
          <Field label={t("fairness.stepped.abandoned")} className="field--check">
            <input type="checkbox" checked={form.abandoned} onChange={(e) => setForm({ ...form, abandoned: e.target.checked })} />
          </Field>
        </>
      }
      result={
        verified === undefined ? (
          <p className="muted">—</p>
        ) : (
          <>
            <dl className="fairness__facts">
              <Drawn gameId={round.gameId} verified={verified} />
              <dt>{t("fairness.outcome")}</dt>
              <dd>
                <code data-testid="verifier-outcome">{JSON.stringify(verified.view)}</code>
              </dd>
              <dt>{t("fairness.stepped.staked")}</dt>
              <dd data-testid="verifier-staked">{t("fairness.stepped.stakeUnits", { count: verified.stakeUnits })}</dd>
              <dt>{t("fairness.multiple")}</dt>
              <dd data-testid="verifier-multiple">{verified.over ? `×${multipleText(verified.multiple)}` : t("fairness.stepped.notOver")}</dd>
              <StreamFacts verified={verified} />
            </dl>
            {!revealed || recorded === undefined || agreement === undefined ? null : (
              <div className="fairness__recorded">
                <h3>{t("fairness.recorded")}</h3>
                <p>
                  ×{multipleText(round.multiple)} · {t("fairness.stepped.recordedMoney", { stake: money(round.stake), win: money(round.win) })}
                </p>
                {agrees ? (
                  <p className="fairness__ok" data-testid="verifier-agrees">
                    {t("fairness.stepped.agrees")}
                  </p>
                ) : (
                  <p className="play-error" data-testid="verifier-differs">
                    {t("fairness.stepped.differs", {
                      facts: (["view", "stake", "multiple", "win"] as const)
                        .filter((fact) => !agreement[fact])
                        .map((fact) => t(`fairness.stepped.fact.${fact}`))
                        .join(", ")
                    })}
                  </p>
                )}
              </div>
            )}
          </>
        )
      }
      mapping={round.gameId === "blackjack" ? t("fairness.mapping.blackjack") : t("fairness.mapping.mines")}
    />
  )
}
