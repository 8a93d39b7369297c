import { useEffect, useState } from "react"
import { Link, useRoute } from "wouter"
import { LoadToto, LoadTotoCoupons, LoadTotoDraw, PlaceTotoCoupon } from "../../commands/toto/commands"
import { type TotoAnswer, type TotoCoupon, type TotoDraw, TotoRefusalCode } from "../../domain/api/toto"
import { combinationsOf, pickOf, TOTO_OUTCOMES, type TotoOutcome, type TotoPick } from "../../domain/toto/coupon"
import { PAGE_PATHS } from "../../domain/shell/routes"
import { Button, buttonClass } from "../kit/Button"
import { MoneyCell } from "../kit/cells"
import { SkeletonRows } from "../kit/Skeleton"
import { Table, Td, Th } from "../kit/Table"
import { useGoBack } from "../hooks/useGoBack"
import { useToto, useTotoTexts } from "./useToto"
import "./toto.css"

type Section = "current" | "coupons" | "draws"

const percent = (bp: number) => `${bp / 100}%`

const Frame = ({ section, children }: { readonly section: Section; readonly children: React.ReactNode }) => {
  const { t } = useTotoTexts()
  const { lng } = useToto()
  const tab = (id: Section, href: string) => (
    <Link href={href} className={buttonClass(section === id ? "secondary" : "ghost", "toto-tab")} aria-current={section === id ? "page" : undefined}>
      {t(`tabs.${id}`)}
    </Link>
  )
  return (
    <div className="container toto">
      <h1>{t("title")}</h1>
      <nav className="toto-tabs" aria-label={t("tabs.label")}>
        {tab("current", `/${lng}/toto`)}
        {tab("coupons", `/${lng}/toto/coupons`)}
        {tab("draws", `/${lng}/toto/draws`)}
      </nav>
      {children}
    </div>
  )
}

/** The overview, or its skeleton or failure. */
const WithOverview = ({ children }: { readonly children: (overview: TotoAnswer) => React.ReactNode }) => {
  const { t } = useTotoTexts()
  const { dispatch, state } = useToto()
  if (state.overview !== null) return <>{children(state.overview)}</>
  return state.status === "failed" ? (
    <div role="alert">
      <p>{t("loadFailed")}</p>
      <Button onClick={() => void dispatch(new LoadToto({}))}>{t("retry")}</Button>
    </div>
  ) : (
    <SkeletonRows count={6} height={36} label={t("loading")} />
  )
}

const Rules = ({ overview, games }: { readonly overview: TotoAnswer; readonly games: number }) => {
  const { t } = useTotoTexts()
  return (
    <aside className="toto-rules">
      <h2>{t("rules.heading")}</h2>
      <p>{t("rules.margin", { margin: percent(overview.marginBp) })}</p>
      <ul>
        {overview.tiers.map((tier) => (
          <li key={tier.missed}>{t("rules.tier", { matches: games - tier.missed, games, share: percent(tier.shareBp) })}</li>
        ))}
      </ul>
      <p className="muted">{t("rules.split")}</p>
    </aside>
  )
}

/** Random picks: one outcome per match, from the browser's cryptographic randomness (the placement logs them). */
const randomPicks = (games: number): ReadonlyArray<TotoOutcome> =>
  Array.from(crypto.getRandomValues(new Uint8Array(games * 2)))
    .filter((byte) => byte < 255)
    .slice(0, games)
    .map((byte) => TOTO_OUTCOMES[byte % 3]!)

