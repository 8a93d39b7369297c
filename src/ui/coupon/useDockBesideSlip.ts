import { type RefObject, useLayoutEffect } from "react"

/** The gap between the slip's left edge and the floating buttons moved beside it. */
const DOCK_GAP = 16

/**
 * Keeps the page's floating buttons (Support, back to top: the dock at the bottom right, components.css) off the slip
 * beside the line: while a slip is on the page, the dock sits left of it (`--dock-right` on the document), so it floats
 * over content that scrolls under it, never over the slip, whose bottom stays put while it is sticky. Read again on
 * resize, and when content above or beside the slip moves it.
 */
export const useDockBesideSlip = (ref: RefObject<HTMLElement | null>, on: boolean): void => {
  useLayoutEffect(() => {
    const slip = ref.current
    if (!on || slip === null) return
    const root = document.documentElement
    const measure = () => root.style.setProperty("--dock-right", `${Math.max(0, Math.round(root.clientWidth - slip.getBoundingClientRect().left + DOCK_GAP))}px`)
    measure()
    window.addEventListener("resize", measure, { passive: true })
    const resized = new ResizeObserver(measure)
    if (slip.parentElement !== null) resized.observe(slip.parentElement)
    return () => {
      window.removeEventListener("resize", measure)
      resized.disconnect()
      root.style.removeProperty("--dock-right")
    }
  }, [ref, on])
}
