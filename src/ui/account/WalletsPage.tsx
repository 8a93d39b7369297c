import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { AddCurrency, LoadAccounts, RemoveCurrency, SetActiveAccount } from "../../commands/account/commands"
import { addableCurrencies, isRemovable, type WalletAccount } from "../../domain/account/wallets"
import type { AccountsState } from "../../projections/account/accounts"
import { isChanging, labelWithSymbolOf } from "../../projections/account/selectors"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { formatMoney } from "../kit/formatMoney"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./account.css"
import { buttonClass } from "../kit/Button"
import { Field } from "../kit/Field"

type T = ReturnType<typeof useAreaTexts<"account">>["t"]

/** What the last add or remove ended with, in the player's words: our text for a known refusal, else the server's message. */
const outcomeText = (t: T, outcome: NonNullable<AccountsState["outcome"]>, accounts: ReadonlyArray<WalletAccount>): string => {
  if (outcome.success) {
    if (outcome.process === "delete") return t("wallets.removed")
    if (outcome.process === "add") return t("wallets.added", { iso: accounts.at(-1)?.iso ?? "" })
    return ""
  }
  const code = outcome.error?._tag === "ServerRefused" ? outcome.error.code : undefined
  const known = code === undefined ? undefined : (en.wallets.refusals as Record<string, string>)[String(code)]
  if (known !== undefined) return t(`wallets.refusals.${String(code) as keyof typeof en.wallets.refusals}`)
  return outcome.message === null ? t("wallets.failedUnknown") : t("wallets.failed", { message: outcome.message })
}

/** The personal office's wallets (SPEC.md 2.5 account, 2.9 "wallets"): balances, the active account, add and remove a currency. */
export const WalletsPage = () => {
  useSignals()
  const { t } = useAreaTexts("account", { en, ru })
  const dispatch = useDispatch()
  const store = useStore()
  const session = store.session.value
  const state = store.accounts.value
  const lng = store.language.value.current ?? "en"
  const [chosen, setChosen] = useState<number | null>(null)

  const body = (() => {
    if (session.status !== "player") return <p className="muted">{t("wallets.signIn")}</p>
    if (state.status === "idle") return <p className="muted">{t("wallets.loading")}</p>
    if (state.status === "failed") {
      return (
        <div className="wallets__notice" role="alert">
          <p>{t("wallets.loadFailed")}</p>
          <button type="button" className={buttonClass("primary")} onClick={() => void dispatch(new LoadAccounts({}))}>
            {t("wallets.retry")}
          </button>
        </div>
      )
    }
    if (state.all_accounts.length === 0) return <p className="muted">{t("wallets.noAccount")}</p>
    const busy = isChanging(state)
    const addable = addableCurrencies(state.currencies, state.all_accounts)
    const selected = addable.find((c) => c.currencyId === chosen)?.currencyId ?? addable[0]?.currencyId
    return (
      <>
        {state.isAccountFrozen ? (
          <p className="wallets__notice" role="alert">
            {t("wallets.frozen")}
          </p>
        ) : null}
        <ul className="wallets__list" aria-label={t("wallets.title")}>
          {state.all_accounts.map((account) => (
            <li key={account.id} className={`wallet${account.isActive ? " wallet--active" : ""}`} data-testid={`wallet-${account.iso}`}>
              <div className="wallet__name">
                <span className="wallet__currency">{labelWithSymbolOf(account)}</span>
                <span className="wallet__type">{t(`wallets.type.${String(account.type) as "0" | "4" | "9"}`)}</span>
              </div>
              <div className="wallet__money">{formatMoney(account.money, account, lng)}</div>
              <div className="wallet__actions">
                {account.isActive ? (
                  <span className="wallet__badge">{t("wallets.active")}</span>
                ) : (
                  <button type="button" className={buttonClass("secondary")} disabled={busy} onClick={() => void dispatch(new SetActiveAccount({ accountId: account.id }))}>
                    {t("wallets.makeActive")}
                  </button>
                )}
                {account.type === 9 ? (
                  <button
                    type="button"
                    className={buttonClass("secondary", "wallet__remove")}
                    disabled={busy || !isRemovable(account) || state.isAccountFrozen}
                    title={isRemovable(account) ? undefined : t("wallets.removeHint")}
                    onClick={() => void dispatch(new RemoveCurrency({ accountId: account.id }))}
                  >
                    {t("wallets.remove")}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <form
          className="wallets__add card"
          onSubmit={(event) => {
            event.preventDefault()
            if (selected !== undefined) void dispatch(new AddCurrency({ currencyId: selected }))
          }}
        >
          <h2>{t("wallets.addTitle")}</h2>
          {addable.length === 0 ? (
            <p className="muted">{t("wallets.nothingToAdd")}</p>
          ) : (
            <div className="wallets__add-row">
              <Field label={t("wallets.addLabel")}>
                <select className="field__input" value={selected} onChange={(event) => setChosen(Number(event.target.value))} disabled={busy}>
                  {addable.map((currency) => (
                    <option key={currency.currencyId} value={currency.currencyId}>
                      {labelWithSymbolOf(currency)}
                    </option>
                  ))}
                </select>
              </Field>
              <button type="submit" className={buttonClass("primary")} disabled={busy || state.isAccountFrozen}>
                {state.process.add ? t("wallets.adding") : t("wallets.add")}
              </button>
            </div>
          )}
        </form>
        <p className={`wallets__outcome${state.outcome?.success === false ? " wallets__outcome--failed" : ""}`} role="status">
          {state.outcome === null ? "" : outcomeText(t, state.outcome, state.all_accounts)}
        </p>
      </>
    )
  })()

  return (
    <div className="container wallets">
      <h1>{t("wallets.title")}</h1>
      <p className="muted wallets__lead">{t("wallets.lead")}</p>
      {body}
    </div>
  )
}
