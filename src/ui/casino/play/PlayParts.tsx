import { Link } from "wouter"
import { publishedFiguresOf } from "../../../domain/casino/published"
import { useGameName, usePlayTexts } from "./usePlayTexts"

/**
 * The pieces every in-house game screen shares, whether its round is one draw (the frame) or a series of steps
 * (mines): the heading with the published figures and the balance, the sign-in prompt in place of the play button,
 * and the links under a round's result.
 */

/** The return as the lobby states it (basis points rounded to the nearest: 36/37 is 97.30%), zeros trimmed. */
const percentText = (basisPoints: number): string => (basisPoints / 100).toFixed(2).replace(/\.?0+$/, "")

export const PlayHead = ({ gameId, balance }: { readonly gameId: string; readonly balance: string | undefined }) => {
  const { t } = usePlayTexts()
  const gameName = useGameName()
  const figures = publishedFiguresOf(gameId)
  return (
    <header className="play__head">
      <h1>{gameName(gameId)}</h1>
      {figures === undefined ? null : (
        <p className="muted play__facts">
          <span>{t("frame.rtp", { rtp: percentText(figures.rtp) })}</span>
          <span>{t("frame.maxWin", { max: String(figures.maxWin) })}</span>
        </p>
      )}
      {balance === undefined ? null : (
        <p className="play__balance">
          {t("frame.balance")} <strong data-testid="play-balance">{balance}</strong>
        </p>
      )}
    </header>
  )
}

export const PlaySignIn = ({ lng }: { readonly lng: string }) => {
  const { t } = usePlayTexts()
  return (
    <p className="play__sign-in">
      {t("frame.signIn")}{" "}
      <Link href={`/${lng}/user/login`} className="play-link">
        {t("frame.logIn")}
      </Link>
    </p>
  )
}

/** Under a round's result: its nonce, the verifier prefilled with it, and the casino history. */
export const RoundLinks = ({ lng, roundId, nonce }: { readonly lng: string; readonly roundId: string; readonly nonce: number }) => {
  const { t } = usePlayTexts()
  return (
    <p className="play-result__links">
      <span className="muted">{t("frame.result.nonce", { nonce })}</span>
      <Link href={`/${lng}/casino/fairness/${roundId}`} className="play-link" data-testid="result-verify">
        {t("frame.result.verify")}
      </Link>
      <Link href={`/${lng}/history/casino`} className="play-link">
        {t("frame.result.history")}
      </Link>
    </p>
  )
}
