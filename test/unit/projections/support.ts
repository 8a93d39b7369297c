import { effect } from "@preact/signals-react"
import { Navigated } from "../../../src/commands/shell/events"

export const go = (path: string) => new Navigated({ path, search: "", lng: "en", mode: "push" })

/** How many times a signal was written after it was first read. */
export const writesTo = (read: () => unknown) => {
  let writes = -1
  effect(() => {
    read()
    writes += 1
  })
  return () => writes
}
