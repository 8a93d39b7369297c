// npm test: every test — typecheck, the layering check (dependency-cruiser), unit and property, server (PGlite,
// plus PostgreSQL when TEST_DATABASE_URL is set) and end-to-end in Debian's Chromium. Installs what is missing
// first. Ends with one summary line "tests: N passed, N failed" so that any CI can read the outcome.
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { createHash } from "node:crypto"
import { cpus } from "node:os"
import { ensureDependencies, run } from "./ensureDependencies.mjs"

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
const REPORTS = ".tmp/reports"

const ensureChromium = () => {
  if (existsSync(CHROMIUM)) return true
  const canApt = process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0
  if (!canApt) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install Debian's package (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`)
    return false
  }
  console.log("Installing Debian's Chromium for the end-to-end tests…")
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" }
  run("apt-get", ["update", "-qq"], { env })
  run("apt-get", ["install", "-y", "-qq", "chromium"], { env })
  return existsSync(CHROMIUM)
}

/** The machine's CPU time so far (Linux /proc/stat, in ticks), by kind; undefined elsewhere. */
const cpuTicks = () => {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1).map(Number)
    return { busy: user + nice + system + irq + softirq, idle, iowait, steal }
  } catch {
    return undefined
  }
}

/**
 * How the machine spent a stage: busy, waiting for the disk, and stolen by the host (a virtual machine whose cores are
 * shared); a stage much slower than usual then says whether the tests or the machine were the cause.
 */
const machineDuring = (before, after) => {
  if (before === undefined || after === undefined) return ""
  const delta = (kind) => after[kind] - before[kind]
  const total = delta("busy") + delta("idle") + delta("iowait") + delta("steal")
  if (total <= 0) return ""
  const share = (kind) => `${Math.round((100 * delta(kind)) / total)}%`
  return ` (${cpus().length} cores: ${share("busy")} busy, ${share("iowait")} disk wait, ${share("steal")} stolen)`
}

/**
 * The machine's speed now: SHA-256 digests of 1 KiB per second on one core, for one second. Read at the start and at the
 * end of the run, it tells a slow run on a slowed machine (a host that throttles a busy virtual machine) from slow tests.
 */
const machineSpeed = () => {
  const block = Buffer.alloc(1024)
  const started = performance.now()
  let digests = 0
  while (performance.now() - started < 1000) {
    for (let i = 0; i < 1000; i++) createHash("sha256").update(block).digest()
    digests += 1000
  }
  return Math.round(digests / ((performance.now() - started) / 1000))
}

const stage = (name, command, args, count) => {
  console.log(`\n=== ${name}`)
  const started = performance.now()
  const ticksBefore = cpuTicks()
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env })
  const seconds = (performance.now() - started) / 1000
  const machine = machineDuring(ticksBefore, cpuTicks())
  const counted = count()
  const ok = result.status === 0
  // A runner that crashed before reporting still counts as one failure.
  return { name, ok, seconds, machine, passed: counted?.passed ?? 0, failed: counted?.failed ?? (ok ? 0 : 1) }
}

const minutes = (seconds) => `${Math.floor(seconds / 60)}m${String(Math.floor(seconds % 60)).padStart(2, "0")}s`

/**
 * One fast-check seed for the whole run, fixed per commit (the first 32 bits of its hash), so CI draws the same cases
 * for the same commit and a failure is rerun with the printed command. FC_SEED overrides it.
 */
const propertySeed = () => {
  if (process.env.FC_SEED) return process.env.FC_SEED
  const head = spawnSync("git", ["rev-parse", "HEAD"], { encoding: "utf8" })
  return head.status === 0 ? String(Number.parseInt(head.stdout.trim().slice(0, 8), 16) | 0) : undefined
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, "utf8"))
  } catch {
    return undefined
  }
}

/** A failure's first lines, without colours: the tail of a CI log may be all that is kept of a run. */
const firstLinesOf = (message) =>
  String(message ?? "")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .split("\n")
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== "")
    .slice(0, 6)
    .map((line) => `        ${line.slice(0, 240)}`)
    .join("\n")
/** The failed tests in the vitest stages' reports with the start of their errors, so that the tail of a CI log says what failed and why. */
const failedInVitest = () =>
  ["vitest.json", "cluster.json"].flatMap((report) =>
    (readJson(`${REPORTS}/${report}`)?.testResults ?? []).flatMap((file) => [
      ...file.assertionResults
        .filter((t) => t.status === "failed")
        .map((t) => `${file.name.replace(`${process.cwd()}/`, "")} › ${t.fullName}\n${firstLinesOf(t.failureMessages?.[0])}`),
      // A file that failed outside its tests (a hook, an import) has a message of its own and no failed test.
      ...(file.status === "failed" && !file.assertionResults.some((t) => t.status === "failed")
        ? [`${file.name.replace(`${process.cwd()}/`, "")}\n${firstLinesOf(file.message)}`]
        : [])
    ])
  )
