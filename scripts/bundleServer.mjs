// Bundles the server (server/main.ts and everything it imports, src/domain included) into one ES module,
// dist/server/main.mjs, and the operator's tool into dist/server/operator.mjs, so that `npm start` runs plain Node: no
// TypeScript compiled at start, a few files read instead of hundreds. PGlite stays outside: it loads its WebAssembly and data files from beside its own module.
import { build } from "esbuild"

export const SERVER_BUNDLE = "dist/server/main.mjs"
/** The operator's tool (server/operator/cli.ts), bundled beside it: a run costs a process start, not a compilation. */
export const OPERATOR_BUNDLE = "dist/server/operator.mjs"

export const bundleServer = () =>
  build({
    entryPoints: { main: "server/main.ts", operator: "server/operator/cli.ts" },
    outdir: "dist/server",
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // pg-native is pg's optional native driver, never installed here; @node-rs/argon2 loads a native binary of its own.
    external: ["@electric-sql/pglite", "pg-native", "@node-rs/argon2"],
    // Bundled CommonJS packages (pg) call require() for Node's own modules.
    banner: { js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);' },
    sourcemap: true,
    logLevel: "warning"
  })

if (import.meta.url === `file://${process.argv[1]}`) await bundleServer()
