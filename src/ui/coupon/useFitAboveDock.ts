import { type RefObject, useLayoutEffect } from "react"

/**
 * Keeps the slip beside the line clear of the page's floating buttons (Support, back to top), which sit in a dock at
 * the bottom right: the slip's height stops at the dock (tokens.css `--floating-dock`), measured from where the slip
 * starts on screen now. While the page scrolls the slip moves up to its sticky place, so its room is read again on
 * scroll and resize; its own content scrolls inside it.
 */
export const useFitAboveDock = (ref: RefObject<HTMLElement | null>, on: boolean): void => {
  useLayoutEffect(() => {
    const slip = ref.current
    if (!on || slip === null) return
    const measure = () => slip.style.setProperty("--coupon-top", `${Math.max(0, Math.round(slip.getBoundingClientRect().top))}px`)
    measure()
    window.addEventListener("scroll", measure, { passive: true })
    window.addEventListener("resize", measure, { passive: true })
    // Content above the slip that arrives late (a banner, a list) moves it without a scroll.
    const resized = new ResizeObserver(measure)
    if (slip.parentElement !== null) resized.observe(slip.parentElement)
    return () => {
      window.removeEventListener("scroll", measure)
      window.removeEventListener("resize", measure)
      resized.disconnect()
    }
  }, [ref, on])
}
