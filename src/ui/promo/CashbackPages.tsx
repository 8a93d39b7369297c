import { useState } from "react"
import { useTranslation } from "react-i18next"
import { ClaimCashback } from "../../commands/promo/cashbackCommands"
import type { ApiError } from "../../domain/api/clientErrors"
import { LimitRefusalCode } from "../../domain/api/limits"
import { CASHBACK_REFUSALS, type CashbackPeriod, CashbackRefusalCode } from "../../domain/api/promoCashback"
import { BASIS_POINTS } from "../../domain/account/money"
import { type CashbackProgramme, qualifies } from "../../domain/promo/cashback"
import { LoadFailed, OfficeFrame } from "../account/office/OfficeFrame"
import { Button } from "../kit/Button"
import { FieldError } from "../kit/Field"
import { Table, Td, Th } from "../kit/Table"
import type { PromoTexts } from "./i18n/en"
import { useCashback } from "./useCashback"
import { usePromoTexts } from "./usePromo"
import "./promo.css"

const DAY_MS = 86_400_000

/** Which words a refused claim gets: the refusal's code, an exclusion, or "other". */
const refusalKey = (error: ApiError): keyof PromoTexts["cashback"]["refused"] => {
  if (error._tag !== "ServerRefused") return "other"
  if (error.code === LimitRefusalCode.selfExcluded || error.code === LimitRefusalCode.timeOut) return "excluded"
  return CASHBACK_REFUSALS.find((reason) => CashbackRefusalCode[reason] === error.code) ?? "other"
}

/** casino/vipcashback and casino/premiumcashback (SPEC.md 2.5): the rule, this week so far, the past weeks and their claims. */
const CashbackPage = ({ programme }: { readonly programme: CashbackProgramme }) => {
  const { t } = usePromoTexts()
  const { t: shell } = useTranslation()
  const { date, dispatch, money, reload, state } = useCashback(programme)
  const [claiming, setClaiming] = useState<number | null>(null)
  const answer = state.answer
  const section = programme === "vip" ? "vipCashback" : "premiumCashback"
  const claim = async (period: CashbackPeriod) => {
    setClaiming(period.start)
    await dispatch(new ClaimCashback({ programme, periodStart: period.start }))
    setClaiming(null)
  }
  const weekOf = (period: CashbackPeriod) => `${date(period.start)} – ${date(period.end - DAY_MS)}`
  return (
    <OfficeFrame section={section} title={shell(`titles.${section}`)} lead={t(`cashback.lead.${programme}`)}>
      {answer === null ? (
        state.status === "failed" ? (
          <LoadFailed onRetry={reload} />
        ) : (
          <p className="muted">{t("loading")}</p>
        )
      ) : (
        <div className="promo-card promo-card--wide" data-testid="cashback">
          <div className="promo-rule" data-testid="cashback-rule">
            <p>
              {t(`cashback.rule.${programme}`, { rate: (answer.terms.rateBp * 100) / BASIS_POINTS, currency: answer.terms.currency, threshold: money(answer.terms.premiumTurnover) })}
            </p>
            <p className="muted">{t("cashback.rounding", { min: money(answer.terms.minPayout) })}</p>
            <p className="muted">{t("cashback.payout")}</p>
          </div>
          {answer.excluded ? (
            <p className="promo-notice" role="status">
              {t("cashback.excluded")}
            </p>
          ) : null}
          <section className="promo-week" data-testid="cashback-current" aria-label={t("cashback.thisWeek", { from: date(answer.current.start), to: date(answer.current.end - DAY_MS) })}>
            <h2 className="promo-week__title">{t("cashback.thisWeek", { from: date(answer.current.start), to: date(answer.current.end - DAY_MS) })}</h2>
            <dl className="promo-figures">
              <div>
                <dt>{t("cashback.stakes")}</dt>
                <dd data-testid="cashback-stakes">{money(answer.current.stakes)}</dd>
              </div>
              <div>
                <dt>{t("cashback.wins")}</dt>
                <dd data-testid="cashback-wins">{money(answer.current.wins)}</dd>
              </div>
              <div>
                <dt>{t("cashback.netLoss")}</dt>
                <dd data-testid="cashback-net-loss">{money(answer.current.netLoss)}</dd>
              </div>
              <div>
                <dt>{t("cashback.due")}</dt>
                <dd data-testid="cashback-due">{money(answer.current.cashback)}</dd>
              </div>
            </dl>
            {answer.current.cashback === 0 && answer.current.netLoss > 0 && !qualifies(programme, answer.current, answer.terms.currency) ? (
              <p className="muted">{t("cashback.notThisProgramme")}</p>
            ) : null}
          </section>
          {state.claimed === null || state.claimed.status !== "paid" ? null : (
            <p className="promo-notice promo-notice--good" role="status" data-testid="cashback-claimed">
              {t("cashback.claimed", { amount: money(state.claimed.paid) })}
            </p>
          )}
          {state.claimError === null ? null : <FieldError>{t(`cashback.refused.${refusalKey(state.claimError)}`)}</FieldError>}
          <h2 className="promo-week__title">{t("cashback.past")}</h2>
          <Table
            label={t("cashback.past")}
            empty={<p className="muted">{t("cashback.noPast")}</p>}
            head={
              <>
                <Th>{t("cashback.week")}</Th>
                <Th align="numeric">{t("cashback.netLoss")}</Th>
                <Th align="numeric">{t("cashback.cashback")}</Th>
                <Th align="numeric">{t("cashback.paid")}</Th>
                <Th>{t("cashback.state")}</Th>
              </>
            }
          >
            {answer.past.map((period) => (
              <tr key={period.start} data-testid="cashback-week" data-status={period.status}>
                <Td>{weekOf(period)}</Td>
                <Td align="numeric">{money(period.netLoss)}</Td>
                <Td align="numeric">{money(period.cashback)}</Td>
                <Td align="numeric" data-testid="cashback-paid">
                  {money(period.paid)}
                </Td>
                <Td>
                  {period.status === "claimable" && period.cashback > 0 ? (
                    <Button variant="primary" disabled={claiming !== null} onClick={() => void claim(period)} data-testid="cashback-claim">
                      {t("cashback.claim")}
                    </Button>
                  ) : (
                    <span className={`promo-status promo-status--${period.status}`} data-testid="cashback-status">
                      {t(`cashback.status.${period.status}`)}
                    </span>
                  )}
                  {period.settledAt === null || period.settledBy === null ? null : (
                    <div className="muted">{t("cashback.settledOn", { date: date(period.settledAt), how: t(`cashback.by.${period.settledBy}`) })}</div>
                  )}
                </Td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </OfficeFrame>
  )
}

export const VipCashbackPage = () => <CashbackPage programme="vip" />
export const PremiumCashbackPage = () => <CashbackPage programme="premium" />