/** A vitest stage's counts from its JSON report. */
const vitestCounts = (report) => () => {
  const read = readJson(`${REPORTS}/${report}`)
  return read && { passed: read.numPassedTests, failed: read.numFailedTests }
}
/** The slowest browser tests (every attempt's time, retries included), so that a slow stage says where its time went. */
const slowestBrowserTests = (count) => {
  const walk = (suite) => [
    ...(suite.specs ?? []).map((spec) => ({
      name: `${spec.file}:${spec.line}`,
      seconds: spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + r.duration, 0) / 1000
    })),
    ...(suite.suites ?? []).flatMap(walk)
  ]
  return (readJson(`${REPORTS}/playwright.json`)?.suites ?? [])
    .flatMap(walk)
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
}
/** The browser tests of one outcome: "unexpected" (failed) or "flaky" (failed once, passed on its retry). */
const playwrightTests = (status) => {
  const walk = (suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === status)
        .map((t) => `${spec.file}:${spec.line} › ${spec.title}\n${firstLinesOf(t.results.find((r) => r.error)?.error?.message)}`)
    ),
    ...(suite.suites ?? []).flatMap(walk)
  ]
  return (readJson(`${REPORTS}/playwright.json`)?.suites ?? []).flatMap(walk)
}

const startedAt = performance.now()
const speedAtStart = machineSpeed()
ensureDependencies()
const installSeconds = (performance.now() - startedAt) / 1000
rmSync(REPORTS, { recursive: true, force: true })
mkdirSync(REPORTS, { recursive: true })
if (!process.env.TEST_DATABASE_URL) console.log("TEST_DATABASE_URL is not set: server tests run on PGlite only.")

const seed = propertySeed()
if (seed !== undefined) {
  process.env.FC_SEED = seed
  console.log(`fast-check seed ${seed} (this commit's); rerun a property with: FC_SEED=${seed} npx vitest run <file>`)
}

const results = []
// A stage without a report of its own counts as one test.
const single = (result) => ({ ...result, passed: result.ok ? 1 : 0, failed: result.ok ? 0 : 1 })

// TypeScript 7 (the compiler in Go, package typescript-native) checks in a third of 5.9's time; 5.9 stays the package
// `typescript` for the tools that use its JavaScript API.
results.push(single(stage("typecheck (TypeScript 7)", "npm", ["run", "--silent", "typecheck"], () => undefined)))
results.push(single(stage("layering (dependency-cruiser, ARCHITECTURE section 2)", "npm", ["run", "--silent", "lint:layers"], () => undefined)))

const vitestStage = (name, projects, report) =>
  stage(name, "npx", ["vitest", "run", ...projects.flatMap((p) => ["--project", p]), "--reporter=default", "--reporter=json", `--outputFile.json=${REPORTS}/${report}`], vitestCounts(report))
results.push(vitestStage("unit, property and server tests (vitest)", ["unit", "unit-mocking", "server"], "vitest.json"))
// Three real server processes on PostgreSQL and NATS, the leader killed while players bet: alone, after the other tests,
// since it loads the machine itself. Without TEST_DATABASE_URL or TEST_NATS_URL (or nothing answering) it says why and skips.
results.push(vitestStage("the cluster check (3 server processes, PostgreSQL, NATS)", ["cluster"], "cluster.json"))

if (ensureChromium()) {
  process.env.PLAYWRIGHT_JSON_OUTPUT_NAME = `${REPORTS}/playwright.json`
  results.push(
    stage("end-to-end tests (Playwright, Chromium)", "npx", ["playwright", "test", "--reporter=list,json"], () => {
      const report = readJson(`${REPORTS}/playwright.json`)
      return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
    })
  )
} else {
  results.push({ name: "end-to-end tests", ok: false, seconds: 0, passed: 0, failed: 1 })
}

console.log("")
console.log(`     installing what was missing: ${minutes(installSeconds)}`)
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name}: ${r.passed} passed, ${r.failed} failed in ${minutes(r.seconds ?? 0)}${r.machine ?? ""}`)
const slowest = slowestBrowserTests(6)
if (slowest.length > 0) console.log(`     slowest browser tests: ${slowest.map((t) => `${t.name} ${Math.round(t.seconds)} s`).join(", ")}`)
for (const name of [...failedInVitest(), ...playwrightTests("unexpected")]) console.log(`     failed: ${name}`)
// A flaky test is named, so that it is seen and fixed rather than hidden by its retry.
for (const name of playwrightTests("flaky")) console.log(`     flaky (passed on its retry): ${name}`)
console.log(`     the whole run: ${minutes((performance.now() - startedAt) / 1000)}; the machine's speed (SHA-256 of 1 KiB per second, one core): ${speedAtStart.toLocaleString("en-US")} at the start, ${machineSpeed().toLocaleString("en-US")} at the end`)
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
console.log(`tests: ${passed} passed, ${failed} failed`)
process.exit(results.every((r) => r.ok) && failed === 0 ? 0 : 1)
