import { Component, type ErrorInfo, type ReactNode } from "react"
import { ReportChunkLoadFailure, ReportRouteError } from "../../../commands/shell/commands"
import { isChunkLoadError } from "../../../domain/shell/chunkReload"
import type { Dispatch } from "../../AppContext"

interface Props {
  readonly dispatch: Dispatch
  readonly children: ReactNode
}

/**
 * Catches what a page throws, lazy loading included, and reports it on the bus (SPEC.md 8): a page chunk that
 * failed to load becomes ReportChunkLoadFailure (one full reload at most once a minute), anything else
 * ReportRouteError (the error page with status 500). The app then shows whatever the projections say; this
 * boundary only renders nothing in the meantime. It is re-created (by key) on every navigation.
 */
export class RouteErrorBoundary extends Component<Props, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    const message = error instanceof Error ? error.message : String(error)
    void this.props.dispatch(isChunkLoadError(error) ? new ReportChunkLoadFailure({ message }) : new ReportRouteError({ message }))
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children
  }
}
