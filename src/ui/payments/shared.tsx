import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useEffect } from "react"
import { Link } from "wouter"
import { LoadCashier } from "../../commands/payments/commands"
import type { ApiError } from "../../domain/api/clientErrors"
import type { Cashier } from "../../domain/api/payments"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { formatMoney } from "../kit/formatMoney"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./payments.css"

export const usePaymentsTexts = () => useAreaTexts("payments", { en, ru })

/** The page's language, the signed-in player's cashier (loaded once per player) and money formatting in it. */
export const useCashier = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const isPlayer = store.session.value.status === "player"
  const cashier = store.payments.value.cashier
  useEffect(() => {
    if (isPlayer && cashier.status === "idle") void dispatch(new LoadCashier({}))
  }, [isPlayer, cashier.status, dispatch])
  const money = (minor: number, data: Pick<Cashier, "currency" | "minorDigits"> | null = cashier.data) =>
    data === null ? String(minor) : formatMoney(minor, { iso: data.currency, minorDigits: data.minorDigits }, lng)
  return { lng, isPlayer, cashier, money, dispatch, store }
}

/** A server's refusal in words: its title when it gave one. */
export const reasonOf = (error: ApiError): string => (error._tag === "ServerRefused" ? error.title : error._tag === "NetworkError" ? "network error" : error._tag)

const SECTIONS = [
  { id: "recharge", path: "/recharge" },
  { id: "deduce", path: "/deduce" },
  { id: "historypay", path: "/historypay" },
  { id: "paymentRequests", path: "/payment/requests" }
] as const

/** The cashier's frame: its sections as tabs above the page, the balance beside them. */
export const CashierFrame = ({ section, title, children }: { readonly section: (typeof SECTIONS)[number]["id"]; readonly title: string; readonly children: ReactNode }) => {
  const { t } = usePaymentsTexts()
  const { cashier, isPlayer, lng, money } = useCashier()
  const titles = { recharge: t("recharge.title"), deduce: t("recharge.toDeduce"), historypay: t("history.title"), paymentRequests: t("requests.title") }
  return (
    <div className="container cashier">
      <nav className="cashier__tabs" aria-label={t("recharge.title")}>
        {SECTIONS.map(({ id, path }) => (
          <Link key={id} href={`/${lng}${path}`} className={`cashier__tab${id === section ? " cashier__tab--current" : ""}`} aria-current={id === section ? "page" : undefined}>
            {titles[id]}
          </Link>
        ))}
        {cashier.data === null ? null : (
          <span className="cashier__balance">
            {t("common.balance")}: <strong data-testid="cashier-balance">{money(cashier.data.balance)}</strong>
          </span>
        )}
      </nav>
      <section className="cashier__page">
        <h1>{title}</h1>
        {isPlayer ? (
          children
        ) : (
          <p className="muted">
            {t("common.signIn")} <Link href={`/${lng}/user/login`}>{t("common.logIn")}</Link>
          </p>
        )}
      </section>
    </div>
  )
}

/** Until the cashier is loaded: loading, or why not with a retry. */
export const CashierGate = ({ children }: { readonly children: (cashier: Cashier) => ReactNode }) => {
  const { t } = usePaymentsTexts()
  const { cashier, dispatch } = useCashier()
  if (cashier.data !== null) return <>{children(cashier.data)}</>
  if (cashier.status === "idle") return <p className="muted">{t("common.loading")}</p>
  return (
    <div className="cashier-notice cashier-notice--bad" role="alert">
      <p>{cashier.error?._tag === "ServerRefused" && cashier.error.status === 409 ? t("common.noAccount") : t("common.loadFailed")}</p>
      <button type="button" className="btn btn--secondary" onClick={() => void dispatch(new LoadCashier({}))}>
        {t("common.retry")}
      </button>
    </div>
  )
}
