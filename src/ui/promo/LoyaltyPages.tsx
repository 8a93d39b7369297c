import { useState } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "wouter"
import { ExchangePoints } from "../../commands/promo/loyaltyCommands"
import type { ApiError } from "../../domain/api/clientErrors"
import { LimitRefusalCode } from "../../domain/api/limits"
import { LOYALTY_REFUSALS, type LoyaltyCatalogueItem, LoyaltyRefusalCode } from "../../domain/api/promoLoyalty"
import { DEFAULT_CASINO_WEIGHT, requirementOf, WAGERING } from "../../domain/promo/bonuses"
import { LOYALTY_CATALOGUE, type LoyaltyRewardId, rewardAmountOf, stakePerPointOf } from "../../domain/promo/loyalty"
import { LoadFailed, OfficeFrame } from "../account/office/OfficeFrame"
import { Button, buttonClass } from "../kit/Button"
import { FieldError } from "../kit/Field"
import { Table, Td, Th } from "../kit/Table"
import type { PromoTexts } from "./i18n/en"
import { useLoyalty } from "./useLoyalty"
import { usePromoTexts } from "./usePromo"
import "./promo.css"

/** Which words a refused exchange gets: the refusal's code, an exclusion, or "other". */
const refusalKey = (error: ApiError): keyof PromoTexts["loyalty"]["refused"] => {
  if (error._tag !== "ServerRefused") return "other"
  if (error.code === LimitRefusalCode.selfExcluded || error.code === LimitRefusalCode.timeOut) return "excluded"
  return LOYALTY_REFUSALS.find((reason) => LoyaltyRefusalCode[reason] === error.code) ?? "other"
}

/** The catalogue in a currency as the domain prices it: what a guest sees before the server has answered for a player. */
const catalogueIn = (currency: string): ReadonlyArray<LoyaltyCatalogueItem> =>
  LOYALTY_CATALOGUE.map((reward) => ({
    id: reward.id,
    points: reward.points,
    product: reward.product,
    amount: rewardAmountOf(reward, currency),
    multiplier: reward.wagering.multiplier,
    minCoef: reward.product === "sport" ? reward.wagering.minCoefMilli / 1000 : 0
  }))

/** How points are earned: the stake a point takes, what counts in sports and in the casino, what never counts. */
const EarningRules = () => {
  const { t } = usePromoTexts()
  const { coef, currency, money } = useLoyalty()
  const weights = Object.entries(WAGERING.casino.weights)
    .map(([game, weight]) => `${game} ${weight}%`)
    .join(", ")
  return (
    <div className="promo-rule" data-testid="loyalty-rules">
      <p>{t("loyalty.rule.point", { stake: money(stakePerPointOf(currency)) })}</p>
      <ul>
        <li>{t("loyalty.rule.sport", { coef: coef(WAGERING.sport.minCoefMilli / 1000) })}</li>
        <li>{t("loyalty.rule.casino", { weights, other: DEFAULT_CASINO_WEIGHT })}</li>
      </ul>
      <p className="muted">{t("loyalty.rule.none")}</p>
    </div>
  )
}

/** The rewards: points, the bonus and its wagering; with `onExchange`, an Exchange button each. */
const Catalogue = ({
  items,
  balance,
  barred,
  busy,
  onExchange
}: {
  readonly items: ReadonlyArray<LoyaltyCatalogueItem>
  readonly balance: number | null
  readonly barred: boolean
  readonly busy: LoyaltyRewardId | null
  readonly onExchange?: (id: LoyaltyRewardId) => void
}) => {
  const { t } = usePromoTexts()
  const { coef, count, money } = useLoyalty()
  return (
    <Table
      label={t("loyalty.catalogue")}
      data-testid="loyalty-catalogue"
      head={
        <>
          <Th>{t("loyalty.reward")}</Th>
          <Th align="numeric">{t("loyalty.cost")}</Th>
          <Th>{t("loyalty.gives")}</Th>
          {onExchange === undefined ? null : <Th>{t("loyalty.exchange")}</Th>}
        </>
      }
    >
      {items.map((item) => (
        <tr key={item.id} data-testid="loyalty-reward" data-reward={item.id}>
          <Td>{t(`loyalty.rewards.${item.id}`)}</Td>
          <Td align="numeric" data-testid="loyalty-cost">
            {count(item.points)}
          </Td>
          <Td>
            {t(`loyalty.gift.${item.id}`, { amount: money(item.amount) })}
            <div className="muted">
              {t(item.product === "sport" ? "loyalty.wagerSport" : "loyalty.wagerCasino", {
                requirement: money(requirementOf(item, item.amount)),
                multiplier: item.multiplier,
                coef: coef(item.minCoef)
              })}
            </div>
          </Td>
          {onExchange === undefined ? null : (
            <Td>
              <Button
                variant="primary"
                disabled={busy !== null || barred || balance === null || balance < item.points}
                onClick={() => onExchange(item.id)}
                title={balance !== null && balance < item.points ? t("loyalty.short", { points: count(item.points - balance) }) : undefined}
              >
                {t("loyalty.exchange")}
              </Button>
            </Td>
          )}
        </tr>
      ))}
    </Table>
  )
}

