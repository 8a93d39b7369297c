import { useEffect } from "react"
import { Link } from "wouter"
import { LoadPromotion, LoadPromotions } from "../../commands/promotions/commands"
import { minorDigitsOf } from "../../domain/account/money"
import type { PromotionSummary } from "../../domain/api/promotions"
import { FIRST_DEPOSIT_BONUS, WAGERING } from "../../domain/promo/bonuses"
import { SHOWCASE_TABS, showcaseTabOf } from "../../domain/promotions/categories"
import { SLOT_FIRST_DEPOSIT_ID } from "../../domain/promotions/routePairs"
import { Button, buttonClass } from "../kit/Button"
import { formatMoney } from "../kit/formatMoney"
import { NotFoundPage } from "../kit/NotFoundPage"
import { SkeletonRows } from "../kit/Skeleton"
import { withPromotionRedirect } from "./PromotionRedirect"
import { usePromotions, usePromotionsTexts } from "./usePromotions"
import "./promotions.css"

/** Reads the showcase once per language (a failed read is offered again by the page's button). */
const useShowcase = () => {
  const promotions = usePromotions()
  const { dispatch, lng, state } = promotions
  useEffect(() => {
    if (state.status === "idle") void dispatch(new LoadPromotions({ lng }))
  }, [state.status, lng, dispatch])
  return promotions
}

const Card = ({ promotion }: { readonly promotion: PromotionSummary }) => {
  const { t } = usePromotionsTexts()
  const { date, lng } = usePromotions()
  return (
    <article className="promotion-card" data-testid={`promotion-card-${promotion.id}`} data-category={promotion.category}>
      <div className="promotion-card__band" style={{ background: promotion.colour }}>
        {promotion.image === null ? null : <img src={promotion.image} alt="" loading="lazy" />}
        <span className="promotion-card__category">{t(`tabs.${promotion.category}`)}</span>
      </div>
      <div className="promotion-card__body">
        <h2>
          <Link href={`/${lng}/promotions/${promotion.id}`}>{promotion.title}</Link>
        </h2>
        <p>{promotion.summary}</p>
        {promotion.endsAt === null ? null : <p className="muted">{t("until", { date: date(promotion.endsAt) })}</p>}
      </div>
      <div className="promotion-card__actions">
        <Link className={buttonClass("secondary")} href={`/${lng}/promotions/${promotion.id}`}>
          {t("more")}
        </Link>
        {promotion.link === null ? null : (
          <Link className={buttonClass("primary")} href={`/${lng}${promotion.link}`}>
            {t("use")}
          </Link>
        )}
      </div>
    </article>
  )
}

/**
 * The promotions showcase (SPEC.md 2.9 "promo showcase", "promotions categories"): the category tabs, each a link
 * keeping the page's own address (promotions, bonuses or bonuses-offers) with its `category` query, and the shown
 * promotions of the chosen tab in the operator's order.
 */
export const ShowcasePage = () => {
  const { t } = usePromotionsTexts()
  const { dispatch, lng, location, state } = useShowcase()
  const tab = showcaseTabOf(new URLSearchParams(location.search).get("category"))
  const shown = (state.list?.promotions ?? []).filter((p) => tab === "all" || p.category === tab)
  return (
    <div className="container promotions">
      <h1>{t("title")}</h1>
      <p className="muted">{t("lead")}</p>
      <nav className="promotions-tabs" aria-label={t("tabsLabel")}>
        {SHOWCASE_TABS.map((each) => (
          <Link
            key={each}
            className={buttonClass(each === tab ? "primary" : "ghost", "promotions-tabs__tab")}
            href={each === "all" ? location.path : `${location.path}?category=${each}`}
            aria-current={each === tab ? "page" : undefined}
            data-testid={`promotions-tab-${each}`}
          >
            {t(`tabs.${each}`)}
          </Link>
        ))}
      </nav>
      {state.list === null ? (
        state.status === "failed" ? (
          <div className="promotions-failed" role="alert">
            <p>{t("loadFailed")}</p>
            <Button variant="primary" onClick={() => void dispatch(new LoadPromotions({ lng }))}>
              {t("retry")}
            </Button>
          </div>
        ) : (
          <SkeletonRows count={4} height={120} label={t("loading")} />
        )
      ) : shown.length === 0 ? (
        <p className="muted" data-testid="promotions-empty">
          {t("empty")}
        </p>
      ) : (
        <div className="promotions-grid" data-testid="promotions-grid">
          {shown.map((promotion) => (
            <Card key={promotion.id} promotion={promotion} />
          ))}
        </div>
      )}
    </div>
  )
}

/** The promotion a path names: its last segment (promotions/{id}, bonus/{id}, bonus-offer-partner/{id}...). */
const idOf = (path: string): string => {
  const last = path.replace(/\/$/, "").split("/").pop() ?? ""
  try {
    return decodeURIComponent(last)
  } catch {
    return last
  }
}

