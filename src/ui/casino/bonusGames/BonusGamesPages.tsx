import { Link, useRoute } from "wouter"
import { PAGE_PATHS } from "../../../domain/shell/routes"
import { LoadBonusGames } from "../../../commands/casino/bonusGames/commands"
import { Navigate } from "../../../commands/shell/commands"
import type { BonusGameInfo } from "../../../domain/api/bonusGames"
import { type BonusGameId, landingOf, resolveBonusGameRoute } from "../../../domain/casino/bonusGames/catalogue"
import { countdownText, untilNextDailyPlay } from "../../../domain/casino/bonusGames/freePlays"
import { useGoBack } from "../../hooks/useGoBack"
import { buttonClass } from "../../kit/Button"
import { GameScreen } from "./GameScreens"
import { useBonusGames, useBonusGamesTexts } from "./useBonusGames"
import { type ReactNode, useEffect } from "react"
import "./bonusGames.css"

/** The frame of every bonus-games page: the title, the free plays with the time to the next one, the bonus balance. */
const Frame = ({ title, children }: { readonly title: string; readonly children: ReactNode }) => {
  const { t } = useBonusGamesTexts()
  const { dispatch, isPlayer, lng, money, state } = useBonusGames()
  const data = state.data
  return (
    <div className="container bonus-games">
      <header className="bonus-games__head">
        <h1>{title}</h1>
        {data === null ? null : (
          <div className="bonus-games__status">
            <span data-testid="bonus-free-plays">{t("freePlays", { count: data.freePlays.left })}</span>
            {data.freePlays.dailyUsed ? <span className="muted">{t("nextFree", { time: countdownText(untilNextDailyPlay(data.now)) })}</span> : null}
            <span>
              {t("bonusBalance")}: <strong data-testid="bonus-balance">{money(data.bonusBalance)}</strong>
            </span>
          </div>
        )}
      </header>
      {!isPlayer ? (
        <p className="muted">
          {t("signIn")} <Link href={`/${lng}/user/login`}>{t("logIn")}</Link>
        </p>
      ) : data === null ? (
        state.status === "failed" ? (
          <div role="alert">
            <p>{t("loadFailed")}</p>
            <button type="button" className={buttonClass("secondary")} onClick={() => void dispatch(new LoadBonusGames({}))}>
              {t("retry")}
            </button>
          </div>
        ) : (
          <p className="muted">{t("loading")}</p>
        )
      ) : (
        children
      )}
    </div>
  )
}

const GameCard = ({ game, featured = false }: { readonly game: BonusGameInfo; readonly featured?: boolean }) => {
  const { t } = useBonusGamesTexts()
  const { lng, prizeMoney } = useBonusGames()
  const id = game.id as BonusGameId
  return (
    <Link href={`/${lng}/games/${id}`} className={`bonus-card bonus-card--${id}${featured ? " bonus-card--featured" : ""}`} data-testid={`bonus-game-${id}`}>
      <span className="bonus-card__art" aria-hidden="true" />
      <strong>{t(`games.${id}.name`)}</strong>
      <span className="muted">{t(`games.${id}.how`)}</span>
      <span className="bonus-card__max">{t("maxPrize", { amount: prizeMoney(game.maxPrize) })}</span>
    </Link>
  )
}

/** SPEC.md 2.3 games: the six bonus games, the free plays left and the countdown to the next free play. */
export const BonusGamesPage = () => {
  const { t } = useBonusGamesTexts()
  const { state } = useBonusGames()
  return (
    <Frame title={t("title")}>
      <p className="muted">{t("intro")}</p>
      <div className="bonus-grid">{state.data?.games.map((game) => <GameCard key={game.id} game={game} />)}</div>
    </Frame>
  )
}

/** SPEC.md 2.3 games/{gameRoute}: a game's screen; an old route is sent to the current one, an unknown one to the games. */
export const BonusGamePage = () => {
  const { t } = useBonusGamesTexts()
  const { dispatch, lng, money, prizeMoney, state } = useBonusGames()
  // The route table renders pages outside a wouter <Route>: the params are read by matching the page's own path.
  const [, params] = useRoute<{ gameRoute?: string }>(PAGE_PATHS["bonus-game"])
  const route = resolveBonusGameRoute(params?.gameRoute ?? "")
  const goBack = useGoBack(`/${lng}/games`)
  useEffect(() => {
    if (route.kind === "old") void dispatch(new Navigate({ to: `/${lng}/games/${route.id}`, mode: "replace" }))
    if (route.kind === "unknown") void dispatch(new Navigate({ to: `/${lng}/games`, mode: "replace" }))
  }, [route.kind, route.kind === "unknown" ? null : route.id, lng, dispatch])
  if (route.kind !== "current") return null
  const game = state.data?.games.find((g) => g.id === route.id)
  return (
    <Frame title={t(`games.${route.id}.name`)}>
      <p className="muted">{t(`games.${route.id}.how`)}</p>
      {game === undefined ? null : (
        <div className="bonus-play">
          <GameScreen game={route.id} />
          <aside className="bonus-table">
            <h2>{t("table")}</h2>
            <table>
              <tbody>
                {game.prizeTable.map((line, i) => (
                  <tr key={i}>
                    <td>{prizeLabel(t, route.id, line.label)}</td>
                    <td>{line.prize === 0 ? "—" : prizeMoney(line.prize)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="muted">{t("expected", { amount: money(Math.floor((game.expectedPrize.num * (state.data?.prizeBase ?? 0)) / game.expectedPrize.den)) })}</p>
          </aside>
        </div>
      )}
      <Link href={`/${lng}/games`} onClick={goBack}>
        {t("back")}
      </Link>
    </Frame>
  )
}

const prizeLabel = (t: ReturnType<typeof useBonusGamesTexts>["t"], id: BonusGameId, label: string): string => {
  switch (id) {
    case "fortuna":
    case "chest":
      return t("prizeLabels.chance", { label })
    case "memory":
      return t("prizeLabels.pairs", { label })
    case "safe":
      return t("prizeLabels.digits", { label })
    case "lottery":
      return t("prizeLabels.matches", { label })
    case "dragon":
      return t("prizeLabels.levels", { label })
  }
}

/** SPEC.md 2.3 games-landing/{landingRoute}: a promotion's entrance, its featured game first; an unknown one goes to the games. */
export const BonusGamesLandingPage = () => {
  const { t } = useBonusGamesTexts()
  const { dispatch, lng, state } = useBonusGames()
  const [, params] = useRoute<{ landingRoute?: string }>(PAGE_PATHS["games-landing"])
  const landing = landingOf(params?.landingRoute ?? "")
  useEffect(() => {
    if (landing === undefined) void dispatch(new Navigate({ to: `/${lng}/games`, mode: "replace" }))
  }, [landing === undefined, lng, dispatch])
  if (landing === undefined) return null
    const games = state.data?.games ?? []
  const featured = landing.featured
  const ordered = featured === null ? games : [...games.filter((g) => g.id === featured), ...games.filter((g) => g.id !== featured)]
  return (
    <Frame title={t(`landing.${(params?.landingRoute ?? "daily-free-play") as "daily-free-play"}`)}>
      <p className="muted">{t("intro")}</p>
      {featured === null ? null : (
        <Link href={`/${lng}/games/${featured}`} className={buttonClass("primary")}>
          {t("toGame")}
        </Link>
      )}
      <div className="bonus-grid">
        {ordered.map((game) => (
          <GameCard key={game.id} game={game} featured={game.id === featured} />
        ))}
      </div>
    </Frame>
  )
}

