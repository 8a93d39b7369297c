import { type MouseEvent, useCallback } from "react"
import { GoBack } from "../../commands/shell/tabHistoryCommands"
import { useDispatch } from "../AppContext"

/**
 * The click of an in-app "back" link (SPEC.md 2.1 "a back navigation pops two"): to the route the tab showed before,
 * else to the link's own address (`fallback`, also what a new tab opened from the link shows). Put on a wouter Link,
 * whose own move it replaces; a click with a modifier key never reaches it.
 */
export const useGoBack = (fallback: string): ((event: MouseEvent) => void) => {
  const dispatch = useDispatch()
  return useCallback(
    (event: MouseEvent) => {
      event.preventDefault()
      void dispatch(new GoBack({ fallback }))
    },
    [dispatch, fallback]
  )
}
