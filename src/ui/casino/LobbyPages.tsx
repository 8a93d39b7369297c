import { useEffect, useMemo, useState } from "react"
import { Link, Redirect } from "wouter"
import { LoadRecentGames } from "../../commands/casino/commands"
import {
  ASIAN_FILTERS,
  type AsianFilter,
  type CategoryId,
  gamePagePath,
  IN_HOUSE_PROVIDER,
  isCategoryId,
  matchesAsianFilter,
  matchesOtherGamesFilter,
  OTHER_GAMES_FILTERS,
  type OtherGamesFilter,
  SEARCH_MIN_LENGTH,
  SEARCH_QUERY_MAX,
  selectGames
} from "../../domain/casino/catalogue"
import { Button, buttonClass } from "../kit/Button"
import { Field } from "../kit/Field"
import { CasinoFrame, GameGrid, SignInPrompt, useCasino, useCasinoParams, useCasinoTexts } from "./shared"

/** The games of a selection of the catalogue, or null while it loads. */
const useSelection = (selection: Parameters<typeof selectGames>[1]) => {
  const { catalogue } = useCasino()
  const data = catalogue.catalogue
  return useMemo(() => (data === null ? null : selectGames(data.games, selection, data.providers)), [data, JSON.stringify(selection)])
}

/** One category's lobby (SPEC.md 2.3: slots, keno, crash-games, ... and casino/{subcategory}). */
export const CategoryLobby = ({ category, title }: { readonly category: CategoryId; readonly title?: string }) => {
  const { t } = useCasinoTexts()
  const games = useSelection({ _tag: "category", category })
  return (
    <CasinoFrame current={category} title={title ?? t(`categories.${category}`)}>
      <GameGrid games={games} category={category} />
    </CasinoFrame>
  )
}

/** Every game of the casino (casino, casino-lobby). */
const AllGames = ({ title }: { readonly title: string }) => {
  const games = useSelection({ _tag: "all" })
  return (
    <CasinoFrame current="all" title={title}>
      <GameGrid games={games} />
    </CasinoFrame>
  )
}

/** casino/{subcategory?}: the whole lobby, or the category the segment names (an unknown one goes to the lobby). */
export const CasinoPage = () => {
  const { t } = useCasinoTexts()
  const { lng } = useCasino()
  const { subcategory } = useCasinoParams("casino")
  if (subcategory === undefined || subcategory === "all") return <AllGames title={t("lobby.title")} />
  if (!isCategoryId(subcategory)) return <Redirect to={`/${lng}/casino`} replace />
  return <CategoryLobby category={subcategory} />
}

export const CasinoLobbyPage = () => {
  const { t } = useCasinoTexts()
  return <AllGames title={t("lobby.lobby")} />
}

/** A category's own route: slots, keno, bingo, ... */
export const categoryPage = (category: CategoryId) => () => <CategoryLobby category={category} />

/** slots/vulkan: the slots under the Vulkan brand's title. */
export const SlotsVulkanPage = () => {
  const { t } = useCasinoTexts()
  return <CategoryLobby category="slots" title={t("lobby.vulkan")} />
}

/** poker/{game?}: the poker lobby; a game of it named by id opens its game page. */
export const PokerPage = () => {
  const { catalogue, lng } = useCasino()
  const { game } = useCasinoParams("poker")
  const found = game === undefined ? undefined : catalogue.catalogue?.games.find((g) => g.id === game && g.categories.includes("poker"))
  if (found !== undefined) return <Redirect to={gamePagePath(lng, found, "poker")} replace />
  return <CategoryLobby category="poker" />
}

/** casino/brand: the in-house studio's games. */
export const BrandPage = () => {
  const { t } = useCasinoTexts()
  const games = useSelection({ _tag: "provider", provider: IN_HOUSE_PROVIDER })
  return (
    <CasinoFrame current={null} title={t("lobby.brand")} lead={t("lobby.brandLead")}>
      <GameGrid games={games} />
    </CasinoFrame>
  )
}

/** Filter chips (SPEC.md 3's Asian-games and other-games filters): one pressed at a time. */
const FilterChips = <F extends string>({ filters, value, label, text, onChange }: {
  readonly filters: ReadonlyArray<F>
  readonly value: F
  readonly label: string
  readonly text: (filter: F) => string
  readonly onChange: (filter: F) => void
}) => (
  <div className="chips casino-filters" role="group" aria-label={label}>
    {filters.map((filter) => (
      <Button key={filter} variant={filter === value ? "primary" : "secondary"} aria-pressed={filter === value} onClick={() => onChange(filter)} data-testid={`filter-${filter}`}>
        {text(filter)}
      </Button>
    ))}
  </div>
)

/** asian-games with SPEC.md 3's Asian filter (all, lotto, slots, ladder, dice, cards, other). */
export const AsianGamesPage = () => {
  const { t } = useCasinoTexts()
  const [filter, setFilter] = useState<AsianFilter>("all")
  const games = useSelection({ _tag: "category", category: "asian-games" })
  return (
    <CasinoFrame current="asian-games" title={t("categories.asian-games")}>
      <FilterChips filters={ASIAN_FILTERS} value={filter} label={t("lobby.filter")} text={(f) => t(`asianFilters.${f}`)} onChange={setFilter} />
      <GameGrid games={games === null ? null : games.filter((g) => matchesAsianFilter(filter, g))} category="asian-games" />
    </CasinoFrame>
  )
}

