import { Suspense, useEffect } from "react"
import { Link, Redirect } from "wouter"
import { LaunchCasinoGame } from "../../commands/casino/commands"
import type { GameLaunch } from "../../domain/api/casino"
import { type CatalogueGame, categoryRoute, gamePagePath, isCategoryId } from "../../domain/casino/catalogue"
import { useGoBack } from "../hooks/useGoBack"
import { buttonClass } from "../kit/Button"
import { SkeletonBlock } from "../kit/Skeleton"
import { gameScreenOf } from "./play/screens"
import { GamesPreloader, useCasino, useCasinoParams, useCasinoTexts } from "./shared"

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
const LaunchedGame = ({ launch, game }: { readonly launch: GameLaunch; readonly game: CatalogueGame }) => {
  const { t } = useCasinoTexts()
  if (launch._tag === "external") {
    return <iframe className="casino-launch__frame" src={launch.url} title={t("game.frameTitle", { name: game.name })} allow="fullscreen" sandbox="allow-scripts allow-same-origin allow-popups" />
  }
  // The studio's screen brings its own heading, stake, result and seeds panels (the casinoPlay area's registry).
  const Screen = gameScreenOf(launch.gameId)
  if (Screen === undefined) return <LaunchLoading />
  return (
    <Suspense fallback={<LaunchLoading />}>
      <Screen />
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
  const backTo = isCategoryId(subcategory) ? `/${lng}/${categoryRoute(subcategory)}` : `/${lng}/casino`
  // Back where the player came from (a search, the recently played, another category), else to the game's category.
  const goBack = useGoBack(backTo)
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
  const back = (
    <p>
      <Link href={backTo} className={buttonClass("ghost")} onClick={goBack} data-testid="casino-game-back">
        ← {t("game.back")}
      </Link>
    </p>
  )
  const facts = (
    <p className="casino-game__facts muted">
      {t("game.provider", { provider: providerName(game.provider) })} · {t("game.rtp", { rtp: (game.rtp / 100).toFixed(2) })} ·{" "}
      {t("game.maxWin", { maxWin: game.maxWin })}
    </p>
  )
  const Screen = launched !== undefined && launched._tag !== "failed" && launched.launch._tag === "in-house" ? gameScreenOf(game.id) : undefined
  if (Screen !== undefined) {
    // The studio's screen is a page of its own (heading, stake, result and seeds panels): the game page adds the way
    // back and the published figures above it.
    return (
      <div className="casino-game" data-testid="casino-game">
        <div className="container casino-game__bar" data-game-id={game.id} data-testid="casino-launch">
          {back}
          {facts}
        </div>
        <Suspense fallback={<LaunchLoading />}>
          <Screen />
        </Suspense>
      </div>
    )
  }
  return (
    <div className="container casino casino-game" data-testid="casino-game">
      {back}
      <h1 className="casino__title">{game.name}</h1>
      {facts}
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
          <LaunchedGame launch={launched.launch} game={game} />
        )}
      </section>
    </div>
  )
}
