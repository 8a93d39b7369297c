import { useCallback } from "react"
import { Navigate } from "../../../commands/shell/commands"
import { useApp, useDispatch } from "../../AppContext"
import { useSignalValue } from "../../hooks/useSignalValue"

export interface BusNavigateOptions {
  readonly replace?: boolean
}

/**
 * wouter's location hook, driven by the location projection instead of `window.location`: the router shows
 * what the app last navigated to, and every navigation (Link, Redirect, navigate()) is a Navigate command on
 * the bus, so the language rule of SPEC.md 2.1 applies to it and it is in the event log.
 */
export const useBusLocation = (): [string, (to: string, options?: BusNavigateOptions) => void] => {
  const location = useSignalValue(useApp().store.state.location)
  const dispatch = useDispatch()
  const navigate = useCallback(
    (to: string, options?: BusNavigateOptions) => void dispatch(new Navigate({ to, mode: options?.replace === true ? "replace" : "push" })),
    [dispatch]
  )
  return [location.path, navigate]
}

/** wouter's search hook: the query of the location projection, without the leading "?". */
export const useBusSearch = (): string => {
  const app = useApp()
  return useSignalValue(app.store.state.location).search.replace(/^\?/, "")
}
