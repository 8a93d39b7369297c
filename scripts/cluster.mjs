// npm run cluster: the site as several server processes on this machine, the way it runs behind a balancer in
// production — one PostgreSQL, one NATS JetStream broker, CLUSTER_SIZE (3) processes of the built server and a
// round-robin balancer in front of them on PORT (8080). Any process may be killed: the balancer sends its players to
// the others, another process takes the lead within seconds, and the script starts the dead one again.
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/oddsfold_cluster, made if missing) and BROKER_URL (default
// nats://127.0.0.1:4222; when nothing answers there and nats-server is installed, it is started with JetStream, its
// data in .data/nats) are honoured; so is NODE_ENV=production, as in npm start.
import { spawn } from "node:child_process"
import { existsSync, mkdirSync } from "node:fs"
import { connect } from "node:net"
import { startBalancer } from "./balancer.mjs"
import { buildSite } from "./buildSite.mjs"

const production = process.env.NODE_ENV === "production"
const port = Number(process.env.PORT ?? 8080)
const size = Number(process.env.CLUSTER_SIZE ?? 3)
const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/oddsfold_cluster"
const brokerUrl = process.env.BROKER_URL ?? "nats://127.0.0.1:4222"
/** Where a dead process is started again, and how soon. */
const RESTART_AFTER_MS = 2_000

const fail = (message) => {
  console.error(`The cluster cannot start: ${message}`)
  process.exit(1)
}

const answers = (host, portNumber) =>
  new Promise((resolve) => {
    const socket = connect({ host, port: portNumber, timeout: 1_000 }, () => {
      socket.end()
      resolve(true)
    })
    socket.on("error", () => resolve(false))
    socket.on("timeout", () => {
      socket.destroy()
      resolve(false)
    })
  })

/** The database named by the URL, made on its server when it is not there yet. */
const ensureDatabase = async () => {
  const pg = (await import("pg")).default
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) fail(`DATABASE_URL names the database ${JSON.stringify(name)}; use lower-case letters, digits and _`)
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: "/postgres" }).toString() })
  try {
    await admin.connect()
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name])
    if (rowCount === 0) await admin.query(`create database ${name}`)
  } catch (error) {
    fail(`no PostgreSQL at ${url.host} (${error.message})`)
  } finally {
    await admin.end().catch(() => {})
  }
}

/** The broker at BROKER_URL, or nats-server started there when this machine has one. */
const ensureBroker = async (children) => {
  const url = new URL(brokerUrl)
  const brokerPort = Number(url.port || 4222)
  if (await answers(url.hostname, brokerPort)) return
  const binary = ["/usr/sbin/nats-server", "/usr/bin/nats-server", "/usr/local/bin/nats-server"].find(existsSync)
  if (binary === undefined) fail(`nothing answers at ${brokerUrl} and nats-server is not installed (Debian: apt-get install nats-server)`)
  mkdirSync(".data/nats", { recursive: true })
  console.log(`Starting NATS with JetStream at ${brokerUrl}…`)
  children.push(spawn(binary, ["-a", url.hostname, "-p", String(brokerPort), "-js", "-sd", ".data/nats"], { stdio: "ignore" }))
  for (let waited = 0; !(await answers(url.hostname, brokerPort)); waited += 100) {
    if (waited > 10_000) fail(`nats-server did not answer at ${brokerUrl} within 10 s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

try {
  const serverBundle = await buildSite(production)
  const children = []
  let stopping = false
  await ensureDatabase()
  await ensureBroker(children)

  const backends = Array.from({ length: size }, (_, i) => port + 1 + i)
  const env = (processPort) => ({
    ...process.env,
    PORT: String(processPort),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    BROKER_URL: brokerUrl,
    // The balancer on this machine says who the player is; links and the sandbox sign-in name the balancer's address.
    TRUSTED_PROXIES: "127.0.0.1",
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`
  })
  /** Starts the process on `processPort`; resolves once it listens. Started again whenever it dies. */
  const startProcess = (processPort) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, ["--enable-source-maps", serverBundle], { env: env(processPort), stdio: ["ignore", "pipe", "inherit"] })
      children.push(child)
      let out = ""
      child.stdout.on("data", (chunk) => {
        const text = chunk.toString()
        if (out !== undefined) {
          out += text
          if (out.includes("Oddsfold is running at")) {
            out = undefined
            resolve()
          }
        }
        process.stdout.write(text.replace(/^(?=.)/gm, `[${processPort}] `))
      })
      child.on("exit", (code, signal) => {
        children.splice(children.indexOf(child), 1)
        if (stopping) return
        console.log(`[${processPort}] exited (${signal ?? code}); starting it again in ${RESTART_AFTER_MS / 1000} s`)
        setTimeout(() => void startProcess(processPort), RESTART_AFTER_MS)
        resolve()
      })
    })
  // The first process migrates and seeds the database; the others find it done.
  await startProcess(backends[0])
  await Promise.all(backends.slice(1).map(startProcess))
  const balancer = await startBalancer({ port, backends })
  console.log(`Oddsfold cluster is running at http://127.0.0.1:${balancer.port} (${size} processes on ${backends.join(", ")}; ${new URL(databaseUrl).host}; ${brokerUrl})`)

  const stop = () => {
    stopping = true
    balancer.server.close()
    for (const child of children) child.kill("SIGTERM")
    setTimeout(() => process.exit(0), 3_000).unref()
  }
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop)
} catch (error) {
  console.error(error.message)
  process.exit(error.exitCode ?? 1)
}
