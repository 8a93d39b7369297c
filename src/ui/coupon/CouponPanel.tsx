import { useSignals } from "@preact/signals-react/runtime"
import { useRef } from "react"
import { ChangeCouponSettings, EditCoupon, LoadFreeBets, PlaceCoupon, type ShownStakes } from "../../commands/coupon/commands"
import type { AvailableFreeBet } from "../../domain/api/coupon"
import { antiExpressPayback, expressPromotionsOf, hyperExtra } from "../../domain/promo/expressPromotions"
import { freeBetPossibleWin } from "../../domain/promo/freeBets"
import { BONUS_ACCOUNT } from "../../domain/coupon/rules"
import type { CouponEdit } from "../../domain/coupon/couponState"
import { amountsOf, stepAmount } from "../../domain/coupon/amounts"
import { CouponType, type CouponTypeId, COUPON_TYPES, minimumBets } from "../../domain/coupon/couponType"
import type { CouponProblem } from "../../domain/coupon/rules"
import { systemOptions } from "../../domain/coupon/system"
import { blocksOf } from "../../domain/coupon/lines"
import { type BetNow, chosenFreeBet, couponAccount, couponFeatures, couponLimitsNow, couponView, stakingAccount } from "../../projections/coupon/selectors"
import { rightRefusal } from "../../projections/session/rights"
import { formatOddsByView } from "../../domain/sports/oddsFormats"
import { formatMoney } from "../kit/formatMoney"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { en as sportsEn } from "../sports/i18n/en"
import { ru as sportsRu } from "../sports/i18n/ru"
import { eventTitle } from "../../domain/sports/outright"
import { marketName, outcomeName } from "../sports/names"
import type { Watch } from "../../domain/sports/watch"
import { useWatch } from "../sports/useWatch"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import { CouponResult, promoRefusalOf } from "./CouponResult"
import { MoneyInput } from "../kit/MoneyInput"
import { stakeRefusalText } from "./stakeRefusalText"
import { problemText } from "./problemText"
import { CouponSettingsBlock } from "./CouponSettingsBlock"
import { stakeOfText } from "../../domain/coupon/stakeText"
import { Button, buttonClass } from "../kit/Button"
import { useDockBesideSlip } from "./useDockBesideSlip"
import { BookingCodeBox } from "./BookingCodeBox"
import "./coupon.css"
import "../kit/field.css"

/** The command of one coupon edit. */
const editCoupon = (edit: CouponEdit) => new EditCoupon({ edit })

type T = ReturnType<typeof useAreaTexts<"coupon">>["t"]
type SportsT = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * The stakes the slip's fields show now, read from the screen: Place bet sends these, so the stake placed is the one
 * the player sees even if a keystroke has not reached the coupon yet.
 */
const stakesOnScreen = (slip: HTMLElement, digits: number, fallback: ShownStakes): ShownStakes => {
  const shown = { amount: fallback.amount, amountByBetId: { ...fallback.amountByBetId }, amountByBlockId: { ...fallback.amountByBlockId } }
  for (const input of slip.querySelectorAll<HTMLInputElement>("input[data-stake]")) {
    const [kind, key = ""] = (input.dataset["stake"] ?? "").split(":")
    const amount = stakeOfText(input.value, digits)
    if (kind === "amount") shown.amount = amount
    else if (kind === "bet") shown.amountByBetId[key] = amount
    else if (kind === "block") shown.amountByBlockId[key] = amount
  }
  return shown
}

/** The sorted game ids of the coupon's bets: the coupon polls them while it is shown, so prices and locks stay current. */
const gamesWatch = (gameIds: ReadonlyArray<string>): Watch | null => (gameIds.length === 0 ? null : { _tag: "multi", gameIds: [...new Set(gameIds)].sort() })

/**
 * The bet slip (SPEC.md 3 coupon state, 4, 5): the bets with their live prices and locks, the type switch, the
 * system select and bankers, stakes with the currency's steps, the account, promo code and vip request, the
 * possible win as the player types, what stops the coupon from being placed, and the place button.
 */
