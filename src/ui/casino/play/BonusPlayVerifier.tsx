import { useSignals } from "@preact/signals-react/runtime"
import { Either } from "effect"
import { useEffect, useMemo, useState } from "react"
import { LoadBonusPlays } from "../../../commands/casino/bonusGames/commands"
import type { BonusGamePlay } from "../../../domain/api/bonusGames"
import { verifyBonusPlay } from "../../../domain/casino/verifyBonus"
import { canonicalJson } from "../../../domain/casino/verifyStepped"
import { useDispatch, useStore } from "../../AppContext"
import { usePlayTexts } from "./usePlayTexts"
import { JsonField, jsonOf, nonceOf, SeedFields, SeedNotRevealed, type SeedsForm, StreamFacts, VerifierFrame } from "./VerifierParts"
import "./play.css"

interface Form extends SeedsForm {
  readonly choice: string
}

const formOf = (play: BonusGamePlay): Form => ({
  serverSeed: play.seeds.serverSeed ?? "",
  commitment: play.seeds.commitment,
  clientSeed: play.seeds.clientSeed,
  nonce: String(play.seeds.nonce),
  choice: JSON.stringify(play.choice)
})

/** The play's form and recomputation, once the play is here. */
const BonusPlayForm = ({ play }: { readonly play: BonusGamePlay }) => {
  const { t } = usePlayTexts()
  const [form, setForm] = useState<Form>(() => formOf(play))
  useEffect(() => setForm(formOf(play)), [play.playId, play.seeds.serverSeed])
  const checked = useMemo(() => {
    const choice = jsonOf(form.choice)
    if (choice === undefined) return { _tag: "json" as const }
    return {
      _tag: "checked" as const,
      result: verifyBonusPlay({ serverSeed: form.serverSeed, clientSeed: form.clientSeed, nonce: nonceOf(form.nonce), gameId: play.gameId, choice: choice.value, commitment: form.commitment })
    }
  }, [form, play.gameId])
  const problem = checked._tag === "json" ? ({ field: "choice", reason: "json" } as const) : Either.isLeft(checked.result) ? checked.result.left : undefined
  const verified = checked._tag === "checked" && Either.isRight(checked.result) ? checked.result.right : undefined
  const choiceProblem =
    problem?.field !== "choice" ? null : problem.reason === "json" ? t("fairness.bonus.choiceJson") : t("fairness.bonus.choice", { detail: problem.detail.split("\n").at(-1)?.trim() ?? "" })
  const revealed = play.seeds.serverSeed !== null
  const agrees = verified !== undefined && canonicalJson(verified.outcome) === canonicalJson(play.outcome) && verified.prizeMultiple === play.prizeMultiple
  return (
    <VerifierFrame
      status={
        <>
          <p className="muted" role="status">
            {t("fairness.bonus.fromPlay", { game: t(`fairness.bonus.games.${play.gameId}` as "fairness.bonus.games.fortuna"), playId: play.playId })}
          </p>
          {revealed ? null : (
            <SeedNotRevealed />
          )}
        </>
      }
      form={
        <>
          <SeedFields form={form} setForm={setForm} problemField={problem?.field} />
          <JsonField label={t("fairness.bonus.choiceLabel")} value={form.choice} onChange={(choice) => setForm({ ...form, choice })} problem={choiceProblem} />
        </>
      }
      result={
        verified === undefined ? (
          <p className="muted">—</p>
        ) : (
          <>
            <dl className="fairness__facts">
              <dt>{t("fairness.outcome")}</dt>
              <dd>
                <code data-testid="verifier-outcome">{JSON.stringify(verified.outcome)}</code>
              </dd>
              <dt>{t("fairness.bonus.prize")}</dt>
              <dd data-testid="verifier-prize">{t("fairness.bonus.prizeBases", { count: verified.prizeMultiple })}</dd>
              <StreamFacts verified={verified} />
            </dl>
            {!revealed ? null : (
              <div className="fairness__recorded">
                <h3>{t("fairness.bonus.recorded")}</h3>
                <p>
                  <code>{JSON.stringify(play.outcome)}</code> · {t("fairness.bonus.prizeBases", { count: play.prizeMultiple })}
                </p>
                {agrees ? (
                  <p className="fairness__ok" data-testid="verifier-agrees">
                    {t("fairness.bonus.agrees")}
                  </p>
                ) : (
                  <p className="play-error" data-testid="verifier-differs">
                    {t("fairness.bonus.differs")}
                  </p>
                )}
              </div>
            )}
          </>
        )
      }
      mapping={t("fairness.bonus.mapping")}
    />
  )
}

/**
 * /{lng}/casino/fairness/bonus/{playId}: the verifier of a bonus mini-game's play. The play was drawn from the
 * player's casino seed pair with its nonce like a round (src/domain/casino/verifyBonus.ts); the page reads the player's
 * latest plays, and reads them again after a rotation reveals the pair's server seed.
 */
export const BonusPlayVerifier = ({ playId }: { readonly playId: string }) => {
  useSignals()
  const { t } = usePlayTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const player = store.session.value.status === "player"
  const { plays } = store.bonusGames.value
  const seedsChange = store.casinoPlay.value.seedsChange
  useEffect(() => {
    if (player) void dispatch(new LoadBonusPlays({}))
  }, [player, seedsChange, dispatch])
  const play = plays.list.find((each) => each.playId === playId)
  if (play !== undefined) return <BonusPlayForm play={play} />
  return (
    <VerifierFrame
      status={
        plays.status === "idle" && player ? (
          <p className="muted">{t("fairness.loadingRound")}</p>
        ) : (
          <p className="play-error" role="alert">
            {t("fairness.bonus.notFound")}
          </p>
        )
      }
      form={null}
      result={<p className="muted">—</p>}
      mapping={t("fairness.bonus.mapping")}
    />
  )
}
