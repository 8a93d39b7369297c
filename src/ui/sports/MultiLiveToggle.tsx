import { useComputed, useSignals } from "@preact/signals-react/runtime"
import { ToggleMultiLive } from "../../commands/sports/commands"
import { useDispatch, useStore } from "../AppContext"
import type { useAreaTexts } from "../i18n/areaTexts"

type T = ReturnType<typeof useAreaTexts<"sports">>["t"]

/** Puts a live game on multi-live, or takes it off. */
export const MultiLiveToggle = ({ t, gameId }: { readonly t: T; readonly gameId: string }) => {
  useSignals()
  const dispatch = useDispatch()
  const multiLive = useStore().multiLive
  const on = useComputed(() => multiLive.value.includes(gameId)).value
  return (
    <button
      type="button"
      className={`multi-toggle${on ? " multi-toggle--on" : ""}`}
      aria-pressed={on}
      aria-label={t(on ? "multi.remove" : "multi.add")}
      title={t(on ? "multi.remove" : "multi.add")}
      onClick={() => void dispatch(new ToggleMultiLive({ gameId }))}
    >
      {on ? "−" : "+"}
    </button>
  )
}
