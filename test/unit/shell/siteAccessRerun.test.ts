import { Effect } from "effect"
import { expect, it } from "vitest"
import { ShowCouponReminder } from "../../../src/commands/coupon/commands"
import type { LogEntry } from "../../../src/commands/entry"
import { emit, type Handler } from "../../../src/commands/handler"
import { type Route, routes } from "../../../src/commands/registry"
import { rerun } from "../../../src/commands/rerun"
import { Navigated } from "../../../src/commands/shell/events"
import { CheckBlock, CheckRedirect } from "../../../src/commands/siteAccess/commands"
import { BlockChecked, RedirectChecked } from "../../../src/commands/siteAccess/events"

/**
 * Live, a sign-in's move home and the blocks check it starts race: the check may ask about the sign-in page while the
 * move's Navigated is logged after it. A re-run runs each root to its end, the move first, so a check that read the
 * address when its handler ran would ask about the home page and diverge; it asks what its command says it asked.
 */
const T = 1_800_000_000_000
let seq = 0
const entry = (kind: LogEntry["kind"], body: unknown, causedBy?: number): LogEntry =>
  ({ seq: ++seq, at: T + seq, kind, source: "system", body, ...(causedBy === undefined ? {} : { causedBy }) }) as LogEntry

/** The stand-in for the sign-in: a root whose move home is logged after the checks it raced. */
const moveHome: Handler<any> = () => Effect.succeed(emit(new Navigated({ v: 1, path: "/en/", search: "", lng: "en", mode: "push" })))
const table: ReadonlyMap<string, Route> = new Map([...routes, ["ShowCouponReminder", { ...routes.get("ShowCouponReminder")!, handler: moveHome }] as const])

const NO_BLOCK = { displayTypeId: 0, templateTypeId: 0, reason: null }
const SAME_PAGE = { redirect: false, code: 200, url: "/en/user/login", reasons: [], breadcrumbs: [] }

it("the blocks and redirects checks a move raced re-run with the address they asked about live", async () => {
  seq = 0
  const signIn = entry("command", new ShowCouponReminder({}))
  const block = entry("command", new CheckBlock({ auth: true, url: "/en/user/login?token=<redacted>" }))
  const redirect = entry("command", new CheckRedirect({ path: "/en/user/login" }))
  const entries = [
    signIn,
    block,
    entry("answer", { call: "Cookies.get", input: ["force_geo_off"], exit: { _tag: "Success", value: null } }, block.seq),
    entry("answer", { call: "Api.siteAccess.block", input: [{ payload: { auth: true, url: "/en/user/login?token=<redacted>" } }], exit: { _tag: "Success", value: NO_BLOCK } }, block.seq),
    entry("event", new BlockChecked({ v: 1, auth: true, answer: NO_BLOCK, forceGeoOff: false, reason: null }), block.seq),
    redirect,
    entry(
      "answer",
      { call: "Api.redirects.redirect", input: [{ headers: { "x-service-auth": "oddsfold-web" }, payload: { url: "/en/user/login" } }], exit: { _tag: "Success", value: SAME_PAGE } },
      redirect.seq
    ),
    entry("event", new RedirectChecked({ v: 1, url: "/en/user/login", answer: SAME_PAGE }), redirect.seq),
    entry("event", new Navigated({ v: 1, path: "/en/", search: "", lng: "en", mode: "push" }), signIn.seq)
  ]
  expect(await rerun({ checkpoint: null, entries, unfinished: new Set() }, { table })).toEqual({ roots: 3, divergence: null })
})
