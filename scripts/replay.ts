/**
 * npm run replay -- <log.jsonl>
 * Imports an exported event log (a player's bug report), replays it through today's projections and prints the
 * resulting state of each projection. Lines that could not be used are listed, never silently dropped.
 *
 * npm run replay -- --rerun <log.jsonl>
 * Re-runs the logged commands through today's handlers with the logged service answers and prints
 * `rerun: no divergence`, or the first diverging entries side by side (logged vs today) and exits with 1.
 */
import { readFileSync } from "node:fs"
import { Either, Schema } from "effect"
import { importLog } from "../src/commands/exchange"
import { replay } from "../src/commands/replay"
import { type ComparedEntry, type Divergence, rerun } from "../src/commands/rerun"
import { projections, type States } from "../src/projections/registry"

const rerunMode = process.argv[2] === "--rerun"
const file = rerunMode ? process.argv[3] : process.argv[2]
if (file === undefined || file === "--help") {
  console.error("usage: npm run replay -- [--rerun] <exported-log.jsonl>")
  process.exit(2)
}

let text: string
try {
  text = readFileSync(file, "utf8")
} catch (error) {
  console.error(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}

const imported = importLog(text)
if (Either.isLeft(imported)) {
  console.error(`${file}: ${imported.left.message}`)
  process.exit(1)
}
const { header, checkpoint, entries, skipped } = imported.right
for (const line of skipped) console.log(`skipped   line ${line.line}: ${line.reason}`)

const COLUMN = 70
const cell = (entry: ComparedEntry | undefined): string => {
  if (entry === undefined) return "(none)".padEnd(COLUMN)
  const text = `${entry.kind} ${entry.tag} ${entry.body}`
  return (text.length > COLUMN ? `${text.slice(0, COLUMN - 1)}…` : text).padEnd(COLUMN)
}

/** The root's entries up to a few after the first difference: logged on the left, today's on the right. */
const printDivergence = (divergence: Divergence): void => {
  console.log(`rerun: divergence in the command at seq ${divergence.root}, entry ${divergence.index}: ${divergence.reason}`)
  console.log(`     ${"logged".padEnd(COLUMN)} | today`)
  const last = Math.min(Math.max(divergence.logged.length, divergence.today.length), divergence.index + 3)
  for (let i = 0; i < last; i++) {
    const marker = i === divergence.index ? ">" : " "
    console.log(`${marker} ${String(i).padStart(2)} ${cell(divergence.logged[i])} | ${cell(divergence.today[i])}`)
  }
}

if (rerunMode) {
  const report = await rerun(imported.right)
  if (report.divergence === null) console.log(`rerun: no divergence (${report.roots} commands re-run)`)
  else printDivergence(report.divergence)
  process.exit(report.divergence === null ? (skipped.length > 0 ? 3 : 0) : 1)
}
const states = replay(imported.right)
const count = (kind: (typeof entries)[number]["kind"]) => entries.filter((e) => e.kind === kind).length

console.log(`log       ${file}`)
console.log(`app       ${header.appVersion}, started ${new Date(header.startedAt).toISOString()}`)
console.log(`entries   ${entries.length} (${count("event")} events, ${count("command")} commands, ${count("answer")} service answers)${checkpoint ? `, from a checkpoint at seq ${checkpoint.seq}` : ""}`)
for (const [name, projection] of Object.entries(projections)) {
  const encoded = Schema.encodeSync(projection.schema as Schema.Schema<unknown, unknown>)(states[name as keyof States])
  console.log(`\n== ${name}\n${JSON.stringify(encoded, null, 2)}`)
}
if (skipped.length > 0) process.exitCode = 3