/** The draw on sale: its games with the 1 / X / 2 toggles, the coupon's combinations and price, the placement. */
const CouponForm = ({ draw, overview }: { readonly draw: TotoDraw; readonly overview: TotoAnswer }) => {
  const { t } = useTotoTexts()
  const { dispatch, isPlayer, lng, money, state, time } = useToto()
  const [chosen, setChosen] = useState<ReadonlyArray<ReadonlyArray<TotoOutcome>>>(() => draw.games.map(() => []))
  const [couponKey, setCouponKey] = useState<string | null>(null)
  const [placing, setPlacing] = useState(false)
  useEffect(() => setChosen(draw.games.map(() => [])), [draw.id, draw.games.length])
  const picks = chosen.map((outcomes) => pickOf(outcomes))
  const left = picks.filter((p) => p === null).length
  const complete = picks.filter((p): p is TotoPick => p !== null)
  const lines = left === 0 ? combinationsOf(complete) : chosen.reduce((product, outcomes) => product * Math.max(1, outcomes.length), 1)
  const tooMany = lines > overview.maxCombinations
  const placed = state.lastPlaced !== null && state.lastPlaced.couponId === couponKey ? state.lastPlaced : null
  const failed = state.placeError !== null && state.placeError.couponKey === couponKey ? state.placeError.error : null
  const toggle = (game: number, outcome: TotoOutcome) =>
    setChosen((now) => now.map((outcomes, i) => (i !== game ? outcomes : outcomes.includes(outcome) ? outcomes.filter((o) => o !== outcome) : [...outcomes, outcome])))
  const place = async () => {
    if (left > 0 || tooMany) return
    const key = crypto.randomUUID()
    setCouponKey(key)
    setPlacing(true)
    await dispatch(new PlaceTotoCoupon({ couponKey: key, drawId: draw.id, picks: complete }))
    setPlacing(false)
  }
  const reason = (error: NonNullable<typeof failed>): string => {
    if (error._tag !== "ServerRefused") return t("refusals.other", { status: error._tag })
    if (error.code === TotoRefusalCode.salesClosed) return t("refusals.salesClosed")
    if (error.code === TotoRefusalCode.insufficient) return t("refusals.insufficient")
    if (error.code === TotoRefusalCode.notAllowed) return t("refusals.notAllowed")
    if (error.code === TotoRefusalCode.currency) return t("refusals.currency")
    if (error.status === 403) return t("refusals.responsible")
    return t("refusals.other", { status: error.status })
  }
  return (
    <section className="toto-draw" data-testid="toto-current" aria-labelledby="toto-current-heading">
      <header className="toto-draw__head">
        <h2 id="toto-current-heading">{t("current.heading", { id: draw.id })}</h2>
        <span className="muted">{t("current.closes", { time: time(draw.closesAt) })}</span>
      </header>
      <dl className="toto-facts">
        <div>
          <dt>{t("current.pool")}</dt>
          <dd data-testid="toto-pool">{money(draw.pool, draw.currency)}</dd>
        </div>
        <div>
          <dt>{t("current.coupons")}</dt>
          <dd>{draw.coupons}</dd>
        </div>
        <div>
          <dt>{t("current.jackpot")}</dt>
          <dd>{money(overview.jackpot, overview.currency)}</dd>
        </div>
      </dl>
      <Table
        variant="plain"
        className="toto-games"
        data-testid="toto-games"
        head={
          <>
            <Th align="numeric">#</Th>
            <Th>{t("current.match")}</Th>
            <Th>{t("current.starts")}</Th>
            <Th align="center">{t("current.picks")}</Th>
          </>
        }
      >
        {draw.games.map((game, i) => (
          <tr key={game.position} data-testid="toto-game">
            <Td align="numeric">{game.position}</Td>
            <Td>
              <span className="toto-match">
                {game.home} – {game.away}
              </span>
              <span className="toto-champ muted">{game.championshipName}</span>
            </Td>
            <Td>{time(game.startsAt)}</Td>
            <Td align="center">
              <span className="toto-outcomes" role="group" aria-label={`${game.home} – ${game.away}`}>
                {TOTO_OUTCOMES.map((outcome) => {
                  const on = chosen[i]?.includes(outcome) ?? false
                  return (
                    <button
                      key={outcome}
                      type="button"
                      className={`toto-outcome${on ? " toto-outcome--on" : ""}`}
                      aria-pressed={on}
                      aria-label={t("current.pickLabel", { outcome, home: game.home, away: game.away })}
                      onClick={() => toggle(i, outcome)}
                    >
                      {outcome}
                    </button>
                  )
                })}
              </span>
            </Td>
          </tr>
        ))}
      </Table>
      <div className="toto-summary">
        <div className="toto-summary__numbers">
          <span>
            {t("current.lines")}: <strong data-testid="toto-lines">{lines}</strong>
          </span>
          <span>
            {t("current.price")}: <strong data-testid="toto-price">{money(lines * draw.baseStake, draw.currency)}</strong>{" "}
            <span className="muted">{t("current.priceNote", { lines, stake: money(draw.baseStake, draw.currency) })}</span>
          </span>
        </div>
        <div className="toto-summary__actions">
          <Button variant="ghost" onClick={() => setChosen(draw.games.map(() => []))}>
            {t("current.clear")}
          </Button>
          <Button onClick={() => setChosen(randomPicks(draw.games.length).map((o) => [o]))}>{t("current.random")}</Button>
          {isPlayer ? (
            <Button variant="primary" data-testid="toto-place" disabled={placing || left > 0 || tooMany} onClick={() => void place()}>
              {placing ? t("current.placing") : t("current.place")}
            </Button>
          ) : null}
        </div>
      </div>
      {tooMany ? (
        <p role="alert" className="toto-failed">
          {t("current.tooMany", { max: overview.maxCombinations })}
        </p>
      ) : left > 0 ? (
        <p className="muted">{t("current.incomplete", { left })}</p>
      ) : null}
      {isPlayer ? null : (
        <p className="muted">
          {t("current.signIn")} <Link href={`/${lng}/user/login`}>{t("current.logIn")}</Link>
        </p>
      )}
      {placed === null ? null : (
        <p role="status" className="toto-ok" data-testid="toto-placed">
          {t("current.placed", { id: placed.drawId, lines: placed.combinations, price: money(placed.stake, placed.currency) })}{" "}
          <Link href={`/${lng}/toto/coupons`}>{t("current.seeCoupons")}</Link>
        </p>
      )}
      {failed === null ? null : (
        <p role="alert" className="toto-failed">
          {t("current.failed", { reason: reason(failed) })}
        </p>
      )}
    </section>
  )
}

