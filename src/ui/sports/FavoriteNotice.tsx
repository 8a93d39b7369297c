import { useSignals } from "@preact/signals-react/runtime"
import { FAVORITES_MAX } from "../../domain/sports/favorites"
import { useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/** Why the player's last star did not stick (the star is back as it was); it stays until their next change. */
export const FavoriteNotice = ({ t }: { readonly t: T }) => {
  useSignals()
  const failure = useStore().sportsFavorites.value.failure
  if (failure === null) return null
  return (
    <p className="sports__notice" role="alert">
      {t(`favorites.failed.${failure.reason}`, { max: FAVORITES_MAX })}
    </p>
  )
}
