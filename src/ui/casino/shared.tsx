import { useSignals } from "@preact/signals-react/runtime"
import { type ReactNode, useEffect } from "react"
import { parse } from "regexparam"
import { Link } from "wouter"
import { LoadCasinoCatalogue, LoadCasinoFavorites, SetCasinoFavorite } from "../../commands/casino/commands"
import { type CatalogueGame, type CategoryId, CASINO_CATEGORIES, gamePagePath, PRELOADER_PLACEHOLDERS } from "../../domain/casino/catalogue"
import { CASINO_PAGE_PATHS } from "../../domain/casino/routes"
import { useDispatch, useStore } from "../AppContext"
import { useAreaTexts } from "../i18n/areaTexts"
import { Button, buttonClass } from "../kit/Button"
import { SkeletonBlock, SkeletonLine } from "../kit/Skeleton"
import { en } from "./i18n/en"
import { ru } from "./i18n/ru"
import "./casino.css"

export const useCasinoTexts = () => useAreaTexts("casino", { en, ru })

/**
 * The lobby's state for a page: the page's language, the catalogue (read once per visit), and for a signed-in
 * player their favorites (read once per player).
 */
export const useCasino = () => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const lng = store.language.value.current ?? "en"
  const isPlayer = store.session.value.status === "player"
  const catalogue = store.casinoCatalogue.value
  const player = store.casinoPlayer.value
  useEffect(() => {
    if (catalogue.status === "idle") void dispatch(new LoadCasinoCatalogue({}))
  }, [catalogue.status, dispatch])
  useEffect(() => {
    if (isPlayer && player.favorites.status === "idle") void dispatch(new LoadCasinoFavorites({}))
  }, [isPlayer, player.favorites.status, dispatch])
  const providerName = (id: string) => catalogue.catalogue?.providers.find((p) => p.id === id)?.name ?? id
  return { lng, isPlayer, catalogue, player, dispatch, providerName }
}

