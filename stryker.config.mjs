// npm run mutate: mutation testing of the pure layers and the command kernel (ARCHITECTURE 9), outside npm test.
// While iterating, restrict it to the files you changed: npm run mutate -- --mutate src/domain/shell/language.ts
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "vitest.mutate.config.ts" },
  mutate: [
    "src/domain/**/*.ts",
    "src/projections/**/*.ts",
    "src/commands/{bus,log,exchange,migrations,replay,version,registry}.ts"
  ],
  coverageAnalysis: "perTest",
  // A static mutant (a module-level constant or Schema) needs the whole suite per mutant: with 280 of them that
  // is most of an hour on two shared cores. Spec constants are pinned by literal tests instead.
  ignoreStatic: true,
  // The machine's two cores are shared.
  concurrency: 2,
  incremental: true,
  incrementalFile: "reports/mutation/incremental.json",
  tempDirName: ".stryker-tmp",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 85, low: 70, break: null }
}
