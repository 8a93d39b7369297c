import { type RefObject, useLayoutEffect } from "react"

/**
 * What the dock (Support, and back to top above it: components.css) takes at the bottom of the window, with a gap
 * above it: the sticky slip ends above this (coupon.css), so the dock stands in the slip's column below the slip.
 */
const DOCK_SPACE = 148

/**
 * Keeps the page's floating buttons off the line and off the slip beside it: while a slip is on the page, the dock is
 * aligned to the slip's right edge (`--dock-right` on the document, the column's width in `--dock-width`) and the
 * sticky slip stops short of it
 * (`--dock-space`), so the dock floats over the empty part of the slip's column, never over a price in the line (which
 * scrolls under anything fixed at the bottom of the window) nor over the slip's own buttons. Read again on resize, and
 * when content above or beside the slip moves it.
 */
export const useDockBesideSlip = (ref: RefObject<HTMLElement | null>, on: boolean): void => {
  useLayoutEffect(() => {
    const slip = ref.current
    if (!on || slip === null) return
    const root = document.documentElement
    const measure = () => {
      const { right, width } = slip.getBoundingClientRect()
      root.style.setProperty("--dock-right", `${Math.max(0, Math.round(root.clientWidth - right))}px`)
      root.style.setProperty("--dock-width", `${Math.round(width)}px`)
    }
    root.style.setProperty("--dock-space", `${DOCK_SPACE}px`)
    measure()
    window.addEventListener("resize", measure, { passive: true })
    const resized = new ResizeObserver(measure)
    if (slip.parentElement !== null) resized.observe(slip.parentElement)
    return () => {
      window.removeEventListener("resize", measure)
      resized.disconnect()
      root.style.removeProperty("--dock-right")
      root.style.removeProperty("--dock-width")
      root.style.removeProperty("--dock-space")
    }
  }, [ref, on])
}
