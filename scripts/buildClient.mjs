// The client, built from the same sources twice: for the browser by Vite (dist/client), and as the server's renderer
// of the first route by esbuild (dist/first-paint/firstPaint.mjs, ARCHITECTURE 10), which the server loads from there.
// Both get the same mode's constants, so the page the server renders is the page the browser hydrates.
// The bench builds the same pair into its own folder (outDir), so a run never overwrites the developer's dist.
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { build as esbuild } from "esbuild"
import { build as viteBuild } from "vite"

const ROOT = fileURLToPath(new URL("..", import.meta.url))

/** The constants vite.config.ts defines for the browser's build, for a mode. */
const constantsOf = (mode) => ({
  __APP_VERSION__: JSON.stringify(JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).version),
  __DEV_TOOLS__: JSON.stringify(mode !== "production"),
  // React's production build, as the browser gets it: the development build renders several times slower.
  "process.env.NODE_ENV": JSON.stringify("production")
})

/** The renderer alone (about a second) into <outDir>/first-paint: everything bundled, styles left to the browser's build. */
export const buildRenderer = (mode, outDir = "dist") =>
  esbuild({
    absWorkingDir: ROOT,
    entryPoints: { firstPaint: "src/firstPaint.tsx" },
    outdir: join(resolve(ROOT, outDir), "first-paint"),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    jsx: "automatic",
    loader: { ".css": "empty" },
    define: constantsOf(mode),
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    logLevel: "warning"
  })

/**
 * The browser's build into <outDir>/client (vite.config.ts's own dist/client by default). Vite sets NODE_ENV to
 * "production" in this process for its build; it is put back, since whoever builds may start the server next from
 * the same environment (npm start: a demo server would otherwise run as a production one, without its demo player).
 */
export const buildBrowserClient = async (mode, outDir = "dist") => {
  const nodeEnv = process.env.NODE_ENV
  try {
    await viteBuild({ root: ROOT, mode, logLevel: "warn", build: { outDir: join(resolve(ROOT, outDir), "client"), emptyOutDir: true } })
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

/**
 * mode: "production" (no debugger route) or "demo" (the developers' debugger route). outDir: the folder that gets
 * client/ and first-paint/ (dist by default), so a server started with clientDir <outDir>/client finds its renderer.
 */
export const buildClient = async (mode, outDir = "dist") => {
  await buildBrowserClient(mode, outDir)
  await buildRenderer(mode, outDir)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [what, mode = "production"] = process.argv.slice(2)
  if (what === "renderer") await buildRenderer(mode)
  else await buildClient(what ?? mode)
}
