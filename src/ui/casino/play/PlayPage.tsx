import { Suspense } from "react"
import { useParams } from "wouter"
import { SkeletonBlock } from "../../kit/Skeleton"
import { gameScreenOf } from "./screens"
import { usePlayTexts } from "./usePlayTexts"

/** /{lng}/casino/in-house/{gameId}: an in-house game's screen alone, from the registry the lobby's game page uses too. */
export const PlayPage = () => {
  const { t } = usePlayTexts()
  const { gameId = "" } = useParams<{ gameId?: string }>()
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
