import { defineConfig } from "vitest/config"

export default defineConfig({
  define: { __APP_VERSION__: JSON.stringify("test"), __DEV_TOOLS__: "true" },
  test: {
    projects: [
      { extends: true, test: { name: "unit", include: ["test/unit/**/*.test.ts", "test/property/**/*.test.ts"], environment: "node" } },
      { extends: true, test: { name: "server", include: ["test/server/**/*.test.ts"], environment: "node", testTimeout: 30000, hookTimeout: 60000 } }
    ]
  }
})
