// The layering of ARCHITECTURE.md section 2, checked by `npm run lint:layers` and by `npm test`.
// Errors fail the check; warnings and infos are printed so that known couplings stay visible without blocking.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-is-innermost",
      comment: "src/domain holds pure rules: it may import other src/domain areas only, never an outer layer or the server.",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { path: "^(src/(commands|projections|adapters|ui)/|src/main\\.tsx$|server/)" }
    },
    {
      name: "domain-packages",
      comment: "Domain rules use effect's data modules only (no I/O libraries, no React, no node built-ins).",
      severity: "error",
      from: { path: "^src/domain/", pathNot: "^src/domain/api/" },
      to: { dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown", "core"], pathNot: "(^|/)node_modules/effect/" }
    },
    {
      name: "contract-packages",
      comment: "The HTTP contract may add @effect/platform's definitions to what the domain uses.",
      severity: "error",
      from: { path: "^src/domain/api/" },
      to: {
        dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown", "core"],
        pathNot: "(^|/)node_modules/(effect|@effect/platform)/"
      }
    },
    {
      name: "projections-are-pure",
      comment: "Projections fold events: no services, no views.",
      severity: "error",
      from: { path: "^src/projections/" },
      to: { path: "^(src/(adapters|ui)/|src/main\\.tsx$)" }
    },
    {
      name: "projections-read-command-types-only",
      comment: "Projections may name event types from src/commands (import type), never run kernel or handler code.",
      severity: "error",
      from: { path: "^src/projections/" },
      to: { path: "^src/commands/", dependencyTypesNot: ["type-only"] }
    },
    {
      name: "adapters-know-only-domain",
      comment: "Services wrap the outside world; they may use domain types and rules, nothing of commands, projections or views.",
      severity: "error",
      from: { path: "^src/adapters/" },
      to: { path: "^(src/(commands|projections|ui)/|src/main\\.tsx$)" }
    },
    {
      name: "commands-use-service-tags",
      comment: "Handlers depend on service tags; live and test layers are chosen by the composition root (src/main.tsx) or a test.",
      severity: "error",
      from: { path: "^src/commands/" },
      to: { path: "^src/adapters/(.*(Live|Test)\\.ts|layers\\.ts)$", dependencyTypesNot: ["type-only"] }
    },
    {
      name: "commands-never-import-views",
      severity: "error",
      from: { path: "^src/commands/" },
      to: { path: "^(src/ui/|src/main\\.tsx$)" }
    },
    {
      name: "ui-never-imports-adapters",
      comment: "Views dispatch commands; only the composition root src/main.tsx wires live services.",
      severity: "error",
      from: { path: "^src/ui/" },
      to: { path: "^src/adapters/" }
    },
    {
      name: "server-shares-domain-only",
      comment: "The back end shares the domain rules and the contract with the client, nothing else of src/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^src/", pathNot: "^src/domain/" }
    },
    {
      name: "area-reads-other-area-events-only",
      comment:
        "An area may read another area's events (and, as follow-ups, dispatch its commands); its handlers, index and migrations are its own.",
      severity: "error",
      from: { path: "^src/commands/([^/]+)/" },
      to: { path: "^src/commands/[^/]+/", pathNot: "^src/commands/($1/|[^/]+/(events|commands)\\.ts$)" }
    },
    {
      name: "cross-area-follow-up-command",
      comment: "Reported, allowed: a handler dispatching another area's command as a follow-up.",
      severity: "info",
      from: { path: "^src/commands/([^/]+)/" },
      to: { path: "^src/commands/[^/]+/commands\\.ts$", pathNot: "^src/commands/$1/" }
    },
    {
      name: "no-circular-modules",
      comment:
        "A cycle of runtime imports makes module initialisation order matter. Type-only imports (the registries' unions named by areas' handlers and by projections) are erased and do not count.",
      severity: "error",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } }
    },
    {
      name: "no-circular-area-folders",
      comment:
        "Reported, allowed: cycles between folders. Those through src/commands <-> src/projections are type-only or registry edges (folder scope cannot skip type-only edges); the others are worth breaking.",
      severity: "warn",
      scope: "folder",
      from: { path: "^src/" },
      to: { circular: true }
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      from: {},
      to: { couldNotResolve: true }
    }
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "\\.css$" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".d.ts"]
    },
    reporterOptions: { text: { highlightFocused: true } }
  }
}
