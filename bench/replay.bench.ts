/**
 * Replay throughput of the real projections, as a ratio against the simplest possible fold over the same events
 * (a Map.set per event), plus the memory and export cost of one event. Run: npm run bench.
 * Not part of the test run: numbers depend on the machine, ratios much less.
 */
import { exportLog } from "../src/commands/exchange"
import type { Event } from "../src/commands/registry"
import { replay } from "../src/commands/replay"
import { ProjectionStore } from "../src/projections/store"
import { generateLog } from "./generatedLog"

const EVENT_COUNT = 100_000
const ROUNDS = 7

const gc = (globalThis as { gc?: () => void }).gc
const heap = () => {
  gc?.()
  return process.memoryUsage().heapUsed
}

const bestOf = (rounds: number, run: () => void): number => {
  let best = Number.POSITIVE_INFINITY
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint()
    run()
    best = Math.min(best, Number(process.hrtime.bigint() - start) / 1e9)
  }
  return best
}

const heapBefore = heap()
let log = generateLog(EVENT_COUNT)
const heapAfter = heap()
const entries = log.entries
const events: Array<Event> = entries.flatMap((e) => (e.kind === "event" ? [e.body] : []))
const eventCount = events.length

// Peer: the cheapest fold there is, one Map.set per event.
let sink = 0
const peerSeconds = bestOf(ROUNDS, () => {
  const m = new Map<string, Event>()
  for (const e of events) m.set(e._tag, e)
  sink += m.size
})
const replaySeconds = bestOf(ROUNDS, () => {
  sink += replay(log).location.visited
})
const storeSeconds = bestOf(ROUNDS, () => {
  const store = new ProjectionStore()
  for (const e of events) store.apply(e)
  sink += store.snapshot().location.visited
})
const exported = exportLog(log)
const exportBytes = Buffer.byteLength(exported)

const rate = (seconds: number) => Math.round(eventCount / seconds)
const fmt = (n: number) => n.toLocaleString("en-US")
console.log(`Oddsfold replay benchmark: ${fmt(eventCount)} events (${fmt(entries.length)} log entries), best of ${ROUNDS}`)
console.log(`  peer   Map.set fold                     ${fmt(rate(peerSeconds))} events/s`)
console.log(`  ours   replay(log), pure projections    ${fmt(rate(replaySeconds))} events/s   ratio ${(peerSeconds / replaySeconds).toFixed(3)} of peer`)
console.log(`  ours   live store, one signal update/event ${fmt(rate(storeSeconds))} events/s   ratio ${(peerSeconds / storeSeconds).toFixed(3)} of peer`)
console.log(
  `  memory ${gc ? ((heapAfter - heapBefore) / entries.length).toFixed(0) + " bytes per log entry in the heap" : "(run with --expose-gc for heap bytes)"}`
)
console.log(`  export ${(exportBytes / entries.length).toFixed(0)} bytes per log entry as JSON Lines (${(exportBytes / 1e6).toFixed(1)} MB)`)
if (sink === -1) console.log(sink)
log = undefined as never
