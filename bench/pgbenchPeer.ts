import { execFileSync } from "node:child_process"
import pg from "pg"

/**
 * The peer of the server benches that write money: pgbench's built-in TPC-B-like script on the same PostgreSQL
 * server as the bench's own database, with the same clients, measured in the same run (a ratio against it says how
 * far our transaction is from a bare one on this machine, whatever else the machine is doing).
 */

export const ADMIN_URL = process.env["BENCH_POSTGRES_URL"] ?? "postgres://postgres@127.0.0.1:5432/postgres"
const PGBENCH = process.env["PGBENCH"] ?? "/usr/bin/pgbench"

/** The URL of `database` on the bench's PostgreSQL server. */
export const urlOf = (database: string): string => {
  const url = new URL(ADMIN_URL)
  url.pathname = `/${database}`
  return url.toString()
}

export const pgbench = (args: ReadonlyArray<string>, database: string): string => {
  const url = new URL(ADMIN_URL)
  const connection = ["-h", url.hostname, "-p", url.port || "5432", "-U", decodeURIComponent(url.username || "postgres")]
  return execFileSync(PGBENCH, [...connection, ...args, database], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] })
}

/** Fills `database` at scale 10: ten branches, so 50 clients do not all queue on one branch row. */
export const pgbenchInit = (database: string): void => void pgbench(["-i", "-q", "-s", "10"], database)

/** pgbench's TPC-B-like script with `clients` clients for `seconds`: transactions per second. */
export const pgbenchTps = (database: string, clients: number, seconds: number): number => {
  const out = pgbench(["-n", "-c", String(clients), "-j", "2", "-T", String(seconds)], database)
  const match = /tps = ([0-9.]+) \((without|excluding) initial connection/.exec(out)
  if (match === null) throw new Error(`pgbench said: ${out}`)
  return Number(match[1])
}

/** A connection to the PostgreSQL server's admin database; without one the bench named `bench` says why and ends. */
export const adminOrSkip = async (bench: string): Promise<pg.Client> => {
  const admin = new pg.Client({ connectionString: ADMIN_URL })
  try {
    await admin.connect()
  } catch (error) {
    console.log(`${bench} skipped: no PostgreSQL at ${ADMIN_URL} (${error instanceof Error ? error.message : String(error)})`)
    process.exit(0)
  }
  return admin
}
