import { createContext, useCallback, useContext, type ReactNode } from "react"
import type { Command } from "../commands/registry"
import type { App } from "../commands/startup"
import type { StateSignals } from "../projections/store"

/**
 * The running app, handed to every view. Views read projection signals through `useStore()` and change
 * anything only through `useDispatch()`: the bus logs the command, so every click is in the event log.
 */
const AppContext = createContext<App | null>(null)

export const AppProvider = ({ app, children }: { readonly app: App; readonly children: ReactNode }) => (
  <AppContext.Provider value={app}>{children}</AppContext.Provider>
)

export const useApp = (): App => {
  const app = useContext(AppContext)
  if (app === null) throw new Error("useApp outside <AppProvider>")
  return app
}

/** The projection signals; read `.value` after calling `useSignals()` at the top of the component. */
export const useStore = (): StateSignals => useApp().store.state

export type Dispatch = (command: Command) => Promise<void>

/** Dispatches a command as the player's action; the promise settles when its handler and follow-ups are done. */
export const useDispatch = (): Dispatch => {
  const app = useApp()
  return useCallback((command: Command) => app.bus.dispatch(command, "user"), [app])
}
