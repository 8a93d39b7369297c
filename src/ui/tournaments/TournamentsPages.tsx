import { useEffect, useState } from "react"
import { Link, useRoute } from "wouter"
import { JoinTournament, LoadTournaments, UnwatchTournament, WatchTournament } from "../../commands/tournaments/commands"
import { minorDigitsOf } from "../../domain/account/money"
import type { ApiError } from "../../domain/api/clientErrors"
import { type TournamentAnswer, TournamentRefusalCode, type TournamentsAnswer, type TournamentSummary } from "../../domain/api/tournaments"
import { PAGE_PATHS } from "../../domain/shell/routes"
import { prizePool } from "../../domain/tournaments/ranking"
import { Button, buttonClass } from "../kit/Button"
import { MoneyCell } from "../kit/cells"
import { SkeletonRows } from "../kit/Skeleton"
import { Table, Td, Th } from "../kit/Table"
import { useTournaments, useTournamentsTexts } from "./useTournaments"
import "./tournaments.css"

type Texts = ReturnType<typeof useTournamentsTexts>["t"]

const Frame = ({ title, children }: { readonly title: string; readonly children: React.ReactNode }) => (
  <div className="container tournaments">
    <h1>{title}</h1>
    {children}
  </div>
)

/** A span of time as the countdown reads it: days, hours and minutes, or hours, minutes and seconds when under a day. */
const durationText = (t: Texts, ms: number): string => {
  const total = Math.max(0, Math.floor(ms / 1000))
  const d = Math.floor(total / 86_400)
  const h = Math.floor((total % 86_400) / 3_600)
  const m = Math.floor((total % 3_600) / 60)
  const s = total % 60
  return d > 0 ? t("duration.days", { d, h, m }) : h > 0 ? t("duration.hours", { h, m, s }) : t("duration.minutes", { m, s })
}

/** Counted from the server's time of the last answer: the page's poll moves it every few seconds. */
const countdownText = (t: Texts, tournament: TournamentSummary, now: number): string =>
  tournament.phase === "upcoming"
    ? t("countdown.starts", { time: durationText(t, tournament.startsAt - now) })
    : tournament.phase === "running"
      ? t("countdown.ends", { time: durationText(t, tournament.endsAt - now) })
      : tournament.settledAt === null
        ? t("countdown.finished")
        : t("countdown.paid")

const Card = ({ tournament, now }: { readonly tournament: TournamentsAnswer["tournaments"][number]; readonly now: number }) => {
  const { t } = useTournamentsTexts()
  const { date, lng, money } = useTournaments()
  return (
    <article className="tournament-card" data-testid={`tournament-card-${tournament.id}`}>
      <header className="tournament-card__head">
        <span className={`tournament-kind tournament-kind--${tournament.kind}`}>{t(`kinds.${tournament.kind}`)}</span>
        {tournament.joined ? <span className="tournament-joined">{t("joined")}</span> : null}
      </header>
      <h3>
        <Link href={`/${lng}/bonus/casino/tournaments/${tournament.id}`}>{tournament.title[lng === "ru" ? "ru" : "en"]}</Link>
      </h3>
      <p className="tournament-card__when">{t("window", { from: date(tournament.startsAt), to: date(tournament.endsAt) })}</p>
      <p className="tournament-card__countdown">{countdownText(t, tournament, now)}</p>
      <dl className="tournament-card__facts">
        <dt>{t("pool")}</dt>
        <dd>{money(prizePool(tournament.prizes), tournament.currency)}</dd>
        <dt>{t("entrants")}</dt>
        <dd>{tournament.entrants}</dd>
      </dl>
      <Link href={`/${lng}/bonus/casino/tournaments/${tournament.id}`} className={buttonClass("secondary", "tournament-card__open")}>
        {t("open")}
      </Link>
    </article>
  )
}

/** SPEC.md bonus/casino/tournaments: running, upcoming and finished tournaments. */
const ListView = () => {
  const { t } = useTournamentsTexts()
  const { dispatch, state } = useTournaments()
  useEffect(() => {
    void dispatch(new LoadTournaments({}))
  }, [dispatch])
  const list = state.list
  return (
    <Frame title={t("title")}>
      <p className="tournaments__intro">{t("intro")}</p>
      {list === null ? (
        state.status === "failed" ? (
          <div>
            <p>{t("loadFailed")}</p>
            <Button onClick={() => void dispatch(new LoadTournaments({}))}>{t("retry")}</Button>
          </div>
        ) : (
          <SkeletonRows count={4} height={48} label={t("loading")} />
        )
      ) : (
        (["running", "upcoming", "finished"] as const).map((phase) => {
          const shown = list.tournaments.filter((x) => x.phase === phase)
          return (
            <section key={phase} aria-labelledby={`tournaments-${phase}`} className="tournaments__section">
              <h2 id={`tournaments-${phase}`}>{t(`sections.${phase}`)}</h2>
              {shown.length === 0 ? (
                <p className="muted">{t("none")}</p>
              ) : (
                <div className="tournaments__grid">
                  {shown.map((x) => (
                    <Card key={x.id} tournament={x} now={list.now} />
                  ))}
                </div>
              )}
            </section>
          )
        })
      )}
    </Frame>
  )
}

