// Bundles the server (server/main.ts and everything it imports, src/domain included) into one ES module,
// dist/server/main.mjs, so that `npm start` runs plain Node: no TypeScript compiled at start, a few files read
// instead of hundreds. PGlite stays outside: it loads its WebAssembly and data files from beside its own module.
import { build } from "esbuild"

export const SERVER_BUNDLE = "dist/server/main.mjs"

export const bundleServer = () =>
  build({
    entryPoints: ["server/main.ts"],
    outfile: SERVER_BUNDLE,
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
