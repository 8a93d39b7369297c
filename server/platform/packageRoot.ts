import { existsSync } from "node:fs"
import { dirname, join } from "node:path"

/**
 * The folder of the nearest package.json above `file`: the project root, whether the code runs from its source
 * (server/platform/...) or from the bundle (dist/server/main.mjs), so files shipped beside the code (the
 * migrations) are found from either.
 */
export const packageRoot = (file: string): string => {
  let dir = dirname(file)
  while (!existsSync(join(dir, "package.json"))) {
    const parent = dirname(dir)
    if (parent === dir) throw new Error(`no package.json above ${file}`)
    dir = parent
  }
  return dir
}
