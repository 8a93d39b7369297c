import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process"
import { join } from "node:path"
import { SERVER_BUNDLE } from "../../../scripts/bundleServer.mjs"

export const READY = /^Oddsfold is running at (http:\/\/localhost:(\d+)\/)$/m

const REPOSITORY = join(import.meta.dirname, "..", "..", "..")

/**
 * The built server (dist/server/main.mjs, bundled by the server tests' global setup, builtServer.ts) as its own process,
 * as `npm start` runs it: no TypeScript compiled at its start, so several start at once on a busy machine in seconds.
 */
export const launchServer = (env: Record<string, string>): ChildProcessWithoutNullStreams =>
  spawn(process.execPath, [SERVER_BUNDLE], { cwd: REPOSITORY, env: { PATH: process.env["PATH"] ?? "", ...env } })

/** Everything the process printed so far, stdout and stderr together. */
export const outputOf = (child: ChildProcessWithoutNullStreams): (() => string) => {
  let text = ""
  child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()))
  return () => text
}

export const waitFor = async (condition: () => boolean, what: string, ms = 90_000): Promise<void> => {
  const until = Date.now() + ms
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

export const exitOf = (child: ChildProcessWithoutNullStreams): Promise<number | null> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode)
    else child.once("exit", (code) => resolve(code))
  })

/** Starts a server process and answers its base URL once it prints the ready line. */
export const startServerProcess = async (env: Record<string, string>) => {
  const child = launchServer({ PORT: "0", HOST: "127.0.0.1", ...env })
  const output = outputOf(child)
  await waitFor(() => READY.test(output()) || child.exitCode !== null, "the ready line")
  const match = READY.exec(output())
  if (match === null) throw new Error(`the server did not start:\n${output()}`)
  return { child, output, url: `http://127.0.0.1:${match[2]}` }
}
