import { useSignals } from "@preact/signals-react/runtime"
import { ChangeBuilderAmount, ClearBuilder, CloseBuilderResult, PlaceBuilder, ToggleBuilderPick } from "../../commands/coupon/shareCommands"
import { amountsOf } from "../../domain/coupon/amounts"
import { BUILDER_MARKETS, BUILDER_SPORTS, type BuilderRefusal, builderWinOf, isCovered, priceBuilder } from "../../domain/coupon/betBuilder"
import { expressCoefficient } from "../../domain/coupon/coefficient"
import { formatOddsByView } from "../../domain/sports/oddsFormats"
import { parseOutcomeId } from "../../domain/sports/outcomes"
import { couponAccount } from "../../projections/coupon/selectors"
import { lineGameOf } from "../../projections/coupon/share"
import { rightRefusal } from "../../projections/session/rights"
import { formatMoney } from "../kit/formatMoney"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en as sportsEn } from "../sports/i18n/en"
import { ru as sportsRu } from "../sports/i18n/ru"
import { marketName, outcomeName } from "../sports/names"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { MoneyInput } from "../kit/MoneyInput"
import { stakeRefusalText } from "./stakeRefusalText"
import "./builder.css"

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]

const refusalText = (t: T, reason: BuilderRefusal): string => {
  switch (reason._tag) {
    case "TooFewLegs":
      return t("builder.refused.TooFewLegs", { min: reason.min })
    case "TooManyLegs":
      return t("builder.refused.TooManyLegs", { max: reason.max })
    default:
      return t(`builder.refused.${reason._tag}`)
  }
}

/** Why the server did not place it, by its refusal code (src/domain/api/coupon.ts). */
const failureText = (t: T, code: number | null): string => {
  if (code === 20 || code === 21 || code === 23) return t(`builder.failed.${code}`)
  if (code !== null && code >= 1 && code <= 14) return t("builder.failed.rules")
  return t("builder.failed.other")
}

/**
 * A game page's bet builder (src/domain/coupon/betBuilder.ts): the game's markets the builder covers, each outcome a
 * toggle; the combined price as the line stands now (and the express it replaces), or why the pick is refused; the
 * stake, the possible win and the place button. The server prices it again when it is placed.
 */
