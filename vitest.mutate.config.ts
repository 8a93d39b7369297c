import { configDefaults, defineConfig } from "vitest/config"
import { define, unitTests } from "./vitest.config"

// The unit project as Stryker runs it (npm run mutate). Tests that only spawn a child process are left out: the
// mutant is switched on inside the test process, so a child never sees it, and they would only slow every run.
export default defineConfig({
  define,
  test: {
    name: "unit",
    include: unitTests,
    exclude: [...configDefaults.exclude, "test/unit/layers.test.ts", "test/unit/replayCli.test.ts"],
    environment: "node"
  }
})
