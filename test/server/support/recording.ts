import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

/** The recording the recorded-feed tests play: `npx tsx scripts/recordFeed.ts test/server/fixtures/recordedFeed.jsonl` made it. */
export const RECORDING = fileURLToPath(new URL("../fixtures/recordedFeed.jsonl", import.meta.url))

/** The recording's lines read plainly (the tests' oracle, not the player's reader): its head, then its changes. */
export const recordedLines = (): ReadonlyArray<any> =>
  readFileSync(RECORDING, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line))
