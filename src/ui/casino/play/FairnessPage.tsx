import { useSignals } from "@preact/signals-react/runtime"
import { Either } from "effect"
import { useEffect, useMemo, useState } from "react"
import { LoadCasinoRound } from "../../../commands/casino/play/commands"
import type { CasinoRound } from "../../../domain/api/casinoRounds"
import { INSTANT_GAMES } from "../../../domain/casino/games"
import { steppedGameOf } from "../../../domain/casino/games/stepped"
import { type VerifyProblem, verifyRound } from "../../../domain/casino/verify"
import { multipleText, roundOf } from "../../../projections/casino/play/selectors"
import { useDispatch, useStore } from "../../AppContext"
import { Field, FieldError } from "../../kit/Field"
import { BonusPlayVerifier } from "./BonusPlayVerifier"
import { CrashFairness } from "./CrashFairness"
import { SteppedRoundVerifier } from "./SteppedRoundVerifier"
import { SeedFields, SeedNotRevealed, StreamFacts } from "./VerifierParts"
import { useGameName, usePlayTexts } from "./usePlayTexts"
import "./play.css"

interface Form {
  readonly gameId: string
  readonly serverSeed: string
  readonly commitment: string
  readonly clientSeed: string
  readonly nonce: string
  readonly choices: string
}

const emptyForm: Form = { gameId: "dice", serverSeed: "", commitment: "", clientSeed: "", nonce: "0", choices: '{"target":5000,"side":"under"}' }

const formOf = (round: CasinoRound): Form => ({
  gameId: round.gameId,
  serverSeed: round.seeds.serverSeed ?? "",
  commitment: round.seeds.commitment,
  clientSeed: round.seeds.clientSeed,
  nonce: String(round.seeds.nonce),
  choices: JSON.stringify(round.choices)
})

type Checked = { readonly _tag: "problem"; readonly problem: VerifyProblem | { readonly field: "choices"; readonly reason: "json" } } | { readonly _tag: "verified"; readonly verified: ReturnType<typeof verifyRound> extends Either.Either<infer R, any> ? R : never }

const check = (form: Form): Checked => {
  let choices: unknown
  try {
    choices = JSON.parse(form.choices)
  } catch {
    return { _tag: "problem", problem: { field: "choices", reason: "json" } }
  }
  const nonce = /^\s*\d+\s*$/.test(form.nonce) ? Number(form.nonce) : Number.NaN
  const result = verifyRound({ serverSeed: form.serverSeed, clientSeed: form.clientSeed, nonce, gameId: form.gameId, choices, commitment: form.commitment })
  return Either.isLeft(result) ? { _tag: "problem", problem: result.left } : { _tag: "verified", verified: result.right }
}

/** Two encoded values are the same JSON (the recorded outcome and the recomputed one). */
const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/**
 * /{lng}/casino/fairness and /{lng}/casino/fairness/{roundId}: the verifier. It recomputes a round in the browser from
 * the revealed server seed, the client seed, the nonce, the game and the choices (src/domain/casino/verify.ts), shows
 * the outcome, the bytes of the stream it read and whether the seed hashes to the commitment, and explains the
 * scheme. From a round of the player's it is filled in, and compared with the round as recorded.
 */