/** The named segments of the current address under one of the casino's page paths (absent: not in the address). */
export const useCasinoParams = (page: keyof typeof CASINO_PAGE_PATHS): Readonly<Record<string, string | undefined>> => {
  useSignals()
  const path = useStore().location.value.path.split(/[?#]/)[0] ?? ""
  const { keys, pattern } = parse(CASINO_PAGE_PATHS[page])
  const found = pattern.exec(path)
  const params: Record<string, string | undefined> = {}
  keys.forEach((key, i) => {
    const value = found?.[i + 1]
    if (value === undefined) return
    try {
      params[key] = decodeURIComponent(value)
    } catch {
      params[key] = value
    }
  })
  return params
}

/** The lobby's sections: every category (with its route), then search, providers, my-casino and favorites. */
export const CasinoNav = ({ current }: { readonly current: CategoryId | "all" | "search" | "providers" | "my-casino" | "favorites" | null }) => {
  const { t } = useCasinoTexts()
  const { catalogue, lng } = useCasino()
  const count = (id: CategoryId) => catalogue.catalogue?.categories.find((c) => c.id === id)?.games
  const link = (id: string, href: string, label: string, extra?: number) => (
    <Link key={id} href={href} className={`chip${current === id ? " chip--active" : ""}`} aria-current={current === id ? "page" : undefined}>
      {label}
      {extra === undefined ? null : <span className="casino-nav__count">{extra}</span>}
    </Link>
  )
  return (
    <nav className="casino-nav" aria-label={t("lobby.sections")}>
      <div className="chips">
        {link("all", `/${lng}/casino`, t("lobby.all"))}
        {CASINO_CATEGORIES.map((c) => link(c.id, `/${lng}/${c.route}`, t(`categories.${c.id}`), count(c.id)))}
      </div>
      <div className="chips casino-nav__tools">
        {link("search", `/${lng}/casino-search`, t("lobby.search"))}
        {link("providers", `/${lng}/providers`, t("lobby.providers"))}
        {link("my-casino", `/${lng}/my-casino`, t("lobby.myCasino"))}
        {link("favorites", `/${lng}/favorites`, t("lobby.favorites"))}
        {link("lotto", `/${lng}/lotto`, t("lobby.lotto"))}
        {link("tournaments", `/${lng}/bonus/casino/tournaments`, t("lobby.tournaments"))},
        {link("toto", `/${lng}/toto`, t("lobby.toto"))}
      </div>
    </nav>
  )
}

/** A lobby page: the sections, the page's title, and what it lists. */
export const CasinoFrame = ({
  current,
  title,
  lead,
  children
}: {
  readonly current: Parameters<typeof CasinoNav>[0]["current"]
  readonly title: string
  readonly lead?: string
  readonly children: ReactNode
}) => (
  <div className="container casino">
    <CasinoNav current={current} />
    <h1 className="casino__title">{title}</h1>
    {lead === undefined ? null : <p className="muted">{lead}</p>}
    {children}
  </div>
)

/** SPEC.md 9 "Preloader shows 16 game placeholders": the grid as it will stand, while the catalogue loads. */
export const GamesPreloader = () => {
  const { t } = useCasinoTexts()
  return (
    <div className="casino-grid" role="status" aria-label={t("lobby.loading")} aria-busy="true" data-testid="casino-preloader">
      {Array.from({ length: PRELOADER_PLACEHOLDERS }, (_, i) => (
        <div key={i} className="casino-tile casino-tile--placeholder" aria-hidden="true">
          <SkeletonBlock height={120} radius={8} />
          <SkeletonLine width="70%" />
          <SkeletonLine width="40%" />
        </div>
      ))}
    </div>
  )
}

/** The star on a game's tile: a toggle, pressed while the game is one of the player's favorites; a guest's asks to log in. */
export const FavoriteToggle = ({ game }: { readonly game: CatalogueGame }) => {
  const { t } = useCasinoTexts()
  const { dispatch, isPlayer, lng, player } = useCasino()
  const on = player.favorites.games.includes(game.id)
  if (!isPlayer) {
    return (
      <Link href={`/${lng}/user/login`} className={buttonClass("icon", "casino-star")} aria-label={t("tile.addFavorite", { name: game.name })}>
        ☆
      </Link>
    )
  }
  return (
    <Button
      variant="icon"
      className={`casino-star${on ? " casino-star--on" : ""}`}
      aria-pressed={on}
      aria-label={t(on ? "tile.removeFavorite" : "tile.addFavorite", { name: game.name })}
      data-testid={`favorite-${game.id}`}
      onClick={() => void dispatch(new SetCasinoFavorite({ gameId: game.id, favorite: !on }))}
    >
      {on ? "★" : "☆"}
    </Button>
  )
}

/** A game's tile: its name and provider, its published RTP and maximum win, a link to its page and the favorite star. */
export const GameTile = ({ game, category }: { readonly game: CatalogueGame; readonly category?: string }) => {
  const { t } = useCasinoTexts()
  const { lng, providerName } = useCasino()
  return (
    <article className="casino-tile" data-testid={`game-${game.id}`} aria-label={game.name}>
      <Link href={gamePagePath(lng, game, category)} className="casino-tile__art" aria-label={t("tile.play", { name: game.name })}>
        <span aria-hidden="true">{game.name.slice(0, 1)}</span>
      </Link>
      <div className="casino-tile__body">
        <h3 className="casino-tile__name">
          <Link href={gamePagePath(lng, game, category)}>{game.name}</Link>
        </h3>
        <p className="casino-tile__provider muted">{providerName(game.provider)}</p>
        <p className="casino-tile__facts muted">
          {t("tile.rtp", { rtp: (game.rtp / 100).toFixed(2) })} · {t("tile.maxWin", { maxWin: game.maxWin })}
        </p>
      </div>
      <FavoriteToggle game={game} />
    </article>
  )
}

/** The games of a page, the preloader while the catalogue loads, its failure with a retry, or the empty state. */
export const GameGrid = ({ games, category, empty }: { readonly games: ReadonlyArray<CatalogueGame> | null; readonly category?: string; readonly empty?: string }) => {
  const { t } = useCasinoTexts()
  const { catalogue, dispatch } = useCasino()
  if (catalogue.status === "failed") {
    return (
      <div className="casino-notice" role="alert">
        <p>{t("lobby.loadFailed")}</p>
        <Button variant="secondary" onClick={() => void dispatch(new LoadCasinoCatalogue({}))}>
          {t("lobby.retry")}
        </Button>
      </div>
    )
  }
  if (games === null) return <GamesPreloader />
  if (games.length === 0) {
    return (
      <p className="casino-empty muted" data-testid="casino-empty">
        {empty ?? t("lobby.empty")}
      </p>
    )
  }
  return (
    <div className="casino-grid" data-testid="casino-games">
      {games.map((game) => (
        <GameTile key={game.id} game={game} category={category} />
      ))}
    </div>
  )
}

/** For the pages of a signed-in player's own (my-casino, favorites): a guest is asked to log in. */
export const SignInPrompt = () => {
  const { t } = useCasinoTexts()
  const { lng } = useCasino()
  return (
    <p className="casino-notice" data-testid="casino-sign-in">
      {t("player.signIn")}{" "}
      <Link href={`/${lng}/user/login`} className={buttonClass("primary")}>
        {t("player.logIn")}
      </Link>
    </p>
  )
}