const CurrentView = () => {
  const { t } = useTotoTexts()
  const { dispatch, state } = useToto()
  const current = state.overview?.current ?? null
  // The draw's pool and coupons as last read (a placement reads the draw again).
  const draw = current === null ? null : (state.draws[String(current.id)] ?? current)
  useEffect(() => {
    void dispatch(new LoadToto({}))
  }, [dispatch])
  return (
    <Frame section="current">
      <p className="muted">{t("intro")}</p>
      <WithOverview>
        {(overview) => (
          <div className="toto-layout">
            {draw === null ? <p data-testid="toto-no-draw">{t("current.none")}</p> : <CouponForm draw={draw} overview={overview} />}
            <Rules overview={overview} games={draw?.games.length ?? 15} />
          </div>
        )}
      </WithOverview>
    </Frame>
  )
}

const picksText = (coupon: TotoCoupon) => coupon.picks.join(" ")

const CouponsView = () => {
  const { t } = useTotoTexts()
  const { currencyOf, dispatch, isPlayer, lng, state, time } = useToto()
  useEffect(() => {
    if (isPlayer) void dispatch(new LoadTotoCoupons({}))
  }, [isPlayer, dispatch])
  return (
    <Frame section="coupons">
      <h2>{t("coupons.heading")}</h2>
      {!isPlayer ? (
        <p>
          {t("coupons.signIn")} <Link href={`/${lng}/user/login`}>{t("current.logIn")}</Link>
        </p>
      ) : state.coupons === null ? (
        <SkeletonRows count={3} height={36} label={t("loading")} />
      ) : (
        <Table
          data-testid="toto-coupons"
          empty={t("coupons.none")}
          head={
            <>
              <Th>{t("coupons.draw")}</Th>
              <Th>{t("coupons.placed")}</Th>
              <Th>{t("coupons.picks")}</Th>
              <Th align="numeric">{t("coupons.lines")}</Th>
              <Th align="numeric">{t("coupons.stake")}</Th>
              <Th align="numeric">{t("coupons.matched")}</Th>
              <Th align="numeric">{t("coupons.prize")}</Th>
            </>
          }
        >
          {state.coupons.map((coupon) => (
            <tr key={coupon.couponId} data-testid="toto-coupon">
              <Td>
                <Link href={`/${lng}/toto/draws/${coupon.drawId}`}>#{coupon.drawId}</Link>
              </Td>
              <Td>{time(coupon.placedAt)}</Td>
              <Td>
                <code className="toto-picks">{picksText(coupon)}</code>
              </Td>
              <Td align="numeric">{coupon.combinations}</Td>
              <MoneyCell minor={coupon.stake} currency={currencyOf(coupon.currency)} lng={lng} />
              <Td align="numeric" data-testid="toto-coupon-matched">
                {coupon.matched === null ? t("coupons.waiting") : t("coupons.matchedOf", { matched: coupon.matched, games: coupon.picks.length })}
              </Td>
              {coupon.prize === null ? (
                <Td align="numeric" data-testid="toto-coupon-prize">
                  {t("coupons.waiting")}
                </Td>
              ) : (
                <MoneyCell minor={coupon.prize} currency={currencyOf(coupon.currency)} lng={lng} data-testid="toto-coupon-prize" />
              )}
            </tr>
          ))}
        </Table>
      )}
    </Frame>
  )
}

