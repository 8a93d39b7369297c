import type { i18n } from "i18next"
import { StrictMode, useEffect } from "react"
import { I18nextProvider } from "react-i18next"
import type { App as RunningApp } from "../commands/startup"
import { App } from "./App"
import { AppProvider } from "./AppContext"

/** Calls back once the tree's first render has been committed (after hydration: the server's HTML is React's now). */
const FirstCommit = ({ onCommit }: { readonly onCommit: () => void }) => {
  useEffect(onCommit, [onCommit])
  return null
}

/** The whole React tree of one app: the same in the browser and in the server's render of the first route. */
export const Root = ({ app, i18n, onCommit }: { readonly app: RunningApp; readonly i18n: i18n; readonly onCommit?: () => void }) => (
  <StrictMode>
    <AppProvider app={app}>
      <I18nextProvider i18n={i18n}>
        <App />
        {onCommit === undefined ? null : <FirstCommit onCommit={onCommit} />}
      </I18nextProvider>
    </AppProvider>
  </StrictMode>
)
