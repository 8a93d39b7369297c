import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs"
import { dirname, basename, join } from "node:path"
import { Data, Effect } from "effect"

/**
 * One process per PGlite data folder. PGlite keeps the whole database in its process's memory and writes it back
 * to the folder; two processes on one folder each see only their own writes and one loses its data. The lock is
 * a file beside the folder (`<folder>.lock`, PGlite owns everything inside it) holding the owner's pid, created
 * exclusively. A lock whose pid no longer runs (the owner was killed) is taken over.
 */
export class DataDirLocked extends Data.TaggedError("DataDirLocked")<{ readonly message: string }> {}

export const lockFileOf = (dataDir: string): string => join(dirname(dataDir), `${basename(dataDir)}.lock`)

/** Whether the process `pid` runs on this machine (signal 0 only asks). */
export const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

const createExclusive = (file: string): boolean => {
  try {
    const fd = openSync(file, "wx")
    writeSync(fd, String(process.pid))
    closeSync(fd)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false
    throw error
  }
}

const holderOf = (file: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(file, "utf8"), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

const acquire = (dataDir: string): Effect.Effect<string, DataDirLocked> =>
  Effect.try({
    try: () => {
      const file = lockFileOf(dataDir)
      mkdirSync(dirname(file), { recursive: true })
      for (let attempt = 0; attempt < 3; attempt++) {
        if (createExclusive(file)) return file
        const holder = holderOf(file)
        if (holder !== undefined && isRunning(holder)) {
          throw new DataDirLocked({
            message: `the data folder ${dataDir} is in use by another Oddsfold server (pid ${holder}); stop it or set DATA_DIR to another folder`
          })
        }
        // Left by a process that is gone (or half-written by one that died creating it): stale.
        rmSync(file, { force: true })
      }
      throw new DataDirLocked({ message: `cannot lock the data folder ${dataDir}: ${file} keeps reappearing` })
    },
    catch: (error) =>
      error instanceof DataDirLocked ? error : new DataDirLocked({ message: `cannot lock the data folder ${dataDir}: ${String(error)}` })
  })

/** Holds the folder's lock for the scope's lifetime; released (deleted) when the scope closes. */
export const lockDataDir = (dataDir: string) =>
  Effect.acquireRelease(acquire(dataDir), (file) =>
    Effect.sync(() => {
      if (holderOf(file) === process.pid) rmSync(file, { force: true })
    })
  )
