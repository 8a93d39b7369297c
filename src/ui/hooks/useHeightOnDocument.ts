import { type RefObject, useLayoutEffect } from "react"

/**
 * Keeps a bar's height on the document as a CSS property (`--one-tap-height`, `--consent-height`) while the bar shows,
 * and removes it when the bar goes: the fixed and sticky parts of the page (the dock, the coupon reminder, the sticky
 * slip) subtract it, so a bar the player has not answered yet never pushes them over a price or a button.
 */
export const useHeightOnDocument = (ref: RefObject<HTMLElement | null>, property: `--${string}`, shown: boolean): void => {
  useLayoutEffect(() => {
    const element = ref.current
    if (!shown || element === null) return
    const root = document.documentElement
    const measure = () => root.style.setProperty(property, `${element.offsetHeight}px`)
    measure()
    const resized = new ResizeObserver(measure)
    resized.observe(element)
    return () => {
      resized.disconnect()
      root.style.removeProperty(property)
    }
  }, [ref, property, shown])
}
