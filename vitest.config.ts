import { availableParallelism } from "node:os"
import { configDefaults, defineConfig } from "vitest/config"

export const define = { __APP_VERSION__: JSON.stringify("test"), __DEV_TOOLS__: "true" }
export const unitTests = ["test/unit/**/*.test.ts", "test/property/**/*.test.ts"]
/** Unit files that replace a module of the client with vi.mock: they need modules of their own. */
const mockingTests = ["test/unit/projections/storeKeys.test.ts"]

export default defineConfig({
  define,
  test: {
    setupFiles: ["test/support/effectEquality.ts", "test/support/propertySeed.ts"],
    // One test file per core: vitest's default of one fewer leaves one of two cores idle, and the server tests spend
    // much of their time waiting on the database and their sockets.
    maxWorkers: Math.max(2, availableParallelism()),
    // A worker's files share its modules (no isolation): importing the client's and the server's modules, and
    // compiling PGlite, again for each of some 220 files cost more than running their tests (the unit and server
    // stages took 8 minutes instead of 3.5). Every file makes its own app, store and server, so none sees another's.
    isolate: false,
    projects: [
      { extends: true, test: { name: "unit", include: unitTests, exclude: [...configDefaults.exclude, ...mockingTests], environment: "node" } },
      // A file that replaces a module of the client (vi.mock) gets modules of its own.
      { extends: true, test: { name: "unit-mocking", include: mockingTests, environment: "node", isolate: true } },
      {
        extends: true,
        test: {
          name: "server",
          include: ["test/server/**/*.test.ts"],
          environment: "node",
          globalSetup: ["test/server/support/staleSchemas.ts", "test/server/support/builtServer.ts"],
          testTimeout: 30000,
          hookTimeout: 60000
        }
      },
      // Real server processes on PostgreSQL and NATS (test/cluster/cluster.test.ts): its own stage of npm test, alone on
      // the machine, since it starts three servers of its own.
      { extends: true, test: { name: "cluster", include: ["test/cluster/**/*.test.ts"], environment: "node", testTimeout: 240_000, hookTimeout: 120_000 } }
    ]
  }
})
