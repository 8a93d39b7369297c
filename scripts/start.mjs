// npm start: the whole site on this machine — installs what is missing, builds the client and bundles the server,
// then runs the bundle with the embedded database (PGlite in .data/) and its demo data. PORT, HOST, DATABASE_URL
// and NODE_ENV are honoured. NODE_ENV=production builds the production client (no debugger, no source maps);
// otherwise the demo build with the developers' debugger route.
import { spawn } from "node:child_process"
import { buildSite } from "./buildSite.mjs"

const production = process.env.NODE_ENV === "production"

try {
  const serverBundle = await buildSite(production)
  // Node itself runs the server, so a signal reaches the server and not only a wrapper.
  const server = spawn(process.execPath, ["--enable-source-maps", serverBundle], { stdio: "inherit", env: process.env })
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal))
  server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
} catch (error) {
  console.error(error.message)
  process.exit(error.exitCode ?? 1)
}
