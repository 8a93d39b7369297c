// npm start: the whole site on this machine — installs what is missing, builds the client, then runs the
// server with the embedded database (PGlite in .data/) and its demo data. PORT and DATABASE_URL are honoured.
import { spawn } from "node:child_process"
import { ensureDependencies, run } from "./ensureDependencies.mjs"

try {
  ensureDependencies()
  console.log("Building the client…")
  // The demo build keeps the developers' debugger route; `npm run build` makes the production one.
  run("npx", ["vite", "build", "--mode", "demo", "--logLevel", "warn"])
} catch (error) {
  console.error(error.message)
  process.exit(error.exitCode ?? 1)
}

// Node itself runs the server (tsx as a loader), so a signal reaches the server and not only a wrapper.
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { stdio: "inherit", env: process.env })
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal))
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
