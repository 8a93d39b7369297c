import { useSignals } from "@preact/signals-react/runtime"
import { PickOutcome } from "../../commands/sports/commands"
import type { GameView } from "../../projections/sports/line"
import { useApp, useDispatch, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import { marketName, outcomeName } from "./names"
import { OutcomeButton } from "./OutcomeButton"
import { TeamLogo } from "./TeamLogo"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/** The feed's outcome ids start with their game's id ("g12:1x2:0:1"). */
const gameIdOf = (outcomeId: string): string => outcomeId.slice(0, Math.max(0, outcomeId.indexOf(":")))

/**
 * The right column of the line (SPEC.md 3 "right section"): the outcomes the player has chosen, each with its live
 * price, where the coupon will place them. A choice whose game has left the line says so and can be removed.
 */
export const SelectionsColumn = ({ t }: { readonly t: T }) => {
  useSignals()
  const picks = useStore().sportsPicks.value
  return (
    <aside className="selections" aria-label={t("selections.title")}>
      <h2 className="selections__title">{t("selections.title")}</h2>
      {picks.length === 0 ? (
        <p className="muted">{t("selections.empty")}</p>
      ) : (
        <ul className="selections__list">
          {picks.map((outcomeId) => (
            <Selection key={outcomeId} t={t} outcomeId={outcomeId} />
          ))}
        </ul>
      )}
    </aside>
  )
}

const Selection = ({ t, outcomeId }: { readonly t: T; readonly outcomeId: string }) => {
  useSignals()
  const dispatch = useDispatch()
  const gameId = gameIdOf(outcomeId)
  const game = useApp().store.keySignal<GameView>("sportsGames", gameId).value
  const logos = useStore().settings.value.teamLogosInCoupon === 1
  const market = game?.markets.find((m) => m.outcomes.some((o) => o.id === outcomeId))
  const outcome = market?.outcomes.find((o) => o.id === outcomeId)
  if (game === undefined || market === undefined || outcome === undefined) {
    return (
      <li className="selection selection--gone">
        <span>{t("selections.gone")}</span>
        <button type="button" className="btn btn--ghost" aria-label={t("selections.remove", { outcome: t("selections.gone") })} onClick={() => void dispatch(new PickOutcome({ gameId, marketId: "", outcomeId }))}>
          ×
        </button>
      </li>
    )
  }
  const name = outcomeName(t, game, outcome.kind)
  return (
    <li className="selection" data-outcome={outcomeId}>
      <span className="selection__game">
        {logos ? <TeamLogo name={game.home} /> : null}
        {game.home} — {game.away}
        {logos ? <TeamLogo name={game.away} /> : null}
      </span>
      <span className="selection__market">{marketName(t, market)}</span>
      <OutcomeButton t={t} gameId={game.id} marketId={market.id} outcomeId={outcomeId} name={name} showName />
    </li>
  )
}
