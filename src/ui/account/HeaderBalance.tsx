import { useSignals } from "@preact/signals-react/runtime"
import { Link } from "wouter"
import { SetHideBalance } from "../../commands/account/commands"
import { activeAccount } from "../../projections/account/selectors"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { formatMoney } from "../kit/formatMoney"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { EyeIcon, EyeOffIcon } from "../kit/icons"
import "./account.css"
import { buttonClass } from "../kit/Button"

/**
 * The active account's balance in the header (signed-in players only), hidden behind dots until the player shows
 * it (SPEC.md 9: hidden by default; the choice is kept on the server per player), and a link to the wallets.
 */
export const HeaderBalance = () => {
  useSignals()
  const { t } = useAreaTexts("account", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const accounts = store.accounts.value
  const lng = store.language.value.current ?? "en"
  const active = activeAccount(accounts)
  if (active === undefined) return null
  const hidden = accounts.hideBalance
  return (
    <div className="header-balance">
      <Link href={`/${lng}/account/wallets`} className="header-balance__amount" title={t("balance.wallets")}>
        <span className="header-balance__label">{t("balance.label")}</span>
        <span className="header-balance__value" data-testid="header-balance">
          {hidden ? <span aria-label={t("balance.hidden")}>•••••</span> : formatMoney(active.money, active, lng)}
        </span>
      </Link>
      <button
        type="button"
        className="header-balance__toggle"
        aria-pressed={!hidden}
        title={hidden ? t("balance.show") : t("balance.hide")}
        aria-label={hidden ? t("balance.show") : t("balance.hide")}
        onClick={() => void dispatch(new SetHideBalance({ hide: !hidden }))}
      >
        {hidden ? <EyeIcon /> : <EyeOffIcon />}
      </button>
      <Link href={`/${lng}/recharge`} className={buttonClass("primary", "btn--small header-balance__deposit")} data-testid="header-deposit">
        {t("balance.deposit")}
      </Link>
    </div>
  )
}
