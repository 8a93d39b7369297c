import { Either, Schema } from "effect"
import { withoutSecrets } from "./secretQuery"

/**
 * SPEC.md 2.1 "Tab history keeps visited routes; a back navigation pops two." The routes this tab has shown, oldest
 * first, the last one the page shown now. The app's own "back" (a game page's way back to its lobby) returns to the
 * entry before the last: it pops both (the one shown and the one returned to), and the move that follows pushes the
 * one returned to again, so that entry is never there twice.
 */

/** Enough for any way back a player takes, small enough for session storage and the log. */
export const TAB_HISTORY_LIMIT = 50
/** Session storage: the history lives as long as the tab does, and a reload keeps it. */
export const TAB_HISTORY_STORAGE_KEY = "oddsfold.tabHistory"

/** How the page moved: a link (push), a redirect (replace), or the browser's own back/forward (pop). */
export type TabMove = "push" | "replace" | "pop"

const bounded = (entries: ReadonlyArray<string>): ReadonlyArray<string> =>
  entries.length > TAB_HISTORY_LIMIT ? entries.slice(entries.length - TAB_HISTORY_LIMIT) : entries

/**
 * The history once `url` shows: a push adds it (not when it is already the one shown), a redirect takes the place of
 * the one shown, and the browser's back (to the entry before the last) drops the last; its forward adds.
 */
export const tabHistoryAfter = (entries: ReadonlyArray<string>, url: string, move: TabMove): ReadonlyArray<string> => {
  const last = entries[entries.length - 1]
  switch (move) {
    case "push":
      return last === url ? entries : bounded([...entries, url])
    case "replace":
      return entries.length === 0 ? [url] : last === url ? entries : [...entries.slice(0, -1), url]
    case "pop":
      return entries.length >= 2 && entries[entries.length - 2] === url ? entries.slice(0, -1) : last === url ? entries : bounded([...entries, url])
  }
}

/**
 * The app's back: where it goes (the entry before the last, or `fallback` when the tab has shown nothing before this
 * page) and the history left once both are popped.
 */
export const tabHistoryBack = (
  entries: ReadonlyArray<string>,
  fallback: string
): { readonly to: string; readonly rest: ReadonlyArray<string>; readonly fromHistory: boolean } =>
  entries.length >= 2
    ? { to: entries[entries.length - 2]!, rest: entries.slice(0, -2), fromHistory: true }
    : { to: fallback, rest: [], fromHistory: false }

/**
 * The history kept in session storage before this page load, followed by the routes shown since: after a reload the
 * page shown was the last one kept, and is not counted twice.
 */
export const restoredTabHistory = (stored: ReadonlyArray<string>, sinceLoad: ReadonlyArray<string>): ReadonlyArray<string> => {
  const seam = stored.length > 0 && sinceLoad.length > 0 && stored[stored.length - 1] === sinceLoad[0] ? 1 : 0
  return bounded([...stored, ...sinceLoad.slice(seam)])
}

const StoredTabHistory = Schema.parseJson(Schema.Array(Schema.String))

/** What session storage keeps: the entries without their secret query values (an e-mail link's token is spent). */
export const encodeTabHistory = (entries: ReadonlyArray<string>): string => JSON.stringify(entries.map(withoutSecrets))

/** The kept history, or none when there is none or it is not one (written by another release, or by hand). */
export const decodeTabHistory = (text: string | undefined): ReadonlyArray<string> => {
  if (text === undefined) return []
  const decoded = Schema.decodeUnknownEither(StoredTabHistory)(text)
  return Either.isRight(decoded) ? bounded(decoded.right.filter((entry) => entry.startsWith("/") && !entry.startsWith("//"))) : []
}
