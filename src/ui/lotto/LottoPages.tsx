import { useEffect, useMemo, useState } from "react"
import { Link, useRoute } from "wouter"
import { BuyLottoTicket, LoadLottoDraw, LoadLottoGames, LoadLottoTickets } from "../../commands/lotto/commands"
import { LottoRefusalCode, type LottoDraw, type LottoGameInfo, type LottoTicket } from "../../domain/api/lotto"
import { isLottoGameId, LOTTO_GAMES, type LottoGameId, verifyDraw } from "../../domain/lotto/games"
import { PAGE_PATHS } from "../../domain/shell/routes"
import { Button, buttonClass } from "../kit/Button"
import { SkeletonRows } from "../kit/Skeleton"
import { useLotto, useLottoTexts } from "./useLotto"
import "./lotto.css"

/** The stakes the picker offers (minor units). */
const STAKES = [100, 500, 1_000, 5_000, 10_000] as const

/** Quick pick: `pick` distinct numbers of 1 … `of`, from the browser's cryptographic randomness (the purchase logs them). */
const quickPick = (pick: number, of: number): ReadonlyArray<number> => {
  const chosen = new Set<number>()
  const buffer = new Uint32Array(1)
  while (chosen.size < pick) {
    crypto.getRandomValues(buffer)
    const limit = Math.floor(2 ** 32 / of) * of
    if (buffer[0]! < limit) chosen.add((buffer[0]! % of) + 1)
  }
  return [...chosen].sort((a, b) => a - b)
}

const Balls = ({ numbers, hits, testId }: { readonly numbers: ReadonlyArray<number>; readonly hits?: ReadonlySet<number>; readonly testId?: string }) => (
  <span className="lotto-balls" data-testid={testId}>
    {numbers.map((n) => (
      <span key={n} className={`lotto-ball${hits === undefined ? "" : hits.has(n) ? " lotto-ball--hit" : " lotto-ball--miss"}`}>
        {n}
      </span>
    ))}
  </span>
)

const Paytable = ({ game }: { readonly game: LottoGameInfo }) => {
  const { t } = useLottoTexts()
  return (
    <>
    <table className="lotto-paytable" aria-label={t("paytable")}>
      <caption>{t("paytable")}</caption>
      <tbody>
        {[...game.paytable].reverse().map((row) => (
          <tr key={row.matches}>
            <td>{t("matches", { count: row.matches })}</td>
            <td>{t("multiple", { multiple: row.multiple.toLocaleString() })}</td>
          </tr>
        ))}
      </tbody>
    </table>
    <p className="lotto-paytable-note">{t("paytableNote")}</p>
    </>
  )
}

