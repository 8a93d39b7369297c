import { spawnSync } from "node:child_process"
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join, resolve } from "node:path"
import { afterAll, describe, expect, it } from "vitest"

// The same command as `npm run lint:layers`, with JSON output so that each violation can be checked.
const ROOT = resolve(__dirname, "../..")
const DEPCRUISE = join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruise.mjs")

interface Violation {
  readonly from: string
  readonly to: string
  readonly rule: { readonly name: string; readonly severity: "error" | "warn" | "info" }
}

const depcruise = (cwd: string, outputType: "err" | "json") =>
  spawnSync(process.execPath, [DEPCRUISE, "src", "server", "--config", ".dependency-cruiser.cjs", "--output-type", outputType], {
    cwd,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024
  })

/** Every violation found; the JSON reporter always exits 0, so the exit status is checked with the `err` reporter. */
const violationsIn = (cwd: string) => {
  const violations: ReadonlyArray<Violation> = JSON.parse(depcruise(cwd, "json").stdout).summary.violations
  return { errors: violations.filter((v) => v.rule.severity === "error"), violations }
}

const copies: Array<string> = []
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A copy of the tree with extra files planted in it, so the real tree is never touched. */
const treeWith = (planted: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), "oddsfold-layers-"))
  copies.push(dir)
  for (const part of ["src", "server", "package.json", "tsconfig.json", ".dependency-cruiser.cjs"]) cpSync(join(ROOT, part), join(dir, part), { recursive: true })
  symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir")
  for (const [file, text] of Object.entries(planted)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), text)
  }
  return dir
}