/** othergames with SPEC.md 3's other-games filter (poker, virtual, toto, lotto; none: all). */
export const OtherGamesPage = () => {
  const { t } = useCasinoTexts()
  const [filter, setFilter] = useState<OtherGamesFilter | "all">("all")
  const games = useSelection({ _tag: "category", category: "other-games" })
  return (
    <CasinoFrame current="other-games" title={t("categories.other-games")}>
      <FilterChips
        filters={["all", ...OTHER_GAMES_FILTERS] as ReadonlyArray<OtherGamesFilter | "all">}
        value={filter}
        label={t("lobby.filter")}
        text={(f) => t(`otherFilters.${f}`)}
        onChange={setFilter}
      />
      <GameGrid games={games === null ? null : games.filter((g) => matchesOtherGamesFilter(filter === "all" ? null : filter, g))} category="other-games" />
    </CasinoFrame>
  )
}

/** casino-search: the games whose name or provider begins with what is typed, as it is typed. */
export const CasinoSearchPage = () => {
  const { t } = useCasinoTexts()
  const { catalogue } = useCasino()
  const [query, setQuery] = useState("")
  const games = useSelection({ _tag: "search", query })
  const long = query.trim().length >= SEARCH_MIN_LENGTH
  return (
    <CasinoFrame current="search" title={t("search.label")}>
      <Field label={t("search.label")}>
        <input
          className="field__input"
          type="search"
          value={query}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t("search.placeholder")}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-testid="casino-search"
          autoFocus
        />
      </Field>
      {!long ? (
        <p className="muted">{t("search.hint")}</p>
      ) : catalogue.catalogue === null ? (
        <GameGrid games={null} />
      ) : (
        <>
          <p className="muted" role="status">
            {t("search.found", { count: games?.length ?? 0 })}
          </p>
          <GameGrid games={games} empty={t("search.none", { query: query.trim() })} />
        </>
      )}
    </CasinoFrame>
  )
}

/** providers: every provider with a game to show, and how many. */
export const ProvidersPage = () => {
  const { t } = useCasinoTexts()
  const { catalogue, lng } = useCasino()
  const providers = catalogue.catalogue?.providers
  return (
    <CasinoFrame current="providers" title={t("providers.title")}>
      {providers === undefined ? (
        <GameGrid games={null} />
      ) : (
        <ul className="casino-providers" data-testid="casino-providers">
          {providers.map((p) => (
            <li key={p.id}>
              <Link href={`/${lng}/providers/${p.id}`} className="casino-provider">
                <strong>{p.name}</strong>
                <span className="muted">{t("lobby.count", { count: p.games })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </CasinoFrame>
  )
}

/** providers/{provider}: one provider's games. */
export const ProviderPage = () => {
  const { t } = useCasinoTexts()
  const { catalogue } = useCasino()
  const { provider = "" } = useCasinoParams("provider")
  const games = useSelection({ _tag: "provider", provider })
  const known = catalogue.catalogue?.providers.find((p) => p.id === provider)
  return (
    <CasinoFrame current="providers" title={known?.name ?? t("providers.title")}>
      {catalogue.catalogue !== null && known === undefined ? <p className="casino-empty muted">{t("providers.unknown")}</p> : <GameGrid games={games} />}
    </CasinoFrame>
  )
}

/** favorites (login required): the player's favorite games, the latest marked first. */
export const FavoritesPage = () => {
  const { t } = useCasinoTexts()
  const { catalogue, isPlayer, player } = useCasino()
  const games = catalogue.catalogue === null || player.favorites.status === "idle" ? null : player.favorites.games.flatMap((id) => catalogue.catalogue!.games.filter((g) => g.id === id))
  return (
    <CasinoFrame current="favorites" title={t("lobby.favorites")}>
      {!isPlayer ? <SignInPrompt /> : <GameGrid games={games} empty={t("player.noFavorites")} />}
      {isPlayer && player.favorites.error !== null ? (
        <p className="casino-notice" role="alert">
          {t("player.favoritesFailed")}
        </p>
      ) : null}
    </CasinoFrame>
  )
}

/** my-casino (login required): the games the player played last, the latest first. */
export const MyCasinoPage = () => {
  const { t } = useCasinoTexts()
  const { catalogue, dispatch, isPlayer, player } = useCasino()
  useEffect(() => {
    if (isPlayer && player.recent.status === "idle") void dispatch(new LoadRecentGames({}))
  }, [isPlayer, player.recent.status, dispatch])
  const games =
    catalogue.catalogue === null || player.recent.status === "idle" ? null : player.recent.games.flatMap(({ gameId }) => catalogue.catalogue!.games.filter((g) => g.id === gameId))
  return (
    <CasinoFrame current="my-casino" title={t("lobby.myCasino")}>
      {!isPlayer ? (
        <SignInPrompt />
      ) : (
        <>
          <h2>{t("player.recentTitle")}</h2>
          {player.recent.status === "failed" ? (
            <p className="casino-notice" role="alert">
              {t("player.loadFailed")}
            </p>
          ) : (
            <GameGrid games={games} empty={t("player.noRecent")} />
          )}
        </>
      )}
    </CasinoFrame>
  )
}

/** The thank-you page (SPEC.md 2.3). */
export const ThankYouPage = () => {
  const { t } = useCasinoTexts()
  const { lng } = useCasino()
  return (
    <div className="container casino casino-thank-you">
      <h1>{t("thankYou.title")}</h1>
      <p>{t("thankYou.text")}</p>
      <Link href={`/${lng}/casino`} className={buttonClass("primary")}>
        {t("thankYou.back")}
      </Link>
    </div>
  )
}
