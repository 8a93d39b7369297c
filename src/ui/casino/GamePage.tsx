import { lazy, type LazyExoticComponent, Suspense, useEffect } from "react"
import { Link, Redirect } from "wouter"
import { LaunchCasinoGame } from "../../commands/casino/commands"
import type { GameLaunch } from "../../domain/api/casino"
import { type CatalogueGame, categoryRoute, gamePagePath, type InHouseGameId, isCategoryId, isInHouseGameId } from "../../domain/casino/catalogue"
import { buttonClass } from "../kit/Button"
import { SkeletonBlock } from "../kit/Skeleton"
import { GAME_SCREENS, type GameScreen } from "./gameScreens"
import { GamesPreloader, useCasino, useCasinoParams, useCasinoTexts } from "./shared"

/** Each registered screen made lazy once, so a game page that re-renders keeps its mounted screen. */
const lazyScreens = new Map<InHouseGameId, LazyExoticComponent<GameScreen>>()
const screenOf = (gameId: InHouseGameId): LazyExoticComponent<GameScreen> | undefined => {
  const load = GAME_SCREENS[gameId]
  if (load === undefined) return undefined
  let screen = lazyScreens.get(gameId)
  if (screen === undefined) {
    screen = lazy(() => load().then((component) => ({ default: component })))
    lazyScreens.set(gameId, screen)
  }
  return screen
}

/** The launch container's loading state: the game's place, the size the game will take. */
const LaunchLoading = () => {
  const { t } = useCasinoTexts()
  return (
    <div className="casino-launch__loading" role="status" aria-label={t("game.loading")} data-testid="casino-launch-loading">
      <SkeletonBlock height={480} radius={12} />
      <p className="muted">{t("game.loading")}</p>
    </div>
  )
}

/** What the server's launch answered: an in-house game's screen, or an external game's page in an iframe. */
const LaunchedGame = ({ launch, game, lng }: { readonly launch: GameLaunch; readonly game: CatalogueGame; readonly lng: string }) => {
  const { t } = useCasinoTexts()
  if (launch._tag === "external") {
    return <iframe className="casino-launch__frame" src={launch.url} title={t("game.frameTitle", { name: game.name })} allow="fullscreen" sandbox="allow-scripts allow-same-origin allow-popups" />
  }
  const gameId = launch.gameId
  const Screen = isInHouseGameId(gameId) ? screenOf(gameId) : undefined
  if (Screen === undefined || !isInHouseGameId(gameId)) return <LaunchLoading />
  return (
    <Suspense fallback={<LaunchLoading />}>
      <Screen gameId={gameId} game={game} lng={lng} />
    </Suspense>
  )
}

/**
 * casino/{subcategory}/game/{gameId}/{gameName} (SPEC.md 2.3): the game's facts and its launch container. A signed-in
 * player's visit launches the game on the server (it joins their recently played); a guest is asked to log in. A
 * game the catalogue does not list goes back to the lobby (SPEC.md 2.3 "else redirect"); a page under another
 * category or name goes to the game's own address.
 */
export const GamePage = () => {
  const { t } = useCasinoTexts()
  const { catalogue, dispatch, isPlayer, lng, player, providerName } = useCasino()
  const { subcategory = "", gameId = "", gameName = "" } = useCasinoParams("casino-game")
  const game = catalogue.catalogue?.games.find((g) => g.id === gameId)
  const launched = player.launches[gameId]
  useEffect(() => {
    if (isPlayer && game !== undefined && launched === undefined) void dispatch(new LaunchCasinoGame({ gameId: game.id }))
  }, [isPlayer, game, launched, dispatch])
  if (catalogue.status === "failed" || (catalogue.catalogue !== null && game === undefined)) {
    return <Redirect to={isCategoryId(subcategory) ? `/${lng}/${categoryRoute(subcategory)}` : `/${lng}/casino`} replace />
  }
  if (game === undefined) {
    return (
      <div className="container casino">
        <GamesPreloader />
      </div>
    )
  }
  const canonical = gamePagePath(lng, game, subcategory)
  if (canonical !== `/${lng}/casino/${subcategory}/game/${gameId}/${gameName}`) return <Redirect to={canonical} replace />
  const backTo = isCategoryId(subcategory) ? `/${lng}/${categoryRoute(subcategory)}` : `/${lng}/casino`
  return (
    <div className="container casino casino-game" data-testid="casino-game">
      <p>
        <Link href={backTo} className={buttonClass("ghost")}>
          ← {t("game.back")}
        </Link>
      </p>
      <h1 className="casino__title">{game.name}</h1>
      <p className="casino-game__facts muted">
        {t("game.provider", { provider: providerName(game.provider) })} · {t("game.rtp", { rtp: (game.rtp / 100).toFixed(2) })} ·{" "}
        {t("game.maxWin", { maxWin: game.maxWin })}
      </p>
      <section className="casino-launch" data-game-id={game.id} data-testid="casino-launch">
        {!isPlayer ? (
          <p className="casino-notice">
            {t("game.signIn", { name: game.name })}{" "}
            <Link href={`/${lng}/user/login`} className={buttonClass("primary")}>
              {t("player.logIn")}
            </Link>
          </p>
        ) : launched === undefined ? (
          <LaunchLoading />
        ) : launched._tag === "failed" ? (
          <p className="casino-notice" role="alert">
            {launched.error._tag === "ServerRefused" && launched.error.status === 503 ? t("game.unavailable") : t("game.failed")}
          </p>
        ) : (
          <LaunchedGame launch={launched.launch} game={game} lng={lng} />
        )}
      </section>
    </div>
  )
}
