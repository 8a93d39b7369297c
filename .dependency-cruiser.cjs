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
      comment:
        "Domain rules use effect's data modules only (no I/O libraries, no React, no node built-ins), and @noble/hashes: the provably fair scheme needs the same synchronous SHA-256 and HMAC in the server and in the browser's verifier, and those are pure functions.",
      severity: "error",
      from: { path: "^src/domain/", pathNot: "^src/domain/api/" },
      to: { dependencyTypes: ["npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown", "core"], pathNot: "(^|/)node_modules/(effect|@noble/hashes)/" }
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
      name: "simulator-behind-the-feed-port",
      comment:
        "The line comes through the feed port (server/sports/feed.ts): only the simulated feed and the store of its world use the simulator, so a real feed can replace it; the client never sees it.",
      severity: "error",
      from: { path: "^(src|server)/", pathNot: "^server/sports/(simulator/|simulatedFeed\\.ts$|worldStore\\.ts$)" },
      to: { path: "^server/sports/simulator/" }
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
        "Folders never import each other round in a circle: in src/ui the kit sits below the areas and the shell above them (ARCHITECTURE.md section 2).",
      severity: "error",
      scope: "folder",
      from: { path: "^src/", pathNot: "^src/(commands|projections)(/|$)" },
      to: { circular: true }
    },
    {
      name: "no-circular-area-folders",
      comment:
        "The same from src/commands and src/projections, except between those two: there every folder cycle closes through the registries' unions, which projections name with import type only (projections-read-command-types-only) and folder scope cannot tell from a runtime edge. A runtime cycle among their modules is no-circular-modules' error.",
      severity: "error",
      scope: "folder",
      from: { path: "^src/(commands|projections)(/|$)" },
      to: { circular: true, pathNot: "^src/(commands|projections)(/|$)" }
    },
    {
      name: "no-circular-area-folders",
      comment:
        "The same on the server: server/platform imports no area, and an area imports only the areas it stands on (the account area builds on the session area's players and answers what the session asks of it through server/session/accountSeams.ts).",
      severity: "error",
      scope: "folder",
      from: { path: "^server/" },
      to: { circular: true }
    },
    {
      name: "ui-kit-imports-no-area",
      comment:
        "src/ui/kit (dialog, buttons, fields, tables, money and odds cells, skeletons, icons, the 404 page) is the floor the areas build on: it may use the i18n and hook helpers beside it, never an area, the shell or the app's context.",
      severity: "error",
      from: { path: "^src/ui/kit/" },
      to: { path: "^src/ui/", pathNot: "^src/ui/(kit|i18n|hooks)/" }
    },
    {
      name: "ui-area-never-imports-shell",
      comment:
        "The shell (frame, header, layouts, routes) sits on top of the areas and composes their pages; no area reaches up into it. A page that shows another area's piece gets it from the shell (src/ui/sports/slipParts.tsx).",
      severity: "error",
      from: { path: "^src/ui/[^/]+/", pathNot: "^src/ui/(shell|kit|i18n|hooks)/" },
      to: { path: "^src/ui/shell/" }
    },
    {
      name: "ui-line-never-imports-slip",
      comment:
        "Between the line and the slip one direction only: the slip (src/ui/coupon) reads the line's names and lists, the line (src/ui/sports) shows the slip's parts the shell's routes hand it.",
      severity: "error",
      from: { path: "^src/ui/sports/" },
      to: { path: "^src/ui/coupon/" }
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
