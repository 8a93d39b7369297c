import { useState } from "react"
import { useTranslation } from "react-i18next"
import { RedeemPromoCode } from "../../commands/promo/commands"
import { PromoRefusalCode, type PlayerBonus } from "../../domain/api/promo"
import { LimitRefusalCode } from "../../domain/api/limits"
import { isPromoCode } from "../../domain/promo/promoCodes"
import { progressPercent } from "../../domain/promo/bonuses"
import { LoadFailed, OfficeFrame } from "../account/office/OfficeFrame"
import { Button, buttonClass } from "../kit/Button"
import { Field, FieldError } from "../kit/Field"
import { Table, Td, Th } from "../kit/Table"
import { usePromo, usePromoTexts } from "./usePromo"
import "./promo.css"
import type { PromoTexts } from "./i18n/en"

/** What the page shows while the bonuses are read, or failed to be. */
const Waiting = ({ status, onRetry }: { readonly status: "idle" | "loaded" | "failed"; readonly onRetry: () => void }) => {
  const { t } = usePromoTexts()
  return status === "failed" ? <LoadFailed onRetry={onRetry} /> : <p className="muted">{t("loading")}</p>
}

/** bonuses/deposit (SPEC.md 2.5): the first-deposit bonus chosen at registration, what it will give or gave, and the re-deposit bonus. */
export const BonusDepositPage = () => {
  const { t } = usePromoTexts()
  const { t: shell } = useTranslation()
  const { lng, money, reload, state } = usePromo()
  const answer = state.answer
  const given = answer?.bonuses.find((b) => b.kind === "first_deposit")
  return (
    <OfficeFrame section="bonusDeposit" title={shell("titles.bonusDeposit")} lead={t("deposit.lead")}>
      {answer === null ? (
        <Waiting status={state.status} onRetry={reload} />
      ) : (
        <div className="promo-card" data-testid="bonus-deposit">
          {answer.excluded ? (
            <p className="promo-notice" role="status">
              {t("excluded")}
            </p>
          ) : null}
          <p data-testid="bonus-choice">
            {answer.firstDepositChoice === "none" ? t("deposit.none") : t("deposit.choice", { product: t(`product.${answer.firstDepositChoice}`) })}
          </p>
          {answer.firstDeposit === null ? null : (
            <p data-testid="bonus-offer">
              {t("deposit.offer", { percent: answer.firstDeposit.percent, cap: money(answer.firstDeposit.cap), min: money(answer.firstDeposit.minDeposit), multiplier: answer.firstDeposit.multiplier })}
            </p>
          )}
          {answer.firstDepositMade ? <p data-testid="bonus-gave">{given === undefined ? t("deposit.noneGiven") : t("deposit.gave", { amount: money(given.amount) })}</p> : null}
          {answer.redeposit === null ? null : (
            <p className="muted">
              {t("deposit.redeposit", { percent: answer.redeposit.percent, cap: money(answer.redeposit.cap), min: money(answer.redeposit.minDeposit), multiplier: answer.redeposit.multiplier })}
            </p>
          )}
          <div className="promo-actions">
            {answer.firstDepositMade ? null : (
              <a className={buttonClass("primary")} href={`/${lng}/recharge`}>
                {t("deposit.toDeposit")}
              </a>
            )}
            {answer.firstDepositMade ? null : (
              <a className={buttonClass("secondary")} href={`/${lng}/settings`}>
                {t("deposit.toSettings")}
              </a>
            )}
            <a className={buttonClass("ghost")} href={`/${lng}/bonuses/wager`}>
              {t("deposit.toWager")}
            </a>
          </div>
        </div>
      )}
    </OfficeFrame>
  )
}

/** The terms of a bonus in words: the minimum odds (sports) or the weights of the casino games. */
const RuleText = ({ bonus }: { readonly bonus: PlayerBonus }) => {
  const { t } = usePromoTexts()
  if (bonus.product === "sport") return <span className="muted">{t("wager.sportRule", { coef: bonus.minCoef.toFixed(2) })}</span>
  const weights = bonus.weights
    .filter((w) => w.weight !== bonus.defaultWeight)
    .map((w) => `${w.game} ${w.weight}%`)
    .join(", ")
  return <span className="muted">{t("wager.casinoRule", { weights, default: bonus.defaultWeight })}</span>
}

