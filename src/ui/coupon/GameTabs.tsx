import { useAreaTexts } from "../i18n/areaTexts"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./builder.css"

/** The game page's two views of its markets: every market with its prices, or the bet builder. */
export const GameTabs = ({ builder, onBuilder }: { readonly builder: boolean; readonly onBuilder: (on: boolean) => void }) => {
  const { t } = useAreaTexts("coupon", { en, ru })
  return (
    <div className="game-page__tabs" role="tablist">
      <button type="button" role="tab" className="game-page__tab" aria-selected={!builder} onClick={() => onBuilder(false)}>
        {t("builder.markets")}
      </button>
      <button type="button" role="tab" className="game-page__tab" aria-selected={builder} onClick={() => onBuilder(true)} data-testid="bet-builder-tab">
        {t("builder.tab")}
      </button>
    </div>
  )
}
