import { exportLog } from "../../commands/exchange"
import type { App } from "../../commands/startup"

/**
 * window.__oddsfold for end-to-end tests and support sessions. Called only when __DEV_TOOLS__ is on, so a
 * production bundle has neither the hook nor this module.
 */
export const exposeDevTools = (app: App): void => {
  window.__oddsfold = { exportLog: () => exportLog(app.log) }
}