describe("npm run lint:layers (dependency-cruiser, ARCHITECTURE section 2)", () => {
  it("passes on the real tree without a warning, and reports the allowed cross-area follow-ups", () => {
    const { errors, violations } = violationsIn(ROOT)
    expect(errors).toEqual([])
    expect(violations.filter((v) => v.rule.severity === "warn")).toEqual([])
    expect(violations.filter((v) => v.rule.name === "cross-area-follow-up-command").map((v) => `${v.from} -> ${v.to}`).sort()).toEqual([
      // Sign-in reloads the config and redirects (SPEC.md 4); binding a phone reloads the user config.
      "src/commands/account/officeHandlers.ts -> src/commands/session/commands.ts",
      "src/commands/account/officeHandlers.ts -> src/commands/settings/commands.ts",
      // A casino round asks the changes feed at once, so the header's balance follows the round.
      "src/commands/casino/play/handlers.ts -> src/commands/changes/commands.ts",
      // A changes answer that says "reload" reads the history again.
      "src/commands/changes/handlers.ts -> src/commands/coupon/commands.ts",
      // A cash-out, an edit bet and a bet builder move money: the balance is read again.
      "src/commands/coupon/cashOutHandlers.ts -> src/commands/account/commands.ts",
      "src/commands/coupon/handlers.ts -> src/commands/account/commands.ts",
      // A coupon refused because the player may not bet reloads the rights (SPEC.md 7).
      "src/commands/coupon/handlers.ts -> src/commands/session/commands.ts",
      "src/commands/coupon/shareHandlers.ts -> src/commands/account/commands.ts",
      // The reality check's log out and the end of the daily session limit log the player out (SPEC.md 4).
      "src/commands/limits/handlers.ts -> src/commands/session/commands.ts",
      // A lotto ticket bought or paid asks the changes feed at once, so the header's balance follows it.
      "src/commands/lotto/handlers.ts -> src/commands/changes/commands.ts",
      // A cashback claimed is paid to the main account: the changes feed is asked at once for the balances.
      "src/commands/promo/cashbackHandlers.ts -> src/commands/changes/commands.ts",
      // Reading the bonuses may convert a met one to the main account: the changes feed is asked at once for the balances.
      "src/commands/promo/handlers.ts -> src/commands/changes/commands.ts",
      // Points exchanged credit a bonus: the changes feed is asked at once for the balances.
      "src/commands/promo/loyaltyHandlers.ts -> src/commands/changes/commands.ts",
      "src/commands/session/authHandlers.ts -> src/commands/config/commands.ts",
      "src/commands/session/authHandlers.ts -> src/commands/shell/commands.ts",
      // A QR sign-in ends like a password sign-in, with the redirect.
      "src/commands/session/qrHandlers.ts -> src/commands/shell/commands.ts",
      // A registration that ended in a page load (social, one-tap) takes its flag out of the address.
      "src/commands/session/reminders.ts -> src/commands/shell/commands.ts",
      "src/commands/session/signInGuard.ts -> src/commands/shell/commands.ts",
      // A one-tap sign-in of a two-step player goes on to the login page's code step.
      "src/commands/session/socialHandlers.ts -> src/commands/shell/commands.ts",
      "src/commands/shell/handlers.ts -> src/commands/config/commands.ts",
      // Maintenance and blocking send the visitor to their page, or away from it (SPEC.md 4).
      "src/commands/siteAccess/handlers.ts -> src/commands/shell/commands.ts",
      "src/commands/sports/handlers.ts -> src/commands/coupon/commands.ts",
      // Changed terms take the player to the confirm page; confirmed (or unchanged) terms take them back to the root.
      "src/commands/terms/handlers.ts -> src/commands/shell/commands.ts",
      // A toto coupon placed or its prize read asks the changes feed at once, so the header's balance follows it.
      "src/commands/toto/handlers.ts -> src/commands/changes/commands.ts"
    ])
  }, 60_000)

  // One copy for both kinds of plant: the wrong imports must each fail with their rule, and the allowed ones (a projection
  // naming a command type with import type, an area reading another's events) must be in no error of the exact list.
  it("fails on each planted wrong import, naming the rule it breaks, and lets the allowed ones pass", () => {
    const tree = treeWith({
        "src/projections/shell/plantedType.ts": `import type { Command } from "../../commands/registry"\nexport type Planted = Command\n`,
        "src/commands/shell/plantedEvent.ts": `import { SessionChecked } from "../session/events"\nexport const planted = SessionChecked\n`,
        "src/domain/shell/plantedAdapter.ts": `import { Storage } from "../../adapters/Storage"\nexport const planted = Storage\n`,
        "src/domain/shell/plantedPackage.ts": `import { signal } from "@preact/signals-react"\nexport const planted = signal(1)\n`,
        "src/projections/shell/plantedValue.ts": `import { Command } from "../../commands/registry"\nexport const planted = Command\n`,
        "src/adapters/plantedCommand.ts": `import { Navigate } from "../commands/shell/commands"\nexport const planted = Navigate\n`,
        "src/commands/shell/plantedLive.ts": `import { StorageLive } from "../../adapters/StorageLive"\nexport const planted = StorageLive\n`,
        "src/commands/shell/plantedHandler.ts": `import { checkSession } from "../session/handlers"\nexport const planted = checkSession\n`,
        "src/ui/shell/plantedAdapter.ts": `import { Cookies } from "../../adapters/Cookies"\nexport const planted = Cookies\n`,
        "src/ui/settings/plantedShell.ts": `import { en } from "../shell/i18n/en"\nexport const planted = en\n`,
        "src/ui/kit/plantedArea.ts": `import { apiErrorText } from "../devtools/apiErrorText"\nexport const planted = apiErrorText\n`,
        "src/ui/sports/plantedSlip.ts": `import { SlipCounter } from "../coupon/SlipCounter"\nexport const planted = SlipCounter\n`,
        "server/plantedProjection.ts": `import { projections } from "../src/projections/registry"\nexport const planted = projections\n`,
        "server/coupon/plantedSimulator.ts": `import { resultOfGame } from "../sports/simulator/world"\nexport const planted = resultOfGame\n`,
        "server/session/plantedAccount.ts": `import { OfficeService } from "../account/office"\nexport const planted = OfficeService\n`,
        "src/ui/shell/plantedSimulator.ts": `import { CHAMPIONSHIPS } from "../../../server/sports/simulator/catalogue"\nexport const planted = CHAMPIONSHIPS\n`,
        "src/domain/shell/plantedCycleA.ts": `import { b } from "./plantedCycleB"\nexport const a = () => b\n`,
        "src/domain/shell/plantedCycleB.ts": `import { a } from "./plantedCycleA"\nexport const b = () => a\n`
      })
    const { errors } = violationsIn(tree)
    const lint = depcruise(tree, "err")
    expect(lint.status).not.toBe(0)
    expect(lint.stdout).toContain("error domain-is-innermost: src/domain/shell/plantedAdapter.ts → src/adapters/Storage.ts")
    // The copy links the real node_modules, so packages resolve to a path outside the copy.
    // A wrong import across layers closes folder cycles too (domain -> adapters -> domain, ...): checked apart below.
    const folderCycles = errors.filter((v) => v.rule.name === "no-circular-area-folders").map((v) => `${v.from} -> ${v.to}`)
    const named = errors
      .filter((v) => v.rule.name !== "no-circular-area-folders")
      .map((v) => `${v.rule.name}: ${v.from} -> ${v.to.replace(/^.*node_modules\/(@[^/]+\/[^/]+|[^/]+)\/.*$/, "package $1")}`)
    expect(named.sort()).toEqual([
      "adapters-know-only-domain: src/adapters/plantedCommand.ts -> src/commands/shell/commands.ts",
      "area-reads-other-area-events-only: src/commands/shell/plantedHandler.ts -> src/commands/session/handlers.ts",
      "commands-use-service-tags: src/commands/shell/plantedLive.ts -> src/adapters/StorageLive.ts",
      "domain-is-innermost: src/domain/shell/plantedAdapter.ts -> src/adapters/Storage.ts",
      "domain-packages: src/domain/shell/plantedPackage.ts -> package @preact/signals-react",
      "no-circular-modules: src/domain/shell/plantedCycleA.ts -> src/domain/shell/plantedCycleB.ts",
      "projections-read-command-types-only: src/projections/shell/plantedValue.ts -> src/commands/registry.ts",
      "server-shares-domain-only: server/plantedProjection.ts -> src/projections/registry.ts",
      "simulator-behind-the-feed-port: server/coupon/plantedSimulator.ts -> server/sports/simulator/world.ts",
      "simulator-behind-the-feed-port: src/ui/shell/plantedSimulator.ts -> server/sports/simulator/catalogue.ts",
      "ui-area-never-imports-shell: src/ui/settings/plantedShell.ts -> src/ui/shell/i18n/en.ts",
      "ui-kit-imports-no-area: src/ui/kit/plantedArea.ts -> src/ui/devtools/apiErrorText.ts",
      "ui-line-never-imports-slip: src/ui/sports/plantedSlip.ts -> src/ui/coupon/SlipCounter.tsx",
      "ui-never-imports-adapters: src/ui/shell/plantedAdapter.ts -> src/adapters/Cookies.ts"
    ])
    // The line importing the slip closes a cycle with the slip reading the line's names: an error of its own.
    expect(folderCycles).toEqual(expect.arrayContaining(["src/ui/sports -> src/ui/coupon", "src/ui/coupon -> src/ui/sports"]))
    // The session area importing the account area, which builds on the session's players: the server's folder cycle.
    expect(folderCycles).toEqual(expect.arrayContaining(["server/session -> server/account", "server/account -> server/session"]))
    // The allowed imports are in no error, of any rule.
    expect(errors.filter((v) => /planted(Type|Event)\.ts$/.test(v.from))).toEqual([])
  }, 60_000)
})