const refusalText = (t: Texts, error: ApiError): string =>
  error._tag === "ServerRefused" && error.code === TournamentRefusalCode.closed
    ? t("refusals.closed")
    : error._tag === "ServerRefused" && error.code === TournamentRefusalCode.noAccount
      ? t("refusals.noAccount")
      : error._tag === "ServerRefused" && error.code === TournamentRefusalCode.notAllowed
        ? t("refusals.notAllowed")
        : error._tag === "ServerRefused" && error.status === 403
          ? t("refusals.responsible")
          : t("refusals.other", { status: error._tag === "ServerRefused" ? error.status : error._tag })

/** The player's own place, or the join button (a guest: the way to log in). */
const MyPlace = ({ answer }: { readonly answer: TournamentAnswer }) => {
  const { t } = useTournamentsTexts()
  const { dispatch, isPlayer, lng, points, state } = useTournaments()
  const [joining, setJoining] = useState(false)
  const tournament = answer.tournament
  const failed = state.joinError !== null && state.joinError.tournamentId === tournament.id ? state.joinError.error : null
  const join = async () => {
    setJoining(true)
    await dispatch(new JoinTournament({ tournamentId: tournament.id }))
    setJoining(false)
  }
  return (
    <section className="tournament-me" aria-labelledby="tournament-me-title" data-testid="tournament-me">
      <h2 id="tournament-me-title">{t("me.title")}</h2>
      {answer.me !== null ? (
        <p className="tournament-me__place">
          <strong data-testid="tournament-my-place">{t("me.place", { place: answer.me.place, of: tournament.entrants })}</strong>
          <span data-testid="tournament-my-points">{t("me.points", { points: points(answer.me.points) })}</span>
        </p>
      ) : tournament.phase === "finished" ? (
        <p>{t("me.over")}</p>
      ) : isPlayer ? (
        <>
          <p>{t("me.notJoined")}</p>
          <Button variant="primary" onClick={() => void join()} disabled={joining}>
            {joining ? t("me.joining") : t("me.join")}
          </Button>
          {failed === null ? null : (
            <p className="tournament-me__failed" role="alert">
              {t("refusals.failed", { reason: refusalText(t, failed) })}
            </p>
          )}
        </>
      ) : (
        <p>
          {t("me.signIn")}{" "}
          <Link href={`/${lng}/user/login`} className={buttonClass("primary")}>
            {t("me.logIn")}
          </Link>
        </p>
      )}
    </section>
  )
}

const Leaderboard = ({ answer }: { readonly answer: TournamentAnswer }) => {
  const { t } = useTournamentsTexts()
  const { lng, points } = useTournaments()
  const currency = { iso: answer.tournament.currency, minorDigits: minorDigitsOf(answer.tournament.currency) }
  return (
    <Table
      caption={t("leaderboard")}
      data-testid="tournament-leaderboard"
      empty={t("noEntrants")}
      head={
        <>
          <Th align="numeric">{t("place")}</Th>
          <Th>{t("player")}</Th>
          <Th align="numeric">{t("points")}</Th>
          <Th align="numeric">{t("prize")}</Th>
        </>
      }
    >
      {answer.leaderboard.map((row) => (
        <tr key={row.place} className={row.me ? "tournament-row--me" : undefined} data-testid={row.me ? "tournament-my-row" : "tournament-row"}>
          <Td align="numeric">{row.place}</Td>
          <Td>{row.me ? t("you") : row.player}</Td>
          <Td align="numeric">{points(row.points)}</Td>
          {row.prize === null ? <Td align="numeric">—</Td> : <MoneyCell minor={row.prize} currency={currency} lng={lng} />}
        </tr>
      ))}
    </Table>
  )
}

