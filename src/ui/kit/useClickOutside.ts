import { useEffect, useRef } from "react"

/**
 * While `active`, a mouse press anywhere outside the elements `inside` names calls `onOutside`: a menu or a dropdown
 * closes so, as menus do. The callbacks are read when the press comes, so they may close over the latest render.
 */
export const useClickOutside = (active: boolean, inside: () => ReadonlyArray<Element | null>, onOutside: () => void): void => {
  const latest = useRef({ inside, onOutside })
  latest.current = { inside, onOutside }
  useEffect(() => {
    if (!active) return
    const press = (event: MouseEvent) => {
      const target = event.target
      if (target instanceof Node && latest.current.inside().some((element) => element?.contains(target) === true)) return
      latest.current.onOutside()
    }
    document.addEventListener("mousedown", press)
    return () => document.removeEventListener("mousedown", press)
  }, [active])
}
