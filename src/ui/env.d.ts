/** Build-time constants, defined by vite.config.ts (and vitest.config.ts for unit tests). */
declare const __APP_VERSION__: string
/** true in every build mode but `production`: the debugger route, log download and window.__oddsfold. */
declare const __DEV_TOOLS__: boolean

interface Window {
  /** Test and support hook, present only when __DEV_TOOLS__ is on (src/ui/devtools/exposeDevTools.ts). */
  __oddsfold?: { readonly exportLog: () => string }
}
