import { bundleServer } from "../../../scripts/bundleServer.mjs"

/**
 * Vitest's global setup for the server tests: bundles the server once (esbuild, a few seconds), so that the tests that
 * run it as its own process start plain Node, as `npm start` does, instead of compiling its TypeScript at every start
 * (some ten seconds each on a busy two-core machine, for some ten processes).
 */
export default async function bundleServerOnce(): Promise<void> {
  await bundleServer()
}