export const FairnessPage = () => {
  useSignals()
  const { t, i18n } = usePlayTexts()
  const gameName = useGameName()
  const dispatch = useDispatch()
  const store = useStore()
  // The route's optional last segment: /{lng}/casino/fairness/{roundId}; or a bonus play's, /{lng}/casino/fairness/bonus/{playId}.
  const segments = store.location.value.path.split("/")
  const bonusPlayId = segments[4] === "bonus" ? segments[5] || undefined : undefined
  const roundId = segments[4] === "bonus" ? undefined : segments[4] || undefined
  const player = store.session.value.status === "player"
  const play = store.casinoPlay.value
  const round = roundId === undefined ? undefined : roundOf(play, roundId)
  const failed = roundId !== undefined && play.rounds[roundId] !== undefined && "failed" in play.rounds[roundId]!
  const [form, setForm] = useState<Form>(emptyForm)
  useEffect(() => {
    if (roundId !== undefined && player && round === undefined && !failed) void dispatch(new LoadCasinoRound({ roundId }))
  }, [roundId, player, round === undefined, failed, dispatch])
  // Filled in from the round once it is here, and again when its server seed is revealed.
  useEffect(() => {
    if (round !== undefined) setForm(formOf(round))
  }, [round?.roundId, round?.seeds.serverSeed])
  const checked = useMemo(() => check(form), [form])
  const field = (name: keyof Form) => ({
    value: form[name],
    onChange: (e: { readonly target: { readonly value: string } }) => setForm({ ...form, [name]: e.target.value }),
    "aria-invalid": checked._tag === "problem" && checked.problem.field === name ? true : undefined
  })
  const problemText = (name: keyof Form) => {
    if (checked._tag !== "problem" || checked.problem.field !== name) return null
    const problem = checked.problem
    const words =
      problem.field === "choices"
        ? problem.reason === "json"
          ? t("fairness.problem.choicesJson")
          : t("fairness.problem.choices", { detail: problem.reason === "invalid" ? problem.detail.split("\n").at(-1)?.trim() ?? "" : "" })
        : t(`fairness.problem.${problem.field}`)
    return <FieldError>{words}</FieldError>
  }
  const verified = checked._tag === "verified" ? checked.verified : null
  // Each kind of round has its own verifier: a bonus play, a crash bet (checked against its chain, not a seed pair of
  // the player's), a stepped round (mines, blackjack), an instant round (below).
  if (bonusPlayId !== undefined) return <BonusPlayVerifier playId={bonusPlayId} />
  if (round?.gameId === "crash") return <CrashFairness round={round} />
  if (round !== undefined && steppedGameOf(round.gameId) !== undefined) return <SteppedRoundVerifier round={round} />
  return (
    <div className="container fairness">
      <h1>{t("fairness.title")}</h1>
      <p className="muted fairness__lead">{t("fairness.lead")}</p>
      <div className="fairness__columns">
        <section className="fairness__form" aria-label={t("fairness.title")}>
          {roundId === undefined ? null : round !== undefined ? (
            <p className="muted" role="status">
              {t("fairness.fromRound", { roundId })}
            </p>
          ) : failed || !player ? (
            <p className="play-error" role="alert">
              {t("fairness.roundNotFound")}
            </p>
          ) : (
            <p className="muted">{t("fairness.loadingRound")}</p>
          )}
          {round !== undefined && round.seeds.serverSeed === null ? (
            <SeedNotRevealed />
          ) : null}
          <Field label={t("fairness.game")}>
            <select className="field__input" {...field("gameId")}>
              {[...INSTANT_GAMES.keys()].map((id) => (
                <option key={id} value={id}>
                  {gameName(id)}
                </option>
              ))}
            </select>
          </Field>
          <SeedFields form={form} setForm={setForm} problemField={checked._tag === "problem" ? checked.problem.field : undefined} />
          <Field label={t("fairness.choices")}>
            <textarea className="field__input fairness__choices" spellCheck={false} rows={3} {...field("choices")} />
            {problemText("choices")}
          </Field>
          {problemText("gameId")}
        </section>
        <section className="fairness__result" aria-labelledby="fairness-result" data-testid="verifier-result">
          <h2 id="fairness-result">{t("fairness.result")}</h2>
          {verified === null ? (
            <p className="muted">—</p>
          ) : (
            <>
              <dl className="fairness__facts">
                <dt>{t("fairness.outcome")}</dt>
                <dd>
                  <code data-testid="verifier-outcome">{JSON.stringify(verified.outcome)}</code>
                </dd>
                <dt>{t("fairness.multiple")}</dt>
                <dd data-testid="verifier-multiple">×{multipleText(verified.multiple)}</dd>
                <StreamFacts verified={verified} />
              </dl>
              {round === undefined || round.seeds.serverSeed === null ? null : (
                <div className="fairness__recorded">
                  <h3>{t("fairness.recorded")}</h3>
                  <p>
                    <code>{JSON.stringify(round.outcome)}</code> · ×{multipleText(round.multiple)}
                  </p>
                  {sameJson(round.outcome, verified.outcome) && round.multiple.num * verified.multiple.den === verified.multiple.num * round.multiple.den && form.gameId === round.gameId ? (
                    <p className="fairness__ok" data-testid="verifier-agrees">
                      {t("fairness.agrees")}
                    </p>
                  ) : (
                    <p className="play-error" data-testid="verifier-differs">
                      {t("fairness.differs")}
                    </p>
                  )}
                </div>
              )}
            </>
          )}
        </section>
      </div>
      <section className="fairness__scheme">
        <h2>{t("fairness.scheme.title")}</h2>
        <p>{t("fairness.scheme.commit")}</p>
        <p>{t("fairness.scheme.stream")}</p>
        <p>{t("fairness.scheme.draw")}</p>
        <p>{t("fairness.scheme.reveal")}</p>
        <h3>{t("fairness.mapping.title")}</h3>
        <ul>
          {[...INSTANT_GAMES.keys()].map((id) => (
            <li key={id}>{i18n.exists(`fairness.mapping.${id}`, { ns: "play" }) ? t(`fairness.mapping.${id}` as "fairness.mapping.dice") : gameName(id)}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}
