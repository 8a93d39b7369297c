import { exportLog } from "../../commands/exchange"
import type { EventLog } from "../../commands/log"

/** The name of the downloaded file: the tab's start time tells two logs of one player apart. */
export const logFileName = (log: EventLog): string => `oddsfold-log-${log.options.startedAt}.jsonl`

/**
 * Saves the exported log as a file: a Blob behind an object URL, clicked through a detached anchor. Nothing is
 * stored in the browser; the URL is released right after the click has started the download.
 */
export const downloadLog = (log: EventLog): void => {
  const blob = new Blob([exportLog(log)], { type: "application/jsonl" })
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement("a")
  anchor.href = url
  anchor.download = logFileName(log)
  anchor.rel = "noopener"
  anchor.click()
  URL.revokeObjectURL(url)
}
