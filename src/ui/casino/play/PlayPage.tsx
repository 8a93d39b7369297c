import { Suspense } from "react"
import { useSignals } from "@preact/signals-react/runtime"
import { useStore } from "../../AppContext"
import { SkeletonBlock } from "../../kit/Skeleton"
import { gameScreenOf } from "./screens"
import { usePlayTexts } from "./usePlayTexts"

/** /{lng}/casino/in-house/{gameId}: an in-house game's screen alone, from the registry the lobby's game page uses too. */
export const PlayPage = () => {
  useSignals()
  const { t } = usePlayTexts()
  // The route's last segment: /{lng}/casino/in-house/{gameId}.
  const gameId = useStore().location.value.path.split("/")[4] ?? ""
  const Screen = gameScreenOf(gameId)
  if (Screen === undefined)
    return (
      <div className="container play-missing">
        <p role="alert">{t("frame.unknownGame", { gameId })}</p>
      </div>
    )
  return (
    <Suspense fallback={<div className="container play"><SkeletonBlock height={420} /></div>}>
      <Screen />
    </Suspense>
  )
}
