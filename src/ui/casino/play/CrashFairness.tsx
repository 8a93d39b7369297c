import { useMemo } from "react"
import type { CasinoRound } from "../../../domain/api/casinoRounds"
import { crashRoundRandom, drawCrashPoint, verifiesAgainstCommitment } from "../../../domain/casino/games/crash"
import { usePlayTexts } from "./usePlayTexts"

/**
 * The verifier of a crash bet (src/domain/casino/games/crash.ts), shown by the fairness page for a round of game
 * "crash": the round's revealed seed hashed `nonce` times must give the chain's commitment, and the crash point is
 * recomputed from the seed, the salt (the client seed) and the round number (the nonce), in the browser.
 */
export const CrashFairness = ({ round }: { readonly round: CasinoRound }) => {
  const { t } = usePlayTexts()
  const { clientSeed, commitment, nonce, serverSeed } = round.seeds
  const recorded = (round.outcome as { readonly crashPoint?: number | null } | null)?.crashPoint ?? null
  const checked = useMemo(() => {
    if (serverSeed === null) return null
    return { chained: verifiesAgainstCommitment(serverSeed, nonce, commitment), crashPoint: drawCrashPoint(crashRoundRandom(serverSeed, clientSeed, nonce)) }
  }, [serverSeed, clientSeed, nonce, commitment])
  return (
    <div className="container fairness" data-testid="crash-fairness">
      <h1>{t("fairness.title")}</h1>
      <p className="muted fairness__lead">{t("crash.verify.lead")}</p>
      <div className="fairness__columns">
      <section className="fairness__form" aria-label={t("crash.verify.round")}>
      <dl className="fairness__facts">
        <div>
          <dt>{t("crash.seeds.commitment")}</dt>
          <dd className="play-hex">{commitment}</dd>
        </div>
        <div>
          <dt>{t("crash.seeds.salt")}</dt>
          <dd className="play-hex">{clientSeed}</dd>
        </div>
        <div>
          <dt>{t("crash.verify.round")}</dt>
          <dd>{nonce}</dd>
        </div>
        <div>
          <dt>{t("crash.seeds.seed")}</dt>
          <dd className="play-hex">{serverSeed ?? t("crash.seeds.hidden")}</dd>
        </div>
      </dl>
      </section>
      <section className="fairness__result" aria-labelledby="crash-verify-result">
      <h2 id="crash-verify-result">{t("fairness.result")}</h2>
      {checked === null ? (
        <p className="muted">{t("crash.verifyAfterCrash")}</p>
      ) : (
        <dl className="fairness__facts" data-testid="verifier-result">
          <div>
            <dt>{t("crash.verify.chain", { nonce })}</dt>
            <dd data-testid="crash-verify-chain" className={checked.chained ? "fairness__ok" : "fairness__bad"}>
              {checked.chained ? t("crash.verify.yes") : t("crash.verify.no")}
            </dd>
          </div>
          <div>
            <dt>{t("crash.verify.point")}</dt>
            <dd data-testid="crash-verify-point">{(Math.max(checked.crashPoint, 100) / 100).toFixed(2)}×</dd>
          </div>
          <div>
            <dt>{t("crash.verify.recorded")}</dt>
            <dd data-testid="crash-verify-match" className={recorded === checked.crashPoint ? "fairness__ok" : "fairness__bad"}>
              {recorded === checked.crashPoint ? t("crash.verify.matches") : t("crash.verify.differs")}
            </dd>
          </div>
        </dl>
      )}
      </section>
      </div>
    </div>
  )
}