export const CouponPanel = ({ page = false }: { readonly page?: boolean }) => {
  useSignals()
  const { t, i18n } = useAreaTexts("coupon", { en, ru })
  const { t: ts } = useAreaTexts("sports", { en: sportsEn, ru: sportsRu })
  const store = useStore()
  const dispatch = useDispatch()
  const coupon = store.coupon.value
  const watched = useWatch(gamesWatch(coupon.bets.map((bet) => bet.market.gameId)))
  const present = watched?.status === "ready" ? new Set(watched.gameIds) : undefined
  const settings = store.couponSettings.value.settings
  const placement = store.couponPlacement.value
  const account = couponAccount({ accounts: store.accounts.value, coupon })
  const features = couponFeatures({ siteConfig: store.siteConfig.value })
  const limits = couponLimitsNow({ accounts: store.accounts.value, coupon, couponPlacement: placement })
  // Read in render: the panel re-renders when the coupon, its settings or the prices it reads change.
  const view = couponView(
      store.coupon.value,
      store.couponSettings.value.settings,
      { sportsPrices: store.sportsPrices.value, sportsMarkets: store.sportsMarkets.value, sportsGames: store.sportsGames.value, present },
      limits,
      features,
      stakingAccount({ accounts: store.accounts.value, coupon })
    )
  const lng = i18n.language
  const currency = account ?? { iso: limits?.currency ?? "RUB", minorDigits: 2 }
  const money = (minor: number) => formatMoney(minor, currency, lng)
  const signedIn = store.session.value.status === "player"
  // SPEC.md 7 "rights": a player who may not bet sees why instead of a button the server would refuse.
  const betRefused = signedIn ? rightRefusal(store.rights.value, "bet") : null
  // The server refused the promo code: the field says why (the coupon itself is kept as it was).
  const promoRefused = promoRefusalOf(placement.failure?.code ?? null)
  const n = coupon.bets.length
  // The free bet chosen as the stake (src/domain/promo/freeBets.ts): the stake is its amount, the win its winnings only.
  const freeBet = chosenFreeBet({ coupon, couponPlacement: placement })
  // The express promotions (src/domain/promo/expressPromotions.ts), exactly as the server gives them when placing.
  const promotions = expressPromotionsOf(
    coupon.typeId,
    view.bets.map((now) => Math.round(now.bet.market.coef * 1000)),
    account !== undefined && account.type !== BONUS_ACCOUNT && freeBet === undefined
  )
  const slipRef = useRef<HTMLElement>(null)
  useDockBesideSlip(slipRef, !page)
  const place = () => {
    const slip = slipRef.current
    const fallback = { amount: view.amount, amountByBetId: coupon.amountByBetId, amountByBlockId: coupon.amountByBlockId }
    void dispatch(new PlaceCoupon({ shown: slip === null ? fallback : stakesOnScreen(slip, currency.minorDigits, fallback) }))
  }

  return (
    <aside ref={slipRef} className={`coupon${page ? " coupon--page" : ""}`} aria-label={t("title")} data-coupon-type={coupon.typeId}>
      <header className="coupon__head">
        <h2 className="coupon__title">{t("title")}</h2>
        {n > 0 ? <span className="coupon__count">{t("count", { count: n })}</span> : null}
        {n > 0 ? (
          <Button variant="ghost" className="coupon__clear" onClick={() => void dispatch(editCoupon({ _tag: "Clear" }))}>
            {t("clear")}
          </Button>
        ) : null}
      </header>
      <CouponResult t={t} lng={lng} problems={view.problems} money={money} coefViewId={store.settings.value.coefViewId} />
      {n === 0 ? (
        <p className="muted coupon__empty">{t("empty")}</p>
      ) : (
        <>
          <div className="coupon__types" role="radiogroup" aria-label={t("typeLabel")}>
            {COUPON_TYPES.map((type) => (
              <TypeButton key={type} t={t} type={type} current={coupon.typeId} count={n} />
            ))}
          </div>
          <ul className="coupon__bets">
            {view.bets.map((now) => (
              <BetRow key={now.bet.market.id} t={t} ts={ts} now={now} typeId={coupon.typeId} coefViewId={store.settings.value.coefViewId} stake={coupon.amountByBetId[now.bet.market.id]} digits={currency.minorDigits} iso={currency.iso} />
            ))}
          </ul>
          {view.bonusCoef !== undefined ? (
            <p className="coupon__bonus">
              {t("bonus.label", { coef: view.bonusCoef.toFixed(2) })}
              <Button variant="icon" aria-label={t("bonus.remove")} onClick={() => void dispatch(editCoupon({ _tag: "RemoveBonusBet" }))}>
                ×
              </Button>
            </p>
          ) : null}
          {coupon.typeId === CouponType.system ? <SystemSelect t={t} n={n} bankers={coupon.bets.filter((b) => b.banker).length} value={coupon.systemValue} minLine={limits?.minBetAmount ?? 0} /> : null}
          {coupon.typeId === CouponType.blocks ? (
            <BlockStakes t={t} blocks={blocksOf(coupon.bets.map((bet) => ({ coef: bet.market.coef, blockId: bet.blockId })))} amounts={coupon.amountByBlockId} digits={currency.minorDigits} iso={currency.iso} />
          ) : null}
          {freeBet !== undefined ? (
            <p className="coupon__freebet-stake" data-testid="coupon-free-bet-stake">
              {t("freeBet.stake", { amount: money(freeBet.amount) })}
            </p>
          ) : coupon.typeId !== CouponType.blocks && coupon.typeId !== CouponType.multiSingles ? (
            <Stake
              t={t}
              amount={view.amount}
              iso={currency.iso}
              digits={currency.minorDigits}
              step={settings.amountStep[currency.iso] ?? amountsOf(currency.iso).step}
              max={view.maxAmount ?? null}
              autoMax={settings.show.autoMax ? settings.isAutoMax : null}
            />
          ) : null}
          {signedIn && store.accounts.value.all_accounts.length > 1 ? (
            <label className="coupon__field">
              <span>{t("account")}</span>
              <select className="field__input" value={account?.id ?? ""} onChange={(e) => void dispatch(editCoupon({ _tag: "ChangeAccount", accountId: Number(e.target.value) }))}>
                {store.accounts.value.all_accounts.map((each) => (
                  <option key={each.id} value={each.id}>
                    {`${each.iso} · ${formatMoney(each.money, each, lng)}`}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {coupon.typeId !== CouponType.multiSingles ? (
            <label className="coupon__field">
              <span>{t("promoCode")}</span>
              <input
                className="field__input"
                name="promoCode"
                value={coupon.promoCode}
                maxLength={40}
                aria-invalid={promoRefused !== undefined}
                aria-describedby={promoRefused !== undefined ? "coupon-promo-refused" : undefined}
                onChange={(e) => void dispatch(editCoupon({ _tag: "ChangePromoCode", code: e.target.value.trim() }))}
              />
              {promoRefused !== undefined ? (
                <span className="field__error" id="coupon-promo-refused">
                  {t(`promoRefused.${promoRefused}`)}
                </span>
              ) : null}
            </label>
          ) : null}
          {signedIn ? <FreeBetField t={t} money={money} freeBets={placement.freeBets} chosen={coupon.freeBetId} lng={lng} /> : null}
          {features.vipBet && limits?.maxBetAmount !== null && coupon.typeId !== CouponType.multiSingles && coupon.bets.every((bet) => !bet.market.isLive) ? (
            <label className="coupon__check">
              <input type="checkbox" checked={coupon.vip} onChange={(e) => void dispatch(editCoupon({ _tag: "ChangeVip", on: e.target.checked }))} />
              {t("vip")}
            </label>
          ) : null}
          <dl className="coupon__sums">
            {view.coef !== undefined ? (
              <>
                <dt>{t("coef")}</dt>
                <dd data-testid="coupon-coef">{formatOddsByView(view.coef, store.settings.value.coefViewId)}</dd>
              </>
            ) : null}
            {view.possibleWin !== undefined ? (
              <>
                <dt>{t("possibleWin")}</dt>
                <dd data-testid="coupon-possible-win">
                  {freeBet !== undefined
                    ? money(freeBetPossibleWin(freeBet.amount, view.possibleWin.max))
                    : view.possibleWin.min === view.possibleWin.max
                    ? money(view.possibleWin.max)
                    : t("possibleWinRange", { min: money(view.possibleWin.min), max: money(view.possibleWin.max) })}
                </dd>
              </>
            ) : null}
            {promotions.hyperPercent > 0 && view.possibleWin !== undefined ? (
              <>
                <dt>{t("hyper.label", { percent: promotions.hyperPercent })}</dt>
                <dd data-testid="coupon-hyper">+{money(hyperExtra(promotions.hyperPercent, view.amount, view.possibleWin.max, currency.iso))}</dd>
              </>
            ) : null}
            {promotions.antiExpressPercent > 0 ? (
              <>
                <dt>{t("antiExpress.label")}</dt>
                <dd data-testid="coupon-anti-express">{money(antiExpressPayback(promotions.antiExpressPercent, view.amount))}</dd>
              </>
            ) : null}
          </dl>
          {Object.keys(view.pricesToAccept).length > 0 ? (
            <div className="coupon__prices" role="alert">
              <span>{t("pricesChanged")}</span>
              <Button variant="secondary" onClick={() => void dispatch(editCoupon({ _tag: "AcceptPrices", coefs: view.pricesToAccept }))}>
                {t("acceptPrices")}
              </Button>
            </div>
          ) : null}
          <Problems t={t} problems={view.problems} money={money} />
          {signedIn ? (
            <>
              {betRefused !== null ? (
                <p className="coupon__refused" role="status" id="coupon-bet-refused">
                  {t(`rights.${betRefused}`)}
                </p>
              ) : null}
              <Button
                variant="primary"
                className="coupon__place"
                disabled={betRefused !== null || placement.placing !== null || limits === null || view.problems.length > 0 || Object.keys(view.pricesToAccept).length > 0}
                aria-describedby={betRefused !== null ? "coupon-bet-refused" : undefined}
                onClick={place}
              >
                {placement.placing !== null ? t("placing") : t("place")}
              </Button>
            </>
          ) : (
            <a className={buttonClass("primary", "coupon__place")} href={`/${lng}/user/login`}>
              {t("signIn")}
            </a>
          )}
        </>
      )}
      <BookingCodeBox t={t} lng={lng} hasBets={n > 0} />
      <CouponSettingsBlock t={t} settings={settings} digits={currency.minorDigits} iso={currency.iso} accountType={account?.type ?? 0} question={store.couponSettings.value.oneClickQuestion} onChange={(change, confirmed) => void dispatch(new ChangeCouponSettings({ change, confirmed }))} />
    </aside>
  )
}

/**
 * The free bet field (SPEC.md 3 "availablePrepaidAmount"): the player's free bets are read when asked for, then one is
 * chosen as the stake or none.
 */
const FreeBetField = ({
  t,
  money,
  freeBets,
  chosen,
  lng
}: {
  readonly t: T
  readonly money: (minor: number) => string
  readonly freeBets: ReadonlyArray<AvailableFreeBet> | null
  readonly chosen: number | null
  readonly lng: string
}) => {
  const dispatch = useDispatch()
  if (freeBets === null) {
    return (
      <Button variant="ghost" className="coupon__freebet-ask" onClick={() => void dispatch(new LoadFreeBets({}))}>
        {t("freeBet.ask")}
      </Button>
    )
  }
  if (freeBets.length === 0) return <p className="muted coupon__freebet-none">{t("freeBet.none")}</p>
  const until = (at: number) => new Intl.DateTimeFormat(lng, { dateStyle: "medium" }).format(at)
  return (
    <label className="coupon__field">
      <span>{t("freeBet.label")}</span>
      <select
        className="field__input"
        name="freeBet"
        value={chosen ?? ""}
        onChange={(e) => {
          const id = e.target.value === "" ? null : Number(e.target.value)
          void dispatch(editCoupon({ _tag: "ChangeFreeBet", freeBetId: id, amount: freeBets.find((freeBet) => freeBet.id === id)?.amount ?? 0 }))
        }}
      >
        <option value="">{t("freeBet.noneChosen")}</option>
        {freeBets.map((freeBet) => (
          <option key={freeBet.id} value={freeBet.id}>
            {freeBet.minCoef > 0
              ? t("freeBet.optionMinCoef", { amount: money(freeBet.amount), coef: freeBet.minCoef.toFixed(2), until: until(freeBet.expiresAt) })
              : t("freeBet.option", { amount: money(freeBet.amount), until: until(freeBet.expiresAt) })}
          </option>
        ))}
      </select>
    </label>
  )
}

const TypeButton = ({ t, type, current, count }: { readonly t: T; readonly type: CouponTypeId; readonly current: CouponTypeId; readonly count: number }) => {
  const dispatch = useDispatch()
  const fits = type === CouponType.single ? count === 1 : count >= minimumBets(type)
  return (
    <button
      type="button"
      role="radio"
      aria-checked={type === current}
      className={`coupon__type${type === current ? " coupon__type--current" : ""}`}
      disabled={!fits}
      onClick={() => void dispatch(editCoupon({ _tag: "ChangeType", typeId: type }))}
    >
      {t(`types.${type}`)}
    </button>
  )
}

const BetRow = ({
  t,
  ts,
  now,
  typeId,
  coefViewId,
  stake,
  digits,
  iso
}: {
  readonly t: T
  readonly ts: SportsT
  readonly now: BetNow
  readonly typeId: CouponTypeId
  readonly coefViewId: number
  readonly stake: number | undefined
  readonly digits: number
  readonly iso: string
}) => {
  const dispatch = useDispatch()
  const { bet, current, locked } = now
  const game = { home: bet.home, away: bet.away }
  const name = `${marketName(ts, { type: bet.market.typeId, period: bet.market.period, line: bet.market.line })}: ${bet.market.outcomeName ?? outcomeName(ts, game, bet.market.outcome)}`
  const moved = current === bet.market.coef ? null : current > bet.market.coef ? "up" : "down"
  return (
    <li className={`coupon-bet${locked ? " coupon-bet--locked" : ""}${bet.isDepend && typeId !== CouponType.multiSingles && typeId !== CouponType.single ? " coupon-bet--conflict" : ""}`} data-bet={bet.market.id} data-locked={locked}>
      <span className="coupon-bet__game">{eventTitle(bet)}</span>
      <span className="coupon-bet__market">{name}</span>
      <span className={`coupon-bet__price${moved === null ? "" : ` coupon-bet__price--${moved}`}`} data-price={current}>
        {locked ? t("locked") : formatOddsByView(current, coefViewId)}
      </span>
      {typeId === CouponType.system ? (
        <label className="coupon-bet__banker">
          <input type="checkbox" checked={bet.banker} disabled={bet.isDisabledBanker} onChange={() => void dispatch(editCoupon({ _tag: "ToggleBanker", betId: bet.market.id }))} />
          {t("banker")}
        </label>
      ) : null}
      {typeId === CouponType.blocks ? (
        <label className="coupon-bet__block">
          {t("block")}
          <select value={bet.blockId} onChange={(e) => void dispatch(editCoupon({ _tag: "ChangeBlock", betId: bet.market.id, blockId: Number(e.target.value) }))}>
            {Array.from({ length: 9 }, (_, i) => (
              <option key={i} value={i}>
                {i + 1}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {typeId === CouponType.multiSingles ? (
        <MoneyInput field={`bet:${bet.market.id}`} label={t("betStake", { bet: name })} amount={stake ?? 0} digits={digits} describeRefusal={(refusal) => stakeRefusalText(t, refusal, iso)} onAmount={(amount) => void dispatch(editCoupon({ _tag: "ChangeBetAmount", betId: bet.market.id, amount }))} />
      ) : null}
      <Button variant="icon" className="coupon-bet__remove" aria-label={t("remove", { bet: name })} onClick={() => void dispatch(editCoupon({ _tag: "RemoveBet", betId: bet.market.id }))}>
        ×
      </Button>
    </li>
  )
}

/**
 * The stake of types 0, 1 and 2, with its steps and Max. With auto-max on the field shows the largest stake that
 * fits and follows it; typing or stepping a stake of one's own turns auto-max off (`autoMax` null: not offered).
 */
const Stake = ({ t, amount, iso, digits, step, max, autoMax }: { readonly t: T; readonly amount: number; readonly iso: string; readonly digits: number; readonly step: number; readonly max: number | null; readonly autoMax: boolean | null }) => {
  const dispatch = useDispatch()
  const setAutoMax = (on: boolean) => void dispatch(new ChangeCouponSettings({ change: { _tag: "Set", patch: { isAutoMax: on } }, confirmed: false }))
  const set = (value: number) => {
    if (autoMax === true) setAutoMax(false)
    void dispatch(editCoupon({ _tag: "ChangeAmount", amount: value }))
  }
  const initial = amountsOf(iso).initial
  return (
    <div className="coupon__stake">
      <span className="coupon__stake-label">{t("stake.label")}</span>
      <Button variant="secondary" className="coupon__step" aria-label={t("stake.less")} onClick={() => set(stepAmount(amount, step, -1))}>
        −
      </Button>
      <MoneyInput field="amount" label={t("stake.label")} amount={amount} digits={digits} describeRefusal={(refusal) => stakeRefusalText(t, refusal, iso)} onAmount={set} />
      <Button variant="secondary" className="coupon__step" aria-label={t("stake.more")} onClick={() => set(amount === 0 ? initial : stepAmount(amount, step, 1))}>
        +
      </Button>
      {max !== null ? (
        <Button variant="ghost" onClick={() => set(max)}>
          {t("stake.max")}
        </Button>
      ) : null}
      {autoMax !== null ? (
        <label className="coupon__automax">
          <input type="checkbox" checked={autoMax} onChange={(e) => setAutoMax(e.target.checked)} />
          {t("settings.autoMax")}
        </label>
      ) : null}
    </div>
  )
}

const SystemSelect = ({ t, n, bankers, value, minLine }: { readonly t: T; readonly n: number; readonly bankers: number; readonly value: number; readonly minLine: number }) => {
  const dispatch = useDispatch()
  const options = systemOptions(n, bankers, minLine)
  return (
    <label className="coupon__field">
      <span>{t("system.label")}</span>
      <select value={value} onChange={(e) => void dispatch(editCoupon({ _tag: "ChangeSystemValue", value: Number(e.target.value) }))}>
        {options.some((o) => o.value === value) ? null : <option value={value}>—</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t("system.lines", { combo: option.combo, count: option.lines })}
          </option>
        ))}
      </select>
    </label>
  )
}

const BlockStakes = ({ t, blocks, amounts, digits, iso }: { readonly t: T; readonly blocks: ReadonlyArray<number>; readonly amounts: Readonly<Record<string, number>>; readonly digits: number; readonly iso: string }) => {
  const dispatch = useDispatch()
  return (
    <div className="coupon__blocks">
      {blocks.map((block) => (
        <label key={block} className="coupon__field">
          <span>{t("blockStake", { block: block + 1 })}</span>
          <MoneyInput field={`block:${block}`} label={t("blockStake", { block: block + 1 })} amount={amounts[String(block)] ?? 0} digits={digits} describeRefusal={(refusal) => stakeRefusalText(t, refusal, iso)} onAmount={(amount) => void dispatch(editCoupon({ _tag: "ChangeBlockAmount", blockId: block, amount }))} />
        </label>
      ))}
    </div>
  )
}

const Problems = ({ t, problems, money }: { readonly t: T; readonly problems: ReadonlyArray<CouponProblem>; readonly money: (minor: number) => string }) =>
  problems.length === 0 ? null : (
    <ul className="coupon__problems" role="status">
      {problems.map((problem) => (
        <li key={problem._tag}>{problemText(t, problem, money)}</li>
      ))}
    </ul>
  )
