// Installs the npm dependencies when they are missing or older than the lockfile, so that a fresh clone needs
// nothing but Node and npm. Plain Node on purpose: it runs before any dependency exists.
import { spawnSync } from "node:child_process"
import { existsSync, statSync } from "node:fs"

export const ensureDependencies = () => {
  const marker = "node_modules/.package-lock.json"
  const stale = !existsSync(marker) || statSync("package-lock.json").mtimeMs > statSync(marker).mtimeMs
  if (!stale) return
  console.log("Installing dependencies…")
  // `npm install`, not `npm ci`: npm 11 writes lockfiles without other platforms' optional packages and then
  // refuses them in `npm ci`; with a lockfile present, install keeps its versions all the same.
  run("npm", ["install", "--no-audit", "--no-fund"])
}

export const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: "inherit", ...options })
  if (result.error) throw result.error
  if (result.status !== 0) {
    const error = new Error(`${command} ${args.join(" ")} exited with ${result.status ?? result.signal}`)
    error.exitCode = result.status ?? 1
    throw error
  }
  return result
}