const DrawsView = () => {
  const { t } = useTotoTexts()
  const { currencyOf, dispatch, lng, time } = useToto()
  useEffect(() => {
    void dispatch(new LoadToto({}))
  }, [dispatch])
  return (
    <Frame section="draws">
      <h2>{t("draws.heading")}</h2>
      <WithOverview>
        {(overview) => (
          <Table
            data-testid="toto-draws"
            empty={t("draws.none")}
            head={
              <>
                <Th>{t("draws.draw")}</Th>
                <Th>{t("draws.closed")}</Th>
                <Th>{t("draws.status")}</Th>
                <Th align="numeric">{t("draws.pool")}</Th>
                <Th align="numeric">{t("draws.topWinners")}</Th>
              </>
            }
          >
            {overview.recent.map((draw) => (
              <tr key={draw.id}>
                <Td>
                  <Link href={`/${lng}/toto/draws/${draw.id}`}>#{draw.id}</Link>
                </Td>
                <Td>{time(draw.closesAt)}</Td>
                <Td>{t(`draws.statuses.${draw.status}`)}</Td>
                <MoneyCell minor={draw.pool} currency={currencyOf(draw.currency)} lng={lng} />
                <Td align="numeric">{draw.tiers === null ? "—" : draw.tiers[0]!.lines}</Td>
              </tr>
            ))}
          </Table>
        )}
      </WithOverview>
    </Frame>
  )
}

