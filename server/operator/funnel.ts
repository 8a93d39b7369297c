import type { FunnelDay } from "../../src/domain/session/analyticsEvents"

/**
 * The operator's view of the sign-in funnel: one line per day (UTC, newest first), the registration steps, then
 * sign-in, then password recovery, each a count of events that day. A day with no event at all is still a line, so
 * a quiet day is seen as quiet rather than missing.
 */
const COLUMNS: ReadonlyArray<readonly [heading: string, kind: string]> = [
  ["reg.open", "registration_open"],
  ["reg.try", "registration_try"],
  ["reg.done", "registration_success"],
  ["reg.error", "registration_error"],
  ["reg.left", "registration_leave"],
  ["login.open", "login_open"],
  ["login.try", "login_try"],
  ["login.done", "login_success"],
  ["login.error", "login_error"],
  ["recovery.open", "recovery_popup"],
  ["recovery.done", "recovery_success"]
]

const DAY_MS = 24 * 60 * 60 * 1000

/** The `days` days up to `today` (YYYY-MM-DD, UTC), newest first. */
export const daysUpTo = (today: number, days: number): ReadonlyArray<string> =>
  Array.from({ length: days }, (_, i) => new Date(Math.floor(today / DAY_MS) * DAY_MS - i * DAY_MS).toISOString().slice(0, 10))

export const funnelTable = (funnel: ReadonlyArray<FunnelDay>, days: ReadonlyArray<string>): string => {
  const byDay = new Map(funnel.map((day) => [day.day, day.counts]))
  const rows = days.map((day) => [day, ...COLUMNS.map(([, kind]) => String(byDay.get(day)?.[kind] ?? 0))])
  const header = ["day", ...COLUMNS.map(([heading]) => heading)]
  const widths = header.map((heading, i) => Math.max(heading.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: ReadonlyArray<string>) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ")
  return [line(header), ...rows.map(line)].join("\n")
}
