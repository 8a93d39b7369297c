import { useSignals } from "@preact/signals-react/runtime"
import { useEffect } from "react"
import { Link } from "wouter"
import { LoadCasinoRounds } from "../../../commands/casino/play/commands"
import { minorDigitsOf } from "../../../domain/account/money"
import { multipleText } from "../../../projections/casino/play/selectors"
import { OfficeFrame } from "../../account/office/OfficeFrame"
import { useDispatch, useStore } from "../../AppContext"
import { Button } from "../../kit/Button"
import { MoneyCell } from "../../kit/cells"
import { Table, Td, Th } from "../../kit/Table"
import { useGameName, usePlayTexts } from "./usePlayTexts"
import "./play.css"

/** The personal office's casino history: the player's in-house rounds, newest first, each with its verify link. */
export const CasinoHistoryPage = () => {
  useSignals()
  const { t } = usePlayTexts()
  const gameName = useGameName()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const player = store.session.value.status === "player"
  const { history } = store.casinoPlay.value
  useEffect(() => {
    if (player && history.status === "idle") void dispatch(new LoadCasinoRounds({ before: null }))
  }, [player, history.status, dispatch])
  const time = new Intl.DateTimeFormat(lng, { dateStyle: "short", timeStyle: "medium" })
  return (
    <OfficeFrame section="casinoHistory" title={t("history.title")} lead={t("history.lead")}>
      {history.status === "failed" ? (
        <div className="office__notice" role="alert">
          <p>{t("history.loadFailed")}</p>
          <Button variant="primary" onClick={() => void dispatch(new LoadCasinoRounds({ before: null }))}>
            {t("history.retry")}
          </Button>
        </div>
      ) : history.status === "idle" ? (
        <p className="muted">{t("history.loading")}</p>
      ) : (
        <Table
          label={t("history.title")}
          data-testid="casino-history"
          empty={t("history.empty")}
          head={
            <>
              <Th>{t("history.game")}</Th>
              <Th>{t("history.time")}</Th>
              <Th align="numeric">{t("history.stake")}</Th>
              <Th align="numeric">{t("history.multiple")}</Th>
              <Th align="numeric">{t("history.win")}</Th>
              <Th>
                <span className="visually-hidden">{t("history.verify")}</span>
              </Th>
            </>
          }
        >
          {history.rounds.map((round) => {
            const currency = { iso: round.currency, minorDigits: minorDigitsOf(round.currency) }
            return (
              <tr key={round.roundId} data-round={round.roundId}>
                <Td>{gameName(round.gameId)}</Td>
                <Td>{time.format(round.playedAt)}</Td>
                <MoneyCell minor={round.stake} currency={currency} lng={lng} />
                <Td align="numeric">×{multipleText(round.multiple)}</Td>
                <MoneyCell minor={round.win} currency={currency} lng={lng} />
                <Td>
                  <Link href={`/${lng}/casino/fairness/${round.roundId}`} className="play-link" aria-label={t("history.verifyRound", { roundId: round.roundId })}>
                    {t("history.verify")}
                  </Link>
                </Td>
              </tr>
            )
          })}
        </Table>
      )}
      {history.next !== null ? (
        <Button className="play-history__more" onClick={() => void dispatch(new LoadCasinoRounds({ before: history.next }))}>
          {t("history.more")}
        </Button>
      ) : null}
    </OfficeFrame>
  )
}
