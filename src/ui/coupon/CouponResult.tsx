import { useSignals } from "@preact/signals-react/runtime"
import { CloseCouponResult } from "../../commands/coupon/commands"
import { problemCodes } from "../../domain/api/coupon"
import { LimitRefusalCode } from "../../domain/api/limits"
import { PromoRefusalCode } from "../../domain/api/promo"
import type { CouponProblem } from "../../domain/coupon/rules"
import { problemText } from "./problemText"
import { useDispatch, useStore } from "../AppContext"
import { Button, buttonClass } from "../kit/Button"
import { OddsCell } from "../kit/cells"
import type { useAreaTexts } from "../i18n/areaTexts"

/** The limit service's refusals of a stake (a wagering or loss limit, an exclusion, a time-out, the session limit). */
const RESPONSIBLE_GAMING_CODES: ReadonlySet<number> = new Set([
  LimitRefusalCode.wageringLimit,
  LimitRefusalCode.lossLimit,
  LimitRefusalCode.selfExcluded,
  LimitRefusalCode.timeOut,
  LimitRefusalCode.sessionLimitEnded
])

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]

const PROMO_CODES: ReadonlySet<number> = new Set(Object.values(PromoRefusalCode))

/** The refusal code of a coupon promo code the server did not take (the slip's promo code field shows it), if it is one. */
export const promoRefusalOf = (code: number | null): `${(typeof PromoRefusalCode)[keyof typeof PromoRefusalCode]}` | undefined =>
  code !== null && PROMO_CODES.has(code) ? (String(code) as `${(typeof PromoRefusalCode)[keyof typeof PromoRefusalCode]}`) : undefined

const problemOfCode = new Map(Object.entries(problemCodes).map(([tag, code]) => [code, tag]))

/** Refusals whose text needs the amount or count the server's code does not carry. */
const AMOUNT_TAGS: ReadonlySet<string> = new Set(["AmountBelowMin", "AmountAboveMax", "PayoutAboveMax", "TooManyBets", "TooFewBets"])

/**
 * The last placement's answer: the success message with what was placed (the coupon's id, stake, coefficient and
 * possible win, as the server took them) and a link to the coupon's page, or why the server
 * did not take the bet, in the player's language (the refusal's code; the server's own words when it sent no code).
 */
export const CouponResult = ({
  t,
  lng,
  problems,
  money,
  coefViewId
}: {
  readonly t: T
  readonly lng: string
  /** What the coupon judges wrong now: a refusal of the same kind is told with its amounts. */
  readonly problems: ReadonlyArray<CouponProblem>
  readonly money: (minor: number) => string
  /** How the player reads prices (SPEC.md 3 coefViewId). */
  readonly coefViewId: number
}) => {
  useSignals()
  const dispatch = useDispatch()
  const { success, failure } = useStore().couponPlacement.value
  const close = () => void dispatch(new CloseCouponResult({}))
  if (success !== null) {
    return (
      <div className="coupon-result coupon-result--success" role="dialog" aria-modal="false" aria-labelledby="coupon-success-title">
        <h3 id="coupon-success-title">{t("success.title")}</h3>
        <p data-testid="coupon-id">{t("success.text", { id: success.id })}</p>
        <dl className="coupon-result__sums">
          <dt>{t("success.stake")}</dt>
          <dd data-testid="placed-stake">{money(success.stake)}</dd>
          {success.coef !== null ? (
            <>
              <dt>{t("coef")}</dt>
              <OddsCell as="dd" data-testid="placed-coef" decimal={success.coef} coefViewId={coefViewId} />
            </>
          ) : null}
          {success.boost === undefined ? null : (
            <>
              <dt>{t("boost.label", { code: success.promoCode })}</dt>
              <dd data-testid="placed-boost">{t("boost.terms", { percent: success.boost.percent, cap: money(success.boost.cap) })}</dd>
            </>
          )}
          {success.freeBetId === undefined ? null : (
            <>
              <dt>{t("freeBet.label")}</dt>
              <dd data-testid="placed-free-bet">{t("freeBet.used")}</dd>
            </>
          )}
          <dt>{t("possibleWin")}</dt>
          <dd data-testid="placed-possible-win">
            {success.possibleWin.min === success.possibleWin.max ? money(success.possibleWin.max) : t("possibleWinRange", { min: money(success.possibleWin.min), max: money(success.possibleWin.max) })}
          </dd>
        </dl>
        <div className="coupon-result__actions">
          <a href={`/${lng}/print-coupon/${success.id}`} target="_blank" rel="noopener">
            {t("success.print")}
          </a>
          <Button variant="secondary" onClick={close}>
            {t("success.close")}
          </Button>
        </div>
      </div>
    )
  }
  if (failure === null) return null
  const tag = failure.code === null ? undefined : problemOfCode.get(failure.code)
  const known = problems.find((problem) => problem._tag === tag)
  // A stake refused by the player's own limits or break (time-out, self-exclusion, session limit): the limit
  // service's words say which one and until when; "try again" would be wrong.
  const limitTitle =
    failure.code !== null && RESPONSIBLE_GAMING_CODES.has(failure.code) && failure.error._tag === "ServerRefused" && failure.error.title !== "" ? failure.error.title : null
  const promo = promoRefusalOf(failure.code)
  const message =
    limitTitle !== null
      ? limitTitle
      : promo !== undefined
      ? t(`promoRefused.${promo}`)
      : failure.code !== null && failure.code >= 80 && failure.code <= 86
      ? t(`freeBet.refused.${String(failure.code) as "80" | "81" | "82" | "83" | "84" | "85" | "86"}`)
      : failure.code === 20 || failure.code === 21 || failure.code === 22
      ? t(`refused.${failure.code}`)
      : known !== undefined
        ? t("refused.rules", { reason: problemText(t, known, money) })
        : tag !== undefined && !AMOUNT_TAGS.has(tag)
          ? t("refused.rules", { reason: t(`problems.${tag as Exclude<CouponProblem["_tag"], "AmountBelowMin" | "AmountAboveMax" | "PayoutAboveMax" | "TooManyBets" | "TooFewBets">}`) })
          : t("refused.failed")
  return (
    <div className="coupon-result coupon-result--failure" role="alert">
      <p>{message}</p>
      {failure.code === 21 ? (
        // Not enough money: the cashier is one click away.
        <a className={buttonClass("primary", "btn--small")} href={`/${lng}/recharge`} data-testid="coupon-deposit">
          {t("refused.deposit")}
        </a>
      ) : null}
      <Button variant="ghost" onClick={close}>
        {t("success.close")}
      </Button>
    </div>
  )
}
