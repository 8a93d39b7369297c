import { useEffect } from "react"
import type { NavigationMode } from "../../../domain/shell/navigationMode"

/**
 * A new page starts at its top, as it would after a full page load. Back and Forward (mode "pop") are left
 * to the browser, which puts the reader back where they were.
 */
export const useScrollOnNavigate = (visit: number, mode: NavigationMode): void => {
  useEffect(() => {
    if (mode !== "pop") window.scrollTo({ top: 0, left: 0, behavior: "instant" })
  }, [visit, mode])
}