/** bonuses/wager (SPEC.md 2.5): each bonus with its amount, requirement, progress bar, expiry and status. */
export const BonusWagerPage = () => {
  const { t } = usePromoTexts()
  const { t: shell } = useTranslation()
  const { date, money, reload, state } = usePromo()
  const answer = state.answer
  return (
    <OfficeFrame section="bonusWager" title={shell("titles.bonusWager")} lead={t("wager.lead")}>
      {answer === null ? (
        <Waiting status={state.status} onRetry={reload} />
      ) : (
        <div data-testid="bonus-wager">
          <div className="promo-toolbar">
            <p data-testid="bonus-balance">{t("wager.balance", { amount: money(answer.bonusBalance) })}</p>
            <Button variant="ghost" onClick={reload} data-testid="bonus-refresh">
              {t("wager.refresh")}
            </Button>
          </div>
          {answer.excluded ? (
            <p className="promo-notice" role="status">
              {t("excluded")}
            </p>
          ) : null}
          <Table
            label={shell("titles.bonusWager")}
            empty={<p className="muted">{t("wager.empty")}</p>}
            head={
              <>
                <Th>{t("wager.bonus")}</Th>
                <Th align="numeric">{t("wager.amount")}</Th>
                <Th align="numeric">{t("wager.requirement")}</Th>
                <Th>{t("wager.progress")}</Th>
                <Th>{t("wager.expires")}</Th>
                <Th>{t("wager.state")}</Th>
              </>
            }
          >
            {answer.bonuses.map((bonus) => {
              const percent = progressPercent(bonus.wagered, bonus.requirement)
              return (
                <tr key={bonus.id} data-testid="bonus-row" data-status={bonus.status}>
                  <Td>
                    <div>{t(`kind.${bonus.kind}`)}</div>
                    <div className="muted">{t(`product.${bonus.product}`)}</div>
                  </Td>
                  <Td align="numeric">{money(bonus.amount)}</Td>
                  <Td align="numeric">{money(bonus.requirement)}</Td>
                  {bonus.freeBet !== undefined ? (
                    // A free bet is not wagered: it is staked once, in the bet slip (src/domain/promo/freeBets.ts).
                    <Td>
                      <div data-testid="bonus-free-bet">{t("wager.freeBet", { coef: bonus.minCoef.toFixed(2) })}</div>
                    </Td>
                  ) : (
                  <Td>
                    <div className="promo-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t("wager.progress")}>
                      <div className="promo-progress__bar" style={{ width: `${percent}%` }} />
                    </div>
                    <div className="promo-progress__text" data-testid="bonus-progress">
                      {money(bonus.wagered)} / {money(bonus.requirement)}
                    </div>
                    <RuleText bonus={bonus} />
                  </Td>
                  )}
                  <Td>{date(bonus.expiresAt)}</Td>
                  <Td>
                    <span className={`promo-status promo-status--${bonus.status}`} data-testid="bonus-status">
                      {t(`status.${bonus.status}`)}
                    </span>
                    {bonus.released === null || bonus.released === 0 ? null : <div className="muted">{t("wager.released", { amount: money(bonus.released) })}</div>}
                  </Td>
                </tr>
              )
            })}
          </Table>
          <p className="muted">{t("wager.forfeitRule")}</p>
        </div>
      )}
    </OfficeFrame>
  )
}

const refusalKey = (code: number | undefined): keyof PromoTexts["promotion"]["refused"] => {
  const found = (Object.entries(PromoRefusalCode) as ReadonlyArray<[keyof typeof PromoRefusalCode, number]>).find(([, value]) => value === code)
  if (found !== undefined) return found[0]
  return code === LimitRefusalCode.selfExcluded || code === LimitRefusalCode.timeOut ? "excluded" : "other"
}

/** promotion (SPEC.md 2.5, "promo-code check"): the player redeems a code; the server checks it. */
export const PromotionPage = () => {
  const { t } = usePromoTexts()
  const { t: shell } = useTranslation()
  const { dispatch, money, state } = usePromo()
  const [code, setCode] = useState("")
  const [touched, setTouched] = useState(false)
  const [sending, setSending] = useState(false)
  const bad = touched && !isPromoCode(code)
  const submit = async () => {
    setTouched(true)
    if (!isPromoCode(code)) return
    setSending(true)
    await dispatch(new RedeemPromoCode({ code: code.trim() }))
    setSending(false)
  }
  const error = state.redeemError
  return (
    <OfficeFrame section="promotion" title={shell("titles.promotion")} lead={t("promotion.lead")}>
      <form
        className="promo-card promo-form"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <Field label={t("promotion.label")}>
          <input
            className="field__input"
            value={code}
            maxLength={32}
            placeholder={t("promotion.hint")}
            autoComplete="off"
            aria-invalid={bad}
            onChange={(e) => setCode(e.target.value)}
            onBlur={() => setTouched(code !== "")}
            data-testid="promo-code"
          />
          {bad ? <FieldError>{t("promotion.bad")}</FieldError> : null}
        </Field>
        <Button variant="primary" type="submit" disabled={sending} data-testid="promo-redeem">
          {t("promotion.submit")}
        </Button>
        {state.redeemed === null ? null : (
          <p className="promo-notice promo-notice--good" role="status" data-testid="promo-redeemed">
            {state.redeemed.freeBet !== undefined
              ? t("promotion.redeemedFreeBet", { amount: money(state.redeemed.amount) })
              : t("promotion.redeemed", { amount: money(state.redeemed.amount), product: t(`product.${state.redeemed.product}`), requirement: money(state.redeemed.requirement) })}
          </p>
        )}
        {error === null ? null : <FieldError>{t(`promotion.refused.${refusalKey(error._tag === "ServerRefused" ? error.code : undefined)}`)}</FieldError>}
      </form>
    </OfficeFrame>
  )
}
