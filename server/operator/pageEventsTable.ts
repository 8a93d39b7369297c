import type { PageEventsDay } from "../../src/domain/consent/pageEvents"

/**
 * The operator's view of the page analytics (src/domain/consent/pageEvents.ts): one line per day (UTC, newest first)
 * with the count of each event and of each marketing counter's loads; a quiet day is still a line.
 */
const COLUMNS: ReadonlyArray<readonly [heading: string, kind: string]> = [
  ["page.load", "page_load"],
  ["route", "route_change"],
  ["click", "click"],
  ["counter.8", "counter_8"],
  ["counter.4", "counter_4"]
]

export const pageEventsTable = (counts: ReadonlyArray<PageEventsDay>, days: ReadonlyArray<string>): string => {
  const byDay = new Map(counts.map((day) => [day.day, day.counts]))
  const rows = days.map((day) => [day, ...COLUMNS.map(([, kind]) => String(byDay.get(day)?.[kind] ?? 0))])
  const header = ["day", ...COLUMNS.map(([heading]) => heading)]
  const widths = header.map((heading, i) => Math.max(heading.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: ReadonlyArray<string>) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ")
  return [line(header), ...rows.map(line)].join("\n")
}