/** points (SPEC.md 2.8): how points are earned and what they buy, for everyone; a guest is asked to sign in. */
export const PointsPage = () => {
  const { t } = usePromoTexts()
  const { t: shell } = useTranslation()
  const { count, currency, isPlayer, lng, state } = useLoyalty()
  return (
    <div className="container">
      <h1>{shell("titles.points")}</h1>
      <div className="promo-card promo-card--wide" data-testid="points">
        <p className="muted">{t("loyalty.publicLead")}</p>
        <h2 className="promo-week__title">{t("loyalty.howToEarn")}</h2>
        <EarningRules />
        <h2 className="promo-week__title">{t("loyalty.catalogue")}</h2>
        <Catalogue items={state.answer?.catalogue ?? catalogueIn(currency)} balance={null} barred={false} busy={null} />
        {isPlayer ? (
          <p className="promo-actions">
            {state.answer === null ? null : <span data-testid="points-balance">{t("loyalty.yourBalance", { points: count(state.answer.balance) })}</span>}
            <Link href={`/${lng}/rewards`} className={buttonClass("primary")}>
              {t("loyalty.toRewards")}
            </Link>
          </p>
        ) : (
          <p className="promo-notice" data-testid="points-sign-in">
            {t("loyalty.signIn")} <Link href={`/${lng}/user/login`}>{t("loyalty.logIn")}</Link>
          </p>
        )}
      </div>
    </div>
  )
}

/** rewards (SPEC.md 2.5): the player's balance, the rewards to exchange points for, the points history. */
export const RewardsPage = () => {
  const { t } = usePromoTexts()
  const { t: shell } = useTranslation()
  const { count, date, dispatch, lng, money, reload, state } = useLoyalty()
  const [exchanging, setExchanging] = useState<LoyaltyRewardId | null>(null)
  const answer = state.answer
  const exchange = async (rewardId: LoyaltyRewardId) => {
    setExchanging(rewardId)
    await dispatch(new ExchangePoints({ rewardId }))
    setExchanging(null)
  }
  return (
    <OfficeFrame section="rewards" title={shell("titles.rewards")} lead={t("loyalty.lead")}>
      {answer === null ? (
        state.status === "failed" ? (
          <LoadFailed onRetry={reload} />
        ) : (
          <p className="muted">{t("loading")}</p>
        )
      ) : (
        <div className="promo-card promo-card--wide" data-testid="rewards">
          <dl className="promo-figures">
            <div>
              <dt>{t("loyalty.balance")}</dt>
              <dd data-testid="rewards-balance">{count(answer.balance)}</dd>
            </div>
            <div>
              <dt>{t("loyalty.earned")}</dt>
              <dd data-testid="rewards-earned">{count(answer.earned)}</dd>
            </div>
            <div>
              <dt>{t("loyalty.spent")}</dt>
              <dd data-testid="rewards-spent">{count(answer.spent)}</dd>
            </div>
          </dl>
          <div className="promo-toolbar">
            <Link href={`/${lng}/points`}>{t("loyalty.howItWorks")}</Link>
            <Button variant="ghost" onClick={reload}>
              {t("wager.refresh")}
            </Button>
          </div>
          {answer.excluded ? (
            <p className="promo-notice" role="status">
              {t("loyalty.excluded")}
            </p>
          ) : null}
          {state.exchanged === null ? null : (
            <p className="promo-notice promo-notice--good" role="status" data-testid="rewards-exchanged">
              {t("loyalty.exchanged", {
                amount: money(state.exchanged.bonus.amount, state.exchanged.bonus.currency),
                product: t(`product.${state.exchanged.bonus.product}`),
                requirement: money(state.exchanged.bonus.requirement, state.exchanged.bonus.currency)
              })}{" "}
              <Link href={`/${lng}/bonuses/wager`}>{t("deposit.toWager")}</Link>
            </p>
          )}
          {state.exchangeError === null ? null : <FieldError>{t(`loyalty.refused.${refusalKey(state.exchangeError.error)}`)}</FieldError>}
          <Catalogue items={answer.catalogue} balance={answer.balance} barred={answer.excluded} busy={exchanging} onExchange={(id) => void exchange(id)} />
          <h2 className="promo-week__title">{t("loyalty.history")}</h2>
          <Table
            label={t("loyalty.history")}
            data-testid="rewards-history"
            empty={<p className="muted">{t("loyalty.noHistory")}</p>}
            head={
              <>
                <Th>{t("loyalty.when")}</Th>
                <Th>{t("loyalty.what")}</Th>
                <Th align="numeric">{t("loyalty.pointsColumn")}</Th>
              </>
            }
          >
            {answer.history.map((entry, i) => (
              <tr key={`${entry.at}-${i}`} data-testid="rewards-entry" data-kind={entry.kind}>
                <Td>{date(entry.at)}</Td>
                <Td>
                  {entry.rewardId === null
                    ? t(`loyalty.source.${entry.source}`, { stake: money(entry.stake, entry.currency) })
                    : t("loyalty.source.exchange", { reward: t(`loyalty.rewards.${entry.rewardId}`) })}
                </Td>
                <Td align="numeric">{entry.points > 0 ? `+${count(entry.points)}` : count(entry.points)}</Td>
              </tr>
            ))}
          </Table>
        </div>
      )}
    </OfficeFrame>
  )
}
