import { type RefObject, useLayoutEffect } from "react"

/**
 * What the dock (Support, and back to top above it: components.css) takes at the bottom of the window, with a gap
 * above it: the sticky slip ends above this (coupon.css), so the dock stands in the slip's column below the slip.
 */
const DOCK_SPACE = 148

/** The document's length property `name` in pixels (0 when it is not set). */
const pixelsOf = (root: HTMLElement, name: string): number => Number.parseFloat(getComputedStyle(root).getPropertyValue(name)) || 0

/**
 * Keeps the page's floating buttons off the line and off the slip beside it: while a slip is on the page, the dock is
 * aligned to the slip's right edge (`--dock-right` on the document, the column's width in `--dock-width`) and the
 * sticky slip stops short of it (`--dock-space`), so the dock floats over the empty part of the slip's column, never
 * over a price in the line (which scrolls under anything fixed at the bottom of the window) nor over the slip's own
 * buttons. Before the page is scrolled far enough for the slip to stick, the slip can still reach into the dock's
 * place (a slip that starts low on the home page, its code box and Load button at the window's bottom edge): the dock
 * then stands that much lower (`--dock-drop`), below the slip's last line, as if it hung under the slip, and rises to
 * its place as the page scrolls. Read again on scroll and resize, and when content above or beside the slip moves it.
 */
export const useDockBesideSlip = (ref: RefObject<HTMLElement | null>, on: boolean): void => {
  useLayoutEffect(() => {
    const slip = ref.current
    if (!on || slip === null) return
    const root = document.documentElement
    const measure = () => {
      const { right, width, bottom } = slip.getBoundingClientRect()
      root.style.setProperty("--dock-right", `${Math.max(0, Math.round(root.clientWidth - right))}px`)
      root.style.setProperty("--dock-width", `${Math.round(width)}px`)
      const dockTop = window.innerHeight - pixelsOf(root, "--consent-height") - DOCK_SPACE
      root.style.setProperty("--dock-drop", `${Math.max(0, Math.ceil(bottom - dockTop))}px`)
    }
    let frame: number | undefined
    const measureOnNextFrame = () => {
      if (frame === undefined) frame = requestAnimationFrame(() => ((frame = undefined), measure()))
    }
    root.style.setProperty("--dock-space", `${DOCK_SPACE}px`)
    measure()
    window.addEventListener("resize", measure, { passive: true })
    window.addEventListener("scroll", measureOnNextFrame, { passive: true })
    const resized = new ResizeObserver(measure)
    if (slip.parentElement !== null) resized.observe(slip.parentElement)
    resized.observe(slip)
    return () => {
      window.removeEventListener("resize", measure)
      window.removeEventListener("scroll", measureOnNextFrame)
      if (frame !== undefined) cancelAnimationFrame(frame)
      resized.disconnect()
      for (const name of ["--dock-right", "--dock-width", "--dock-space", "--dock-drop"]) root.style.removeProperty(name)
    }
  }, [ref, on])
}
