import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll } from "vitest"

/** The smallest page a built client's index.html can be: the shell the server serves (or renders into) for a page. */
export const STUB_INDEX_HTML = '<!doctype html><html><head><title>Oddsfold</title></head><body><div id="root"></div></body></html>'

/**
 * A client folder for a server test that loads pages (a fresh clone has no built client: `npm test` builds it only for
 * the browser tests, after these): an index.html and an empty assets folder, removed after the file's tests.
 */
export const stubClientDir = (name: string): string => {
  const dir = mkdtempSync(join(tmpdir(), `oddsfold-${name}-client-`))
  mkdirSync(join(dir, "assets"))
  writeFileSync(join(dir, "index.html"), STUB_INDEX_HTML)
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}
