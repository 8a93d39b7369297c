// The site as npm start and npm run cluster run it: dependencies installed when missing, the client built (the
// production client, or the demo build with the developers' debugger route) with its renderer of first routes, and
// the server bundled.
// Plain Node on purpose: it runs before any dependency exists.
import { ensureDependencies } from "./ensureDependencies.mjs"

/** Builds everything and answers the server bundle's path. */
export const buildSite = async (production) => {
  ensureDependencies()
  console.log(`Building the ${production ? "production" : "demo"} client and the server…`)
  // Imported only now: vite and esbuild are among the dependencies just installed.
  const { buildClient } = await import("./buildClient.mjs")
  await buildClient(production ? "production" : "demo")
  const { bundleServer, SERVER_BUNDLE } = await import("./bundleServer.mjs")
  await bundleServer()
  return SERVER_BUNDLE
}
