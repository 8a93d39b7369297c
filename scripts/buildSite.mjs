// The site as npm start and npm run cluster run it: dependencies installed when missing, the client built (the
// production client, or the demo build with the developers' debugger route) and the server bundled.
// Plain Node on purpose: it runs before any dependency exists.
import { ensureDependencies, run } from "./ensureDependencies.mjs"

/** Builds everything and answers the server bundle's path. */
export const buildSite = async (production) => {
  ensureDependencies()
  console.log(`Building the ${production ? "production" : "demo"} client and the server…`)
  run("npx", ["vite", "build", ...(production ? [] : ["--mode", "demo"]), "--logLevel", "warn"])
  // Imported only now: esbuild is one of the dependencies just installed.
  const { bundleServer, SERVER_BUNDLE } = await import("./bundleServer.mjs")
  await bundleServer()
  return SERVER_BUNDLE
}