export const BetBuilderPanel = ({ gameId }: { readonly gameId: string }) => {
  useSignals()
  const { t, i18n } = useAreaTexts("coupon", { en, ru })
  const { t: ts } = useAreaTexts("sports", { en: sportsEn, ru: sportsRu })
  const store = useStore()
  const dispatch = useDispatch()
  const lng = i18n.language
  const game = lineGameOf({ sportsGames: store.sportsGames.value, sportsPrices: store.sportsPrices.value, sportsMarkets: store.sportsMarkets.value }, gameId)
  const builder = store.betBuilder.value
  const coefViewId = store.settings.value.coefViewId
  if (game === undefined) return null
  if (!BUILDER_SPORTS.includes(game.sportId)) return <p className="muted bet-builder__notice">{t("builder.notOffered")}</p>

  const picks = builder.gameId === gameId ? builder.picks : []
  const markets = game.markets.filter((market) => BUILDER_MARKETS.includes(market.type) && market.outcomes.every((o) => { const spec = parseOutcomeId(o.id); return spec !== undefined && isCovered(spec) }))
  const quote = picks.length === 0 ? undefined : priceBuilder(game, picks)
  const pickedPrices = picks.flatMap((id) => game.markets.flatMap((m) => m.outcomes).filter((o) => o.id === id && o.price >= 1).map((o) => o.price))
  const account = couponAccount({ accounts: store.accounts.value, coupon: store.coupon.value })
  const currency = account ?? { iso: "RUB", minorDigits: 2 }
  const money = (minor: number) => formatMoney(minor, currency, lng)
  const amount = builder.amount > 0 ? builder.amount : amountsOf(currency.iso).initial
  const signedIn = store.session.value.status === "player"
  const betRefused = signedIn ? rightRefusal(store.rights.value, "bet") : null
  const priced = quote?._tag === "Priced" ? quote : undefined

  return (
    <section className="bet-builder" aria-label={t("builder.title")} data-testid="bet-builder">
      <p className="muted bet-builder__intro">{t("builder.intro")}</p>
      <div className="bet-builder__body">
        <div className="bet-builder__markets">
          {markets.map((market) => (
            <section key={market.id} className={`bet-builder__market${market.status === "open" ? "" : " bet-builder__market--locked"}`} data-market={market.id}>
              <h4 className="bet-builder__market-name">
                {marketName(ts, market)}
                {market.status === "open" ? null : <span className="bet-builder__status">{ts("game.suspended")}</span>}
              </h4>
              <div className="bet-builder__outcomes">
                {market.outcomes.map((outcome) => {
                  const on = picks.includes(outcome.id)
                  return (
                    <button
                      key={outcome.id}
                      type="button"
                      className={`bet-builder__outcome${on ? " bet-builder__outcome--on" : ""}`}
                      aria-pressed={on}
                      disabled={market.status !== "open" && !on}
                      data-outcome={outcome.id}
                      onClick={() => void dispatch(new ToggleBuilderPick({ gameId, outcomeId: outcome.id }))}
                    >
                      <span className="bet-builder__outcome-name">{outcomeName(ts, game, outcome.kind)}</span>
                      <span className="bet-builder__outcome-price">{outcome.price >= 1 ? formatOddsByView(outcome.price, coefViewId) : "—"}</span>
                    </button>
                  )
                })}
              </div>
            </section>
          ))}
        </div>
        <aside className="bet-builder__slip" aria-live="polite">
          <h3 className="bet-builder__title">{t("builder.title")}</h3>
          {picks.length === 0 ? <p className="muted">{t("builder.pick")}</p> : <p className="bet-builder__count">{t("builder.picked", { count: picks.length })}</p>}
          {quote?._tag === "Refused" ? (
            <p className="bet-builder__refused" role="status">
              {refusalText(t, quote.reason)}
            </p>
          ) : null}
          {priced !== undefined ? (
            <dl className="bet-builder__sums">
              <dt>{t("builder.coef")}</dt>
              <dd data-testid="builder-coef">{formatOddsByView(priced.coef, coefViewId)}</dd>
              <dt className="muted">{t("builder.express", { coef: pickedPrices.length === picks.length ? formatOddsByView(expressCoefficient(pickedPrices), coefViewId) : "—" })}</dt>
              <dd />
              <dt>{t("builder.possibleWin")}</dt>
              <dd data-testid="builder-possible-win">{money(builderWinOf(amount, priced.coef))}</dd>
            </dl>
          ) : null}
          <label className="bet-builder__stake">
            <span>{t("builder.stake")}</span>
            <MoneyInput field="builderStake" label={t("builder.stake")} amount={amount} digits={currency.minorDigits} describeRefusal={(refusal) => stakeRefusalText(t, refusal, currency.iso)} onAmount={(next) => void dispatch(new ChangeBuilderAmount({ amount: next }))} />
          </label>
          {builder.success !== null ? (
            <div className="bet-builder__result bet-builder__result--success" role="status">
              <span data-testid="builder-success">{t("builder.success", { id: builder.success.id })}</span>
              <a href={`/${lng}/print-coupon/${builder.success.id}`}>{t("builder.print")}</a>
              <button type="button" className="bet-builder__button bet-builder__button--ghost" onClick={() => void dispatch(new CloseBuilderResult({}))}>
                {t("builder.close")}
              </button>
            </div>
          ) : null}
          {builder.failure !== null ? (
            <p className="bet-builder__refused" role="alert">
              {failureText(t, builder.failure.code)}
            </p>
          ) : null}
          {betRefused !== null ? <p className="bet-builder__refused">{t(`rights.${betRefused}`)}</p> : null}
          <div className="bet-builder__actions">
            {signedIn ? (
              <button
                type="button"
                className="bet-builder__button bet-builder__button--primary"
                disabled={priced === undefined || builder.placing !== null || betRefused !== null || amount <= 0}
                onClick={() => {
                  // The stake shown is the stake sent: the default amount becomes the builder's before placing.
                  if (builder.amount !== amount) void dispatch(new ChangeBuilderAmount({ amount }))
                  void dispatch(new PlaceBuilder({}))
                }}
              >
                {builder.placing !== null ? t("builder.placing") : t("builder.place")}
              </button>
            ) : (
              <a className="bet-builder__button bet-builder__button--primary" href={`/${lng}/user/login`}>
                {t("builder.signIn")}
              </a>
            )}
            {picks.length > 0 ? (
              <button type="button" className="bet-builder__button bet-builder__button--ghost" onClick={() => void dispatch(new ClearBuilder({}))}>
                {t("builder.clear")}
              </button>
            ) : null}
          </div>
        </aside>
      </div>
    </section>
  )
}
