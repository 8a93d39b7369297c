import { Component, type ErrorInfo, type ReactNode } from "react"
import { ReportRouteError } from "../../../commands/shell/commands"
import type { Dispatch } from "../../AppContext"

interface Props {
  readonly dispatch: Dispatch
  readonly children: ReactNode
}

/** Texts that need nothing else of the app: this shows when the app's own components failed. */
const FALLBACK = {
  ru: { title: "Что-то пошло не так", home: "На главную" },
  en: { title: "Something went wrong", home: "Go to the home page" }
} as const

/**
 * The last line of defence: an error in the shell itself (header, footer, modals, the no-config screen) would
 * otherwise unmount the whole React root and leave a blank page. It is reported on the bus (so the log and a
 * replay show it) and a static screen with a way home replaces the app.
 */
export class ShellErrorBoundary extends Component<Props, { readonly failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    void this.props.dispatch(new ReportRouteError({ status: 500, message: error instanceof Error ? error.message : String(error) }))
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    const lng = document.documentElement.lang === "ru" ? "ru" : "en"
    return (
      <main className="shell-failure" role="alert">
        <h1>{FALLBACK[lng].title}</h1>
        <a href={`/${document.documentElement.lang || "en"}/`}>{FALLBACK[lng].home}</a>
      </main>
    )
  }
}
