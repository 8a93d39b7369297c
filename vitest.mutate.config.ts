import { configDefaults, defineConfig } from "vitest/config"
import { define, unitTests } from "./vitest.config"

// The unit project as Stryker runs it (npm run mutate). Left out: tests that only spawn a child process (the mutant
// is switched on inside the test process, so a child never sees it), and the replay properties, which boot dozens
// of apps per run and cover nearly every mutant: with them a run takes hours on two shared cores, and without
// them the score says what the example tests catch on their own.
export default defineConfig({
  define,
  test: {
    name: "unit",
    include: unitTests,
    setupFiles: ["test/support/effectEquality.ts", "test/support/propertySeed.ts"],
    exclude: [...configDefaults.exclude, "test/unit/layers.test.ts", "test/unit/replayCli.test.ts", "test/property/replay.test.ts"],
    environment: "node"
  }
})