const DrawView = ({ drawId }: { readonly drawId: number }) => {
  const { t } = useTotoTexts()
  const { currencyOf, dispatch, lng, money, state, time } = useToto()
  const draw = state.draws[String(drawId)]
  const goBack = useGoBack(`/${lng}/toto/draws`)
  const load = () => void dispatch(new LoadTotoDraw({ drawId }))
  useEffect(load, [drawId, dispatch])
  if (state.missingDraws.includes(drawId))
    return (
      <Frame section="draws">
        <p>{t("draw.notFound")}</p>
        <Link href={`/${lng}/toto/draws`}>{t("draw.back")}</Link>
      </Frame>
    )
  return (
    <Frame section="draws">
      <h2>{t("draw.title", { id: drawId })}</h2>
      {draw === undefined ? (
        <SkeletonRows count={6} height={36} label={t("loading")} />
      ) : (
        <>
          <dl className="toto-facts">
            <div>
              <dt>{t("draws.status")}</dt>
              <dd data-testid="toto-draw-status">{t(`draws.statuses.${draw.status}`)}</dd>
            </div>
            <div>
              <dt>{t("draws.closed")}</dt>
              <dd>{time(draw.closesAt)}</dd>
            </div>
            <div>
              <dt>{t("current.pool")}</dt>
              <dd>{money(draw.pool, draw.currency)}</dd>
            </div>
            {draw.margin === null ? null : (
              <div>
                <dt>{t("draw.margin")}</dt>
                <dd>{money(draw.margin, draw.currency)}</dd>
              </div>
            )}
            {draw.jackpotIn === null ? null : (
              <div>
                <dt>{t("draw.jackpotIn")}</dt>
                <dd>{money(draw.jackpotIn, draw.currency)}</dd>
              </div>
            )}
            {draw.jackpotOut === null ? null : (
              <div>
                <dt>{t("draw.jackpotOut")}</dt>
                <dd>{money(draw.jackpotOut, draw.currency)}</dd>
              </div>
            )}
          </dl>
          <div className="toto-layout toto-layout--draw">
            <Table
              variant="boxed"
              data-testid="toto-results"
              head={
                <>
                  <Th align="numeric">#</Th>
                  <Th>{t("current.match")}</Th>
                  <Th align="center">{t("draw.score")}</Th>
                  <Th align="center">{t("draw.result")}</Th>
                </>
              }
            >
              {draw.games.map((game) => (
                <tr key={game.position}>
                  <Td align="numeric">{game.position}</Td>
                  <Td>
                    {game.home} – {game.away}
                  </Td>
                  <Td align="center">{game.score === null ? "—" : `${game.score.home}:${game.score.away}`}</Td>
                  <Td align="center">
                    {game.result === null ? <span className="muted">{t("draw.pending")}</span> : game.result === "void" ? t("draw.void") : <strong className="toto-result">{game.result}</strong>}
                  </Td>
                </tr>
              ))}
            </Table>
            <section className="toto-tiers" aria-labelledby="toto-tiers-heading">
              <h3 id="toto-tiers-heading">{t("draw.tiers")}</h3>
              {draw.tiers === null ? (
                <div className="toto-waiting">
                  <p className="muted">{t("draw.notSettled")}</p>
                  <Button onClick={load}>{t("draw.refresh")}</Button>
                </div>
              ) : (
                <Table
                  variant="plain"
                  data-testid="toto-tiers"
                  head={
                    <>
                      <Th>{t("draw.tier")}</Th>
                      <Th align="numeric">{t("draw.fund")}</Th>
                      <Th align="numeric">{t("draw.winners")}</Th>
                      <Th align="numeric">{t("draw.perLine")}</Th>
                    </>
                  }
                >
                  {draw.tiers.map((tier) => (
                    <tr key={tier.matches}>
                      <Td>{t("draw.tierName", { matches: tier.matches, games: draw.games.length })}</Td>
                      <MoneyCell minor={tier.fund} currency={currencyOf(draw.currency)} lng={lng} />
                      <Td align="numeric">{tier.lines}</Td>
                      <MoneyCell minor={tier.perLine} currency={currencyOf(draw.currency)} lng={lng} />
                    </tr>
                  ))}
                </Table>
              )}
            </section>
          </div>
        </>
      )}
      <p>
        <Link href={`/${lng}/toto/draws`} className={buttonClass("ghost")} onClick={goBack}>
          {t("draw.back")}
        </Link>
      </p>
    </Frame>
  )
}

/** SPEC.md toto: the draw on sale and its coupon; `toto/coupons` the player's coupons; `toto/draws[/id]` the past draws. */
export const TotoPage = () => {
  // The route table renders pages outside a wouter <Route>: the params are read by matching the page's own path.
  const [, params] = useRoute<{ section?: string; drawId?: string }>(PAGE_PATHS["toto"])
  const { t } = useTotoTexts()
  const { lng } = useToto()
  const section = params?.section
  const drawId = params?.drawId
  if (section === undefined) return <CurrentView />
  if (section === "coupons" && drawId === undefined) return <CouponsView />
  if (section === "draws" && drawId === undefined) return <DrawsView />
  if (section === "draws" && drawId !== undefined && /^[1-9][0-9]{0,14}$/.test(drawId)) return <DrawView drawId={Number(drawId)} />
  return (
    <Frame section="current">
      <p>{t("draw.notFound")}</p>
      <Link href={`/${lng}/toto`}>{t("tabs.current")}</Link>
    </Frame>
  )
}
