/**
 * npm run replay -- <log.jsonl>
 * Imports an exported event log (a player's bug report), replays it through today's projections and prints the
 * resulting state of each projection. Lines that could not be used are listed, never silently dropped.
 */
import { readFileSync } from "node:fs"
import { Either, Schema } from "effect"
import { importLog } from "../src/commands/exchange"
import { replay } from "../src/commands/replay"
import { projections, type States } from "../src/projections/registry"

const file = process.argv[2]
if (file === undefined || file === "--help") {
  console.error("usage: npm run replay -- <exported-log.jsonl>")
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
const states = replay(imported.right)
const events = entries.filter((e) => e.kind === "event").length

console.log(`log       ${file}`)
console.log(`app       ${header.appVersion}, started ${new Date(header.startedAt).toISOString()}`)
console.log(`entries   ${entries.length} (${events} events, ${entries.length - events} commands)${checkpoint ? `, from a checkpoint at seq ${checkpoint.seq}` : ""}`)
for (const line of skipped) console.log(`skipped   line ${line.line}: ${line.reason}`)
for (const [name, projection] of Object.entries(projections)) {
  const encoded = Schema.encodeSync(projection.schema as Schema.Schema<unknown, unknown>)(states[name as keyof States])
  console.log(`\n== ${name}\n${JSON.stringify(encoded, null, 2)}`)
}
if (skipped.length > 0) process.exitCode = 3
