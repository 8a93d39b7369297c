import { type ChildProcess, spawn } from "node:child_process"
import { SERVER_BUNDLE } from "../scripts/bundleServer.mjs"

/**
 * The built server (the esbuild bundle `npm start` runs) started as a child process for a bench, in production mode
 * with the line standing still (SPORTS_TICK_MS=0: every sports answer is the same bytes run after run). Resolves once
 * it prints its URL, with how long that took.
 */
export const startBuiltServer = (
  env: Readonly<Record<string, string>>,
  nodeArgs: ReadonlyArray<string> = []
): Promise<{ readonly child: ChildProcess; readonly ms: number }> =>
  new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
      env: { PATH: process.env["PATH"] ?? "", HOST: "127.0.0.1", NODE_ENV: "production", SPORTS_TICK_MS: "0", ...env },
      stdio: ["ignore", "pipe", "inherit"]
    })
    let out = ""
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes("Oddsfold is running at")) resolve({ child, ms: Math.round(performance.now() - started) })
    })
    child.once("exit", (code) => reject(new Error(`the server exited (${code}): ${out}`)))
  })

/** Stops a server started by startBuiltServer and waits until it has exited. */
export const stopBuiltServer = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.removeAllListeners("exit")
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })
