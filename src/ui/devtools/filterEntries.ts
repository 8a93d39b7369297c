import type { LogEntry } from "../../commands/entry"
import { areaOf, tagOf } from "./entryFacts"

/** The list's filters; null means "all". The tag search is a case-insensitive substring. */
export interface EntryFilter {
  readonly kind: string | null
  readonly area: string | null
  readonly source: string | null
  readonly tag: string
}

export const NO_FILTER: EntryFilter = { kind: null, area: null, source: null, tag: "" }

/** The values each filter offers: whatever the log holds, so a kind or area added later appears by itself. */
export interface FilterOptions {
  readonly kinds: ReadonlyArray<string>
  readonly areas: ReadonlyArray<string>
  readonly sources: ReadonlyArray<string>
}

export const filterOptions = (entries: ReadonlyArray<LogEntry>): FilterOptions => {
  const kinds = new Set<string>()
  const areas = new Set<string>()
  const sources = new Set<string>()
  for (const entry of entries) {
    kinds.add(entry.kind)
    areas.add(areaOf(entry))
    sources.add(entry.source)
  }
  return { kinds: [...kinds].sort(), areas: [...areas].sort(), sources: [...sources].sort() }
}

export const isFiltered = (filter: EntryFilter): boolean =>
  filter.kind !== null || filter.area !== null || filter.source !== null || filter.tag.trim() !== ""

/** The entries that pass every filter, in log order; the same array when no filter is set. */
export const filterEntries = (entries: ReadonlyArray<LogEntry>, filter: EntryFilter): ReadonlyArray<LogEntry> => {
  if (!isFiltered(filter)) return entries
  const needle = filter.tag.trim().toLowerCase()
  return entries.filter(
    (entry) =>
      (filter.kind === null || entry.kind === filter.kind) &&
      (filter.source === null || entry.source === filter.source) &&
      (filter.area === null || areaOf(entry) === filter.area) &&
      (needle === "" || tagOf(entry).toLowerCase().includes(needle))
  )
}