/** A game's card: the next draw and its commitment, the number picker, the stake, the purchase; the paytable; the latest draws. */
const GameCard = ({ game }: { readonly game: LottoGameInfo }) => {
  const { t } = useLottoTexts()
  const { dispatch, isPlayer, lng, money, state, time } = useLotto()
  const [picked, setPicked] = useState<ReadonlyArray<number>>([])
  const [stake, setStake] = useState<number>(STAKES[0])
  const [ticketKey, setTicketKey] = useState<string | null>(null)
  const [buying, setBuying] = useState(false)
  const next = game.next
  const bought = state.lastBought !== null && state.lastBought.ticketId === ticketKey ? state.lastBought : null
  const failed = state.buyError !== null && state.buyError.ticketKey === ticketKey ? state.buyError.error : null
  const toggle = (n: number) =>
    setPicked((now) => (now.includes(n) ? now.filter((x) => x !== n) : now.length >= game.pick ? now : [...now, n].sort((a, b) => a - b)))
  const buy = async () => {
    if (next === null) return
    const key = crypto.randomUUID()
    setTicketKey(key)
    setBuying(true)
    await dispatch(new BuyLottoTicket({ ticketKey: key, game: game.id, drawId: next.id, numbers: picked, stake }))
    setBuying(false)
  }
  const reason = (error: NonNullable<typeof failed>): string =>
    error._tag === "ServerRefused" && error.code === LottoRefusalCode.salesClosed
      ? t("refusals.salesClosed")
      : error._tag === "ServerRefused" && error.code === LottoRefusalCode.insufficient
        ? t("refusals.insufficient")
        : error._tag === "ServerRefused" && error.code === LottoRefusalCode.notAllowed
          ? t("refusals.notAllowed")
          : error._tag === "ServerRefused" && error.status === 403
            ? t("refusals.responsible")
            : t("refusals.other", { status: error._tag === "ServerRefused" ? error.status : error._tag })
  return (
    <section className="lotto-card" data-testid={`lotto-game-${game.id}`} aria-labelledby={`lotto-${game.id}`}>
      <header className="lotto-card__head">
        <h2 id={`lotto-${game.id}`}>
          <Link href={`/${lng}/lotto/${game.id}`}>{t(`games.${game.id}.name`)}</Link>
        </h2>
        <span className="muted">{t(`games.${game.id}.how`)}</span>
      </header>
      {next === null ? (
        <p className="muted">{t("noDraw")}</p>
      ) : (
        <div className="lotto-next">
          <strong data-testid="lotto-next-draw">{t("nextDraw", { id: next.id, time: time(next.drawAt) })}</strong>
          <span className="lotto-hash" title={next.commitment}>
            {t("commitment")}: <code data-testid="lotto-commitment">{next.commitment}</code>
          </span>
        </div>
      )}
      <div className="lotto-body">
        <div className="lotto-picker">
          <div className="lotto-grid" role="group" aria-label={t("picked", { count: picked.length, pick: game.pick })}>
            {Array.from({ length: game.of }, (_, i) => i + 1).map((n) => {
              const on = picked.includes(n)
              return (
                <button
                  key={n}
                  type="button"
                  className={`lotto-number${on ? " lotto-number--on" : ""}`}
                  aria-pressed={on}
                  disabled={!on && picked.length >= game.pick}
                  onClick={() => toggle(n)}
                >
                  {n}
                </button>
              )
            })}
          </div>
          <div className="lotto-controls">
            <span data-testid="lotto-picked">{t("picked", { count: picked.length, pick: game.pick })}</span>
            <Button onClick={() => setPicked(quickPick(game.pick, game.of))}>{t("quickPick")}</Button>
            <Button variant="ghost" onClick={() => setPicked([])} disabled={picked.length === 0}>
              {t("clear")}
            </Button>
          </div>
          <div className="lotto-controls">
            <span>{t("stake")}:</span>
            {STAKES.map((amount) => (
              <button key={amount} type="button" className={`lotto-stake${stake === amount ? " lotto-stake--on" : ""}`} aria-pressed={stake === amount} onClick={() => setStake(amount)}>
                {money(amount)}
              </button>
            ))}
          </div>
          {isPlayer ? (
            <Button variant="primary" className="lotto-buy" disabled={buying || next === null || picked.length !== game.pick} onClick={() => void buy()}>
              {buying ? t("buying") : t("buy")}
            </Button>
          ) : (
            <p className="muted">
              {t("signIn")} <Link href={`/${lng}/user/login`}>{t("logIn")}</Link>
            </p>
          )}
          {bought === null ? null : (
            <p role="status" className="lotto-bought" data-testid="lotto-bought">
              {t("bought", { numbers: bought.numbers.join(", "), id: bought.drawId })}{" "}
              <Link href={`/${lng}/lotto/${bought.game}/${bought.drawId}`}>{t("seeDraw")}</Link>
            </p>
          )}
          {failed === null ? null : (
            <p role="alert" className="lotto-failed">
              {t("failed", { reason: reason(failed) })}
            </p>
          )}
        </div>
        <aside className="lotto-side">
          <Paytable game={game} />
          <h3>{t("recent")}</h3>
          {game.recent.length === 0 ? (
            <p className="muted">{t("noRecent")}</p>
          ) : (
            <ul className="lotto-recent">
              {game.recent.map((draw) => (
                <li key={draw.id}>
                  <Link href={`/${lng}/lotto/${game.id}/${draw.id}`}>#{draw.id}</Link> <Balls numbers={draw.numbers ?? []} />
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </section>
  )
}

const Frame = ({ title, children }: { readonly title: string; readonly children: React.ReactNode }) => (
  <div className="container lotto">
    <h1>{title}</h1>
    {children}
  </div>
)

/** The games (all, or the one of `sectionName`): each with its next draw, picker and paytable. */
const GamesView = ({ only }: { readonly only: LottoGameId | null }) => {
  const { t } = useLottoTexts()
  const { dispatch, lng, state } = useLotto()
  const games = state.games?.games.filter((g) => only === null || g.id === only) ?? []
  return (
    <Frame title={only === null ? t("title") : `${t("title")}: ${t(`games.${only}.name`)}`}>
      <p className="muted">{t("intro")}</p>
      {state.games === null ? (
        state.status === "failed" ? (
          <div role="alert">
            <p>{t("loadFailed")}</p>
            <Button onClick={() => void dispatch(new LoadLottoGames({}))}>{t("retry")}</Button>
          </div>
        ) : (
          <SkeletonRows count={2} height={320} label={t("loading")} />
        )
      ) : (
        <div className={`lotto-games${only === null ? "" : " lotto-games--one"}`}>
          {games.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </div>
      )}
      {only === null ? null : <Link href={`/${lng}/lotto`}>{t("allGames")}</Link>}
    </Frame>
  )
}

const Verification = ({ draw }: { readonly draw: LottoDraw }) => {
  const { t } = useLottoTexts()
  const result = useMemo(
    () =>
      draw.serverSeed === null || draw.numbers === null || !isLottoGameId(draw.game)
        ? null
        : verifyDraw(LOTTO_GAMES[draw.game], { id: draw.id, commitment: draw.commitment, serverSeed: draw.serverSeed, numbers: draw.numbers }),
    [draw]
  )
  if (result === null) return null
  return (
    <section className="lotto-verify" aria-labelledby="lotto-verify">
      <h2 id="lotto-verify">{t("draw.verify")}</h2>
      {!result.ok ? (
        <p role="alert" className="lotto-failed" data-testid="lotto-verification">
          {t("draw.commitmentMismatch")}
        </p>
      ) : result.agrees ? (
        <p className="lotto-ok" data-testid="lotto-verification">
          ✓ {t("draw.verified", { numbers: result.numbers.join(", ") })}
        </p>
      ) : (
        <p role="alert" className="lotto-failed" data-testid="lotto-verification">
          {t("draw.mismatch", { numbers: result.numbers.join(", ") })}
        </p>
      )}
    </section>
  )
}

const TicketsTable = ({ draw, tickets }: { readonly draw: LottoDraw; readonly tickets: ReadonlyArray<LottoTicket> }) => {
  const { t } = useLottoTexts()
  const { money } = useLotto()
  const hits = new Set(draw.numbers ?? [])
  if (tickets.length === 0) return <p className="muted">{t("draw.noTickets")}</p>
  return (
    <table className="lotto-tickets" data-testid="lotto-tickets">
      <thead>
        <tr>
          <th>{t("draw.ticket")}</th>
          <th>{t("draw.ticketStake")}</th>
          <th>{t("draw.ticketMatches")}</th>
          <th>{t("draw.ticketPrize")}</th>
        </tr>
      </thead>
      <tbody>
        {tickets.map((ticket) => (
          <tr key={ticket.ticketId} data-testid="lotto-ticket">
            <td>
              <Balls numbers={ticket.numbers} hits={draw.numbers === null ? undefined : hits} />
            </td>
            <td>{money(ticket.stake)}</td>
            <td data-testid="lotto-ticket-matches">{ticket.matches ?? t("draw.pending")}</td>
            <td data-testid="lotto-ticket-prize">{ticket.prize === null ? t("draw.pending") : money(ticket.prize)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** One draw: its time and commitment; once drawn its numbers, seed and the verification; the player's tickets. */
const DrawView = ({ game, drawId }: { readonly game: LottoGameId; readonly drawId: number }) => {
  const { t } = useLottoTexts()
  const { dispatch, isPlayer, lng, state, time } = useLotto()
  const draw = state.draws[String(drawId)]
  const tickets = state.tickets[String(drawId)]
  const load = () => {
    void dispatch(new LoadLottoDraw({ drawId }))
    if (isPlayer) void dispatch(new LoadLottoTickets({ drawId }))
  }
  useEffect(load, [drawId, isPlayer, dispatch])
  const title = t("draw.title", { game: t(`games.${game}.name`), id: drawId })
  if (state.missingDraws.includes(drawId) || (draw !== undefined && draw.game !== game))
    return (
      <Frame title={title}>
        <p>{t("draw.notFound")}</p>
        <Link href={`/${lng}/lotto`}>{t("allGames")}</Link>
      </Frame>
    )
  return (
    <Frame title={title}>
      {draw === undefined ? (
        <SkeletonRows count={4} height={28} label={t("loading")} />
      ) : (
        <>
          <dl className="lotto-facts">
            <dt>{t("draw.at")}</dt>
            <dd>{new Date(draw.drawAt).toLocaleString(lng)}</dd>
            <dt>{t("commitment")}</dt>
            <dd>
              <code data-testid="lotto-draw-commitment">{draw.commitment}</code>
            </dd>
            <dt>{t("draw.clientSeed")}</dt>
            <dd>
              <code>{draw.clientSeed}</code>
            </dd>
            <dt>{t("draw.nonce")}</dt>
            <dd>
              <code>{draw.nonce}</code>
            </dd>
            {draw.serverSeed === null ? null : (
              <>
                <dt>{t("draw.serverSeed")}</dt>
                <dd>
                  <code data-testid="lotto-server-seed">{draw.serverSeed}</code>
                </dd>
              </>
            )}
          </dl>
          {draw.numbers === null ? (
            <div className="lotto-waiting">
              <p>{t("draw.waiting", { time: time(draw.drawAt) })}</p>
              <Button onClick={load}>{t("draw.refresh")}</Button>
            </div>
          ) : (
            <div className="lotto-drawn">
              <h2>{t("draw.numbers")}</h2>
              <Balls numbers={draw.numbers} testId="lotto-drawn-numbers" />
            </div>
          )}
          <Verification draw={draw} />
          {isPlayer ? (
            <section aria-labelledby="lotto-your-tickets">
              <h2 id="lotto-your-tickets">{t("draw.yourTickets")}</h2>
              {tickets === undefined ? <SkeletonRows count={2} height={28} label={t("loading")} /> : <TicketsTable draw={draw} tickets={tickets} />}
            </section>
          ) : null}
        </>
      )}
      <p>
        <Link href={`/${lng}/lotto/${game}`} className={buttonClass("ghost")}>
          {t(`games.${game}.name`)}
        </Link>{" "}
        <Link href={`/${lng}/lotto`} className={buttonClass("ghost")}>
          {t("allGames")}
        </Link>
      </p>
    </Frame>
  )
}

/** SPEC.md lotto/{sectionName?}/{lottoId?}: the games, one game (its id as the section), or one draw of it. */
export const LottoPage = () => {
  // The route table renders pages outside a wouter <Route>: the params are read by matching the page's own path.
  const [, params] = useRoute<{ sectionName?: string; lottoId?: string }>(PAGE_PATHS["lotto"])
  const { t } = useLottoTexts()
  const { lng } = useLotto()
  const section = params?.sectionName
  const drawId = params?.lottoId === undefined ? null : /^[1-9][0-9]{0,14}$/.test(params.lottoId) ? Number(params.lottoId) : NaN
  if (section === undefined) return <GamesView only={null} />
  if (!isLottoGameId(section) || Number.isNaN(drawId))
    return (
      <Frame title={t("title")}>
        <p>{t("draw.notFound")}</p>
        <Link href={`/${lng}/lotto`}>{t("allGames")}</Link>
      </Frame>
    )
  if (drawId === null) return <GamesView only={section} />
  return <DrawView game={section} drawId={drawId} />
}