const Rules = ({ tournament }: { readonly tournament: TournamentSummary }) => {
  const { t } = useTournamentsTexts()
  const { lng } = useTournaments()
  const gameName = (id: string) => (id in { dice: 1, crash: 1, mines: 1, plinko: 1, keno: 1, scratch: 1, slot: 1, roulette: 1, blackjack: 1 } ? t(`gameNames.${id as "dice"}`) : id)
  return (
    <section aria-labelledby="tournament-rules" className="tournament-rules">
      <h2 id="tournament-rules">{t("rules.title")}</h2>
      <ul>
        <li>{tournament.kind === "casino" ? t("rules.casino") : t("rules.sports", { coef: (tournament.minCoef ?? 1).toLocaleString(lng, { minimumFractionDigits: 2 }) })}</li>
        <li>{t("rules.currency", { currency: tournament.currency })}</li>
        <li>{t("rules.ties")}</li>
        <li>{t("rules.prizes", { currency: tournament.currency })}</li>
      </ul>
      {tournament.kind === "casino" ? (
        <Table
          caption={t("games")}
          variant="plain"
          head={
            <>
              <Th>{t("game")}</Th>
              <Th align="numeric">{t("weight")}</Th>
            </>
          }
        >
          {tournament.games.map((g) => (
            <tr key={g.gameId}>
              <Td>
                <Link href={`/${lng}/casino/in-house/${g.gameId}`}>{gameName(g.gameId)}</Link>
              </Td>
              <Td align="numeric">{g.weight}%</Td>
            </tr>
          ))}
        </Table>
      ) : null}
    </section>
  )
}

/** SPEC.md tournaments/{id}: the rules, prizes, countdown, the live leaderboard, joining and the player's place. */
const TournamentView = ({ id }: { readonly id: number }) => {
  const { t } = useTournamentsTexts()
  const { date, dispatch, lng } = useTournaments()
  const { state } = useTournaments()
  useEffect(() => {
    void dispatch(new WatchTournament({ tournamentId: id }))
    return () => void dispatch(new UnwatchTournament({ tournamentId: id }))
  }, [id, dispatch])
  const answer = state.byId[String(id)]
  const back = (
    <p>
      <Link href={`/${lng}/bonus/casino/tournaments`} className={buttonClass("ghost")}>
        {t("all")}
      </Link>
    </p>
  )
  if (state.missing.includes(id))
    return (
      <Frame title={t("title")}>
        <p>{t("notFound")}</p>
        {back}
      </Frame>
    )
  if (answer === undefined)
    return (
      <Frame title={t("title")}>
        <SkeletonRows count={6} height={32} label={t("loading")} />
      </Frame>
    )
  const tournament = answer.tournament
  const currency = { iso: tournament.currency, minorDigits: minorDigitsOf(tournament.currency) }
  return (
    <Frame title={tournament.title[lng === "ru" ? "ru" : "en"]}>
      <p className="tournament-head">
        <span className={`tournament-kind tournament-kind--${tournament.kind}`}>{t(`kinds.${tournament.kind}`)}</span>
        <span>{t("window", { from: date(tournament.startsAt), to: date(tournament.endsAt) })}</span>
        <strong className="tournament-countdown" data-testid="tournament-countdown">
          {countdownText(t, tournament, answer.now)}
        </strong>
      </p>
      <div className="tournament-body">
        <div className="tournament-main">
          <MyPlace answer={answer} />
          <Leaderboard answer={answer} />
        </div>
        <aside className="tournament-side">
          <Table
            caption={t("prizes")}
            variant="plain"
            data-testid="tournament-prizes"
            head={
              <>
                <Th align="numeric">{t("place")}</Th>
                <Th align="numeric">{t("prize")}</Th>
              </>
            }
          >
            {tournament.prizes.map((p) => (
              <tr key={p.place}>
                <Td align="numeric">{p.place}</Td>
                <MoneyCell minor={p.amount} currency={currency} lng={lng} />
              </tr>
            ))}
          </Table>
          <Rules tournament={tournament} />
        </aside>
      </div>
      {back}
    </Frame>
  )
}

/** SPEC.md bonus/casino/tournaments and tournaments/{id}: the list, or one tournament. */
export const TournamentsPage = () => {
  // The route table renders pages outside a wouter <Route>: the params are read by matching the page's own path.
  const [, params] = useRoute<{ tournamentId?: string }>(PAGE_PATHS["tournaments"])
  const { t } = useTournamentsTexts()
  const { lng } = useTournaments()
  const raw = params?.tournamentId
  if (raw === undefined) return <ListView />
  if (!/^[1-9][0-9]{0,14}$/.test(raw))
    return (
      <Frame title={t("title")}>
        <p>{t("notFound")}</p>
        <Link href={`/${lng}/bonus/casino/tournaments`}>{t("all")}</Link>
      </Frame>
    )
  return <TournamentView id={Number(raw)} />
}
