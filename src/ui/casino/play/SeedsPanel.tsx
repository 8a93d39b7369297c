import { useSignals } from "@preact/signals-react/runtime"
import { Either, Schema } from "effect"
import { useEffect, useId, useState } from "react"
import { Link } from "wouter"
import { LoadCasinoSeeds, RotateCasinoSeeds, SetCasinoClientSeed } from "../../../commands/casino/play/commands"
import { CasinoRoundRefusalCode, ClientSeed } from "../../../domain/api/casinoRounds"
import { CLIENT_SEED_MAX_LENGTH } from "../../../domain/casino/fair"
import { useDispatch, useStore } from "../../AppContext"
import { Button } from "../../kit/Button"
import { FieldError } from "../../kit/Field"
import { usePlayTexts } from "./usePlayTexts"

type ClientSeedProblem = "empty" | "tooLong" | "control"

/** Why a client seed would be refused, by the contract's own rule (undefined: it is one). */
const clientSeedProblem = (text: string): ClientSeedProblem | undefined => {
  if (text.length === 0) return "empty"
  if (text.length > CLIENT_SEED_MAX_LENGTH) return "tooLong"
  return Either.isRight(Schema.decodeUnknownEither(ClientSeed)(text)) ? undefined : "control"
}

/**
 * The provably fair seeds beside a game: the commitment of the server seed in play (shown before any round), the
 * client seed the player may change, the nonce the next round takes, and the rotation that reveals the server seed.
 */
export const SeedsPanel = () => {
  useSignals()
  const { t } = usePlayTexts()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const player = store.session.value.status === "player"
  const { seeds, seedsChange } = store.casinoPlay.value
  const active = seeds.data?.active ?? null
  const [clientSeed, setClientSeed] = useState(active?.clientSeed ?? "")
  const [touched, setTouched] = useState(false)
  const errorId = useId()
  useEffect(() => {
    if (player && seeds.status === "idle") void dispatch(new LoadCasinoSeeds({}))
  }, [player, seeds.status, dispatch])
  // The field follows the seed in play whenever it changes (loaded, saved, rotated).
  useEffect(() => {
    if (active !== null) {
      setClientSeed(active.clientSeed)
      setTouched(false)
    }
  }, [active?.clientSeed, active?.commitment])
  if (!player) return null
  const problem = touched ? clientSeedProblem(clientSeed) : undefined
  return (
    <section className="play-seeds" aria-labelledby={`${errorId}-title`} data-testid="seeds-panel">
      <h2 id={`${errorId}-title`}>{t("seeds.title")}</h2>
      <p className="muted play-seeds__lead">{t("seeds.lead")}</p>
      {active === null ? (
        seeds.status === "failed" ? (
          <div role="alert">
            <p>{t("seeds.loadFailed")}</p>
            <Button onClick={() => void dispatch(new LoadCasinoSeeds({}))}>{t("seeds.retry")}</Button>
          </div>
        ) : (
          <p className="muted">{t("seeds.loading")}</p>
        )
      ) : (
        <>
          <dl className="play-seeds__facts">
            <dt>{t("seeds.commitment")}</dt>
            <dd>
              <code className="play-hex" data-testid="seed-commitment">
                {active.commitment}
              </code>
            </dd>
            <dt>{t("seeds.nextNonce")}</dt>
            <dd data-testid="seed-next-nonce">{active.nextNonce}</dd>
          </dl>
          <form
            className="play-seeds__client"
            onSubmit={(e) => {
              e.preventDefault()
              setTouched(true)
              if (clientSeedProblem(clientSeed) === undefined && clientSeed !== active.clientSeed) void dispatch(new SetCasinoClientSeed({ clientSeed }))
            }}
          >
            <label className="field play-seeds__field">
              <span className="field__label">{t("seeds.clientSeed")}</span>
              <input
                className="field__input"
                value={clientSeed}
                maxLength={CLIENT_SEED_MAX_LENGTH * 2}
                autoComplete="off"
                spellCheck={false}
                aria-invalid={problem !== undefined}
                aria-describedby={problem !== undefined ? errorId : undefined}
                onChange={(e) => {
                  setClientSeed(e.target.value)
                  setTouched(true)
                }}
              />
              {problem !== undefined ? <FieldError id={errorId}>{t(`seeds.clientSeedProblem.${problem}`, { max: CLIENT_SEED_MAX_LENGTH })}</FieldError> : null}
            </label>
            <Button type="submit" disabled={clientSeed === active.clientSeed}>
              {t("seeds.save")}
            </Button>
          </form>
          <div className="play-seeds__actions">
            <Button onClick={() => void dispatch(new RotateCasinoSeeds({}))}>{t("seeds.rotate")}</Button>
            <Link href={`/${lng}/casino/fairness`} className="play-seeds__link">
              {t("seeds.verifier")}
            </Link>
          </div>
        </>
      )}
      {seedsChange?.error != null ? (
        <p className="play-error" role="alert">
          {seedsChange.error._tag === "ServerRefused" && seedsChange.error.code === CasinoRoundRefusalCode.seedsInUse
            ? t("seeds.inUse")
            : t("seeds.changeFailed", { reason: seedsChange.error._tag === "ServerRefused" ? seedsChange.error.title : "" })}
        </p>
      ) : null}
      {seedsChange?.revealed != null ? (
        <div className="play-seeds__revealed" role="status">
          <h3>{t("seeds.revealedTitle")}</h3>
          <code className="play-hex" data-testid="revealed-server-seed">
            {seedsChange.revealed.serverSeed}
          </code>
          <p className="muted">
            {t("seeds.revealedLead", { commitment: `${seedsChange.revealed.commitment.slice(0, 16)}…`, count: seedsChange.revealed.rounds, clientSeed: seedsChange.revealed.clientSeed })}
          </p>
        </div>
      ) : null}
    </section>
  )
}
