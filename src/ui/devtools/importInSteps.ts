import { Either } from "effect"
import { type ImportedLog, importLog, LogImportError, type SkippedLine } from "../../commands/exchange"
import type { LogEntry } from "../../commands/entry"
import type { Checkpoint } from "../../commands/log"

/** Lines decoded between two pauses: a few tens of milliseconds of work even for lines carrying a whole config. */
export const LINES_PER_STEP = 500

/** Line numbers in a step's text (header first) → line numbers in the whole file. */
const inFile = (lineInStep: number, firstLine: number): number => lineInStep + firstLine - 2

/**
 * `importLog` in steps of 500 lines, pausing between steps so a 50,000-entry file does not freeze the page
 * for seconds. Each step is the header plus the next lines, so every line is read by the kernel's own importer;
 * line numbers of skipped lines and errors are the whole file's.
 */
export const importLogInSteps = async (
  text: string,
  pause: (linesRead: number, lines: number) => Promise<void>,
  linesPerStep = LINES_PER_STEP
): Promise<Either.Either<ImportedLog, LogImportError>> => {
  const lines = text.split("\n")
  const headerLine = lines[0] ?? ""
  const head = importLog(headerLine)
  if (Either.isLeft(head)) return head
  let checkpoint: Checkpoint | null = null
  const entries: Array<LogEntry> = []
  const skipped: Array<SkippedLine> = []
  for (let first = 2; first <= lines.length; first += linesPerStep) {
    const step = importLog([headerLine, ...lines.slice(first - 1, first - 1 + linesPerStep)].join("\n"))
    if (Either.isLeft(step)) {
      const message = step.left.message.replace(/^line (\d+)/, (_, line: string) => `line ${inFile(Number(line), first)}`)
      return Either.left(new LogImportError({ message }))
    }
    checkpoint = step.right.checkpoint ?? checkpoint
    for (const entry of step.right.entries) entries.push(entry)
    for (const line of step.right.skipped) skipped.push({ line: inFile(line.line, first), reason: line.reason })
    await pause(Math.min(lines.length, first - 1 + linesPerStep), lines.length)
  }
  return Either.right({ header: head.right.header, checkpoint, entries, unfinished: head.right.unfinished, skipped })
}
