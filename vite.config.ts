import { defaultClientConditions, defineConfig } from "vite"
import react from "@vitejs/plugin-react"
import { VitePWA } from "vite-plugin-pwa"
import pkg from "./package.json" with { type: "json" }

// The client is built once and served by the back end (server/http/staticFiles.ts); in `vite dev` the API calls are
// proxied to a running back end so both halves can be worked on at once.
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    // The service worker of the installable app (SPEC.md 7: /pwa-sw.js; the manifest is the server's, made from the
    // site config). It precaches the shell's code, styles, fonts and icons as built, so a return visit starts from the
    // cache; pages and API answers are never cached by it: each page carries its own data and head (a signed-in
    // player's among them), and an API answer is personal or live. The app registers it (src/adapters/serviceWorker.ts).
    VitePWA({
      strategies: "generateSW",
      filename: "pwa-sw.js",
      manifest: false,
      injectRegister: false,
      workbox: {
        globPatterns: ["**/*.{js,css,svg,png,woff2}"],
        // The ad blocker's bait must go to the network, where a blocker can cancel it (src/domain/shell/adBlocker.ts).
        globIgnores: ["**/one-tap-sandbox*", "**/ads.js"],
        navigateFallback: null,
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        clientsClaim: true
      }
    })
  ],
  // rxjs 7's default export is its ES5 build (downlevelled classes and tslib helpers that tree-shake poorly);
  // its "es2015" condition is the modern ES module build.
  resolve: { conditions: ["es2015", ...defaultClientConditions] },
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    // The debugger route and log download exist only in non-production builds (SPEC.md section 6).
    __DEV_TOOLS__: JSON.stringify(mode !== "production")
  },
  // Source maps only outside production: a production build publishes none (the server also refuses *.map there).
  // One stylesheet for the whole client, linked from index.html: the page the server renders (ARCHITECTURE 10) shows
  // views of lazily loaded chunks, and their styles must be there before the first paint, not with their scripts.
  build: { outDir: "dist/client", sourcemap: mode !== "production", cssCodeSplit: false },
  server: {
    proxy: {
      "/bff-api": "http://127.0.0.1:8080",
      "/web-api": "http://127.0.0.1:8080",
      "/auth-api": "http://127.0.0.1:8080",
      "/limit-service-api": "http://127.0.0.1:8080",
      "/third-party": "http://127.0.0.1:8080",
      "/openapi.json": "http://127.0.0.1:8080"
    }
  }
}))