/**
 * One promotion: its title, the operator's body (Markdown sanitized into HTML on the server), where it is used, and
 * the way back to the showcase. Unknown or ended: the not-found page (the server answered its first HTML with 404).
 */
export const PromotionPage = () => {
  const { t } = usePromotionsTexts()
  const { company, date, dispatch, lng, location, state } = usePromotions()
  const id = idOf(location.path)
  const promotion = state.byId[id]
  const missing = state.missing.includes(id)
  const failed = state.failed.includes(id)
  useEffect(() => {
    if (promotion === undefined && !missing && !failed) void dispatch(new LoadPromotion({ promotionId: id, lng }))
  }, [promotion, missing, failed, id, lng, dispatch])
  // The promotion's own title, as the server's first HTML has it ("Title — Company"), over the route's.
  useEffect(() => {
    if (promotion !== undefined) document.title = company === "" ? promotion.title : `${promotion.title} — ${company}`
  }, [promotion, company])
  if (missing) return <NotFoundPage />
  if (promotion === undefined)
    return (
      <div className="container promotion">
        {failed ? (
          <div className="promotions-failed" role="alert">
            <p>{t("loadFailed")}</p>
            <Button variant="primary" onClick={() => void dispatch(new LoadPromotion({ promotionId: id, lng }))}>
              {t("retry")}
            </Button>
          </div>
        ) : (
          <SkeletonRows count={6} height={40} label={t("loading")} />
        )}
      </div>
    )
  return (
    <article className="container promotion" data-testid="promotion" data-promotion={promotion.id}>
      <div className="promotion__band" style={{ background: promotion.colour }}>
        <span className="promotion-card__category">{t(`tabs.${promotion.category}`)}</span>
        <h1>{promotion.title}</h1>
        <p>{promotion.summary}</p>
        {promotion.endsAt === null ? null : <p>{t("until", { date: date(promotion.endsAt) })}</p>}
      </div>
      {/* The server's HTML, sanitized there (server/content/markdown.ts); its links are the site's own or https. */}
      <div className="promotion__body" dangerouslySetInnerHTML={{ __html: promotion.body }} />
      <div className="promotion-card__actions">
        {promotion.link === null ? null : (
          <Link className={buttonClass("primary")} href={`/${lng}${promotion.link}`} data-testid="promotion-use">
            {t("use")}
          </Link>
        )}
        <Link className={buttonClass("ghost")} href={`/${lng}/promotions`}>
          {t("toShowcase")}
        </Link>
      </div>
    </article>
  )
}

/** promotions and promotions/{id}: the showcase, or one promotion. */
export const PromotionsPage = () => {
  const { location } = usePromotions()
  return location.path.replace(/\/$/, "").split("/").length > 3 ? <PromotionPage /> : <ShowcasePage />
}

/** The route pairs' pages (src/domain/promotions/routePairs.ts), each first sent on to its canonical name. */
export const ShowcasePairPage = withPromotionRedirect(ShowcasePage)
export const PromotionPairPage = withPromotionRedirect(PromotionPage)
/** A legacy landing only ever redirects. */
export const LegacyLandingPage = withPromotionRedirect(() => null)

/**
 * /{lng}/casino/slot-first-deposit (SPEC.md 2.7): the landing of the casino's first-deposit bonus, with its terms in
 * the site's fallback currency (the office's page shows the player's own), how to get it, and its promotion.
 */
export const SlotFirstDepositPage = () => {
  const { t } = usePromotionsTexts()
  const { lng } = usePromotions()
  const money = (minor: number) => formatMoney(minor, { iso: "RUB", minorDigits: minorDigitsOf("RUB") }, lng)
  return (
    <div className="container promotion" data-testid="slot-first-deposit">
      <div className="promotion__band" style={{ background: "#5b2a86" }}>
        <span className="promotion-card__category">{t("tabs.casino")}</span>
        <h1>{t("slot.title")}</h1>
        <p>{t("slot.lead")}</p>
      </div>
      <div className="promotion__body">
        <p>{t("slot.offer", { percent: FIRST_DEPOSIT_BONUS.percent, cap: money(FIRST_DEPOSIT_BONUS.caps["RUB"] ?? 0), min: money(FIRST_DEPOSIT_BONUS.minDeposit["RUB"] ?? 0) })}</p>
        <p>{t("slot.wager", { multiplier: WAGERING.casino.multiplier })}</p>
        <p className="muted">{t("slot.choose")}</p>
      </div>
      <div className="promotion-card__actions">
        <Link className={buttonClass("primary")} href={`/${lng}/registration`}>
          {t("slot.register")}
        </Link>
        <Link className={buttonClass("secondary")} href={`/${lng}/recharge`}>
          {t("slot.deposit")}
        </Link>
        <Link className={buttonClass("ghost")} href={`/${lng}/promotions/${SLOT_FIRST_DEPOSIT_ID}`}>
          {t("slot.terms")}
        </Link>
      </div>
    </div>
  )
}
