import { availableParallelism } from "node:os"
import { defineConfig } from "vitest/config"

export const define = { __APP_VERSION__: JSON.stringify("test"), __DEV_TOOLS__: "true" }
export const unitTests = ["test/unit/**/*.test.ts", "test/property/**/*.test.ts"]

export default defineConfig({
  define,
  test: {
    setupFiles: ["test/support/effectEquality.ts", "test/support/propertySeed.ts"],
    // One test file per core: vitest's default of one fewer leaves one of two cores idle, and the server tests spend
    // much of their time waiting on the database and their sockets.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      { extends: true, test: { name: "unit", include: unitTests, environment: "node" } },
      {
        extends: true,
        test: {
          name: "server",
          include: ["test/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/server/support/staleSchemas.ts"],
          testTimeout: 30000,
          hookTimeout: 60000
        }
      }
    ]
  }
})
