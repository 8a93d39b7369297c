import { type ChildProcess, spawn } from "node:child_process"
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

/** Where Debian's package puts it (apt-get install pgbouncer; .ci/run installs it when it can). */
export const PGBOUNCER_BINARY = "/usr/sbin/pgbouncer"

/** The ports the PgBouncers of the tests listen on: none of the other tests' ports. */
const PORTS = { first: 6440, last: 6449 } as const

/** A PgBouncer in transaction mode in front of one PostgreSQL server, its own process, stopped by `stop`. */
export interface RunningPgBouncer {
  /** postgres://user@127.0.0.1:<port>/<database>, through the pooler. */
  readonly urlOf: (database: string) => string
  readonly port: number
  /** What it logged (stderr), for a failing test's reader. */
  readonly output: () => string
  readonly stop: () => Promise<void>
}

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.once("error", () => resolve(false))
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)))
  })

const taken = new Set<number>()
const freePort = async (): Promise<number> => {
  for (let port = PORTS.first; port <= PORTS.last; port++) {
    if (taken.has(port)) continue
    if (await portIsFree(port)) {
      taken.add(port)
      return port
    }
  }
  throw new Error(`no free port for PgBouncer from ${PORTS.first} to ${PORTS.last}`)
}

/** Why no PgBouncer can be started here, or undefined when its binary is there. */
export const whyNoPgBouncer = (): string | undefined =>
  existsSync(PGBOUNCER_BINARY) ? undefined : `${PGBOUNCER_BINARY} is missing (Debian: apt-get install pgbouncer; .ci/run installs it when run as root)`

/**
 * Starts PgBouncer 1.18's way of pooling in front of the PostgreSQL at `postgresUrl` (its host, port, user and
 * password; every database): pool_mode = transaction, `poolSize` server connections per database and user, clients
 * let in without a password (trust: the test's PostgreSQL trusts them too). `extra` adds lines to [pgbouncer], e.g.
 * ignore_startup_parameters. PgBouncer refuses to run as root: as root it is told to become the postgres user.
 */
export const startPgBouncer = async (postgresUrl: string, poolSize: number, extra: ReadonlyArray<string> = []): Promise<RunningPgBouncer> => {
  const server = new URL(postgresUrl)
  const user = decodeURIComponent(server.username || "postgres")
  const password = decodeURIComponent(server.password)
  const port = await freePort()
  const folder = mkdtempSync(join(tmpdir(), "pgbouncer-"))
  // Readable by the postgres user it becomes.
  chmodSync(folder, 0o755)
  const ini = join(folder, "pgbouncer.ini")
  const users = join(folder, "userlist.txt")
  writeFileSync(users, `"${user}" "${password}"\n`, { mode: 0o644 })
  writeFileSync(
    ini,
    [
      "[databases]",
      `* = host=${server.hostname} port=${server.port || 5432}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      // No Unix socket: two of them in one folder would share its name.
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${users}`,
      "pool_mode = transaction",
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 200",
      ...extra,
      ""
    ].join("\n"),
    { mode: 0o644 }
  )
  const asRoot = process.getuid?.() === 0
  const child: ChildProcess = spawn(PGBOUNCER_BINARY, [...(asRoot ? ["-u", "postgres"] : []), ini], { stdio: ["ignore", "pipe", "pipe"] })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")))
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGINT")
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))])
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    }
    taken.delete(port)
    rmSync(folder, { recursive: true, force: true })
  }
  const started = Date.now()
  while (!output.includes("process up")) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() - started > 10_000) {
      await stop()
      throw new Error(`PgBouncer did not start on port ${port}: ${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const credentials = `${encodeURIComponent(user)}${password === "" ? "" : `:${encodeURIComponent(password)}`}`
  return { urlOf: (database) => `postgres://${credentials}@127.0.0.1:${port}/${database}`, port, output: () => output, stop }
}
