import { useComputed, useSignals } from "@preact/signals-react/runtime"
import { OpenAuthForm } from "../../commands/session/commands"
import { AddFavorite, RemoveFavorite } from "../../commands/sports/favoriteCommands"
import type { FavoriteTarget } from "../../domain/sports/favorites"
import { isStarred } from "../../projections/sports/favorites"
import { useDispatch, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"
import "./favorites.css"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/**
 * The star of a game or a championship (issue 8): a toggle, pressed while it is one of the player's favorites; a
 * press shows at once while the server keeps it. Favorites are kept on the player's account, so a guest's star opens
 * the sign-in, as the site's other things for players do, rather than hiding what the site offers.
 */
export const FavoriteStar = ({ t, target, name }: { readonly t: T; readonly target: FavoriteTarget; readonly name: string }) => {
  useSignals()
  const dispatch = useDispatch()
  const store = useStore()
  const signedIn = useComputed(() => store.session.value.status === "player").value
  const on = useComputed(() => isStarred(store.sportsFavorites.value, target)).value
  const label = signedIn ? t(on ? "favorites.remove" : "favorites.add", { name }) : t("favorites.signIn", { name })
  const press = () => {
    if (!signedIn) return dispatch(new OpenAuthForm({ form: "login", view: "modal" }))
    return dispatch(on ? new RemoveFavorite({ target }) : new AddFavorite({ target }))
  }
  return (
    <button
      type="button"
      className={`favorite-star${on ? " favorite-star--on" : ""}`}
      aria-pressed={on}
      aria-label={label}
      title={label}
      data-favorite={`${target.kind}:${target.id}`}
      onClick={() => void press()}
    >
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
    </button>
  )
}
