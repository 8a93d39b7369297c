/** SPEC.md 8: a page chunk that fails to load triggers one full reload, at most once per minute. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000

/** The session-storage key that keeps the last reload's time across the reload itself. */
export const CHUNK_RELOAD_STORAGE_KEY = "oddsfold.chunkReloadAt"

export const mayReloadAfterChunkFailure = (lastReloadAt: number | undefined, now: number): boolean =>
  lastReloadAt === undefined || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_MIN_INTERVAL_MS

/** Is this error a failed dynamic import (a page chunk that is gone after a deploy, or a dropped connection)? */
export const isChunkLoadError = (error: unknown): boolean => {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error)
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message
  )
}
