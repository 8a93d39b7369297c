import { HttpApi } from "@effect/platform"
import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { DEV_TOKEN_HEADER } from "../../src/domain/api/devtools"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { oneDatabase } from "./support/databases"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * The dev calls (mailbox, game finish, market suspension, clock advance) and the operator's calls are closed doors: without their
 * token, or with a wrong one, every one of them answers 401 before it reads anything of the request, and a production
 * server has no dev call at all. The calls are listed from the contract, so a call added to either group is covered.
 */
interface Door {
  readonly group: "devtools" | "operator"
  readonly method: string
  /** With every path parameter filled in. */
  readonly path: string
}

const doors: ReadonlyArray<Door> = (() => {
  const found: Array<Door> = []
  HttpApi.reflect(OddsfoldApi, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, group }) => {
      // The operator's calls of an area (operatorPayments) are operator calls too.
      const kind = group.identifier === "devtools" ? "devtools" : group.identifier.startsWith("operator") ? "operator" : undefined
      if (kind === undefined) return
      found.push({ group: kind, method: endpoint.method, path: endpoint.path.replace(/:[A-Za-z]+/g, "1") })
    }
  })
  return found
})()

const call = (url: string, door: Door, headers: Readonly<Record<string, string>> = {}) =>
  fetch(`${url}${door.path}`, {
    method: door.method,
    headers: { ...(door.method === "GET" ? {} : { "content-type": "application/json" }), ...headers },
    ...(door.method === "GET" ? {} : { body: "{}" })
  })

describe("the dev and operator calls the contract lists", () => {
  it("are the four dev calls and the operator's", () => {
    // Hand-written expectations of a few, so a contract that lost its groups cannot pass the tests below by listing nothing.
    expect(doors.filter((door) => door.group === "devtools").map((door) => door.path)).toEqual([
      "/web-api/dev/mailbox",
      "/web-api/dev/sports/finish",
      "/web-api/dev/sports/suspend",
      "/web-api/dev/clock/advance"
    ])
    expect(doors.filter((door) => door.group === "operator").length).toBeGreaterThanOrEqual(11)
    expect(doors.map((door) => door.path)).toContain("/web-api/operator/payments/withdrawals/1/approve")
  })
})

describe.each(oneDatabase)("closed doors of a development server on $label", (db) => {
  const server = useTestServer(db)
  const refusal = (door: Door) => (door.group === "devtools" ? "DevtoolsUnauthorized" : "OperatorUnauthorized")
  const header = (door: Door) => (door.group === "devtools" ? DEV_TOKEN_HEADER : OPERATOR_TOKEN_HEADER)
  // The other group's token: the dev token opens no operator call, the operator token no dev call.
  const otherToken = (door: Door) => (door.group === "devtools" ? TEST_OPERATOR_TOKEN : server.devHeaders[DEV_TOKEN_HEADER]!)

  it.each(doors)("refuses $method $path without a token, with a wrong one and with the other group's, before reading the body", async (door) => {
    for (const headers of [{}, { [header(door)]: "x".repeat(43) }, { [header(door)]: "" }, { [header(door)]: otherToken(door) }]) {
      const answer = await call(server.url, door, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(401)
      expect(((await answer.json()) as { _tag: string })._tag).toBe(refusal(door))
    }
  })

  it("opens the mailbox to the dev token and the operator's queue to the operator token", async () => {
    const mailbox = await fetch(`${server.url}/web-api/dev/mailbox`, { headers: server.devHeaders })
    expect(mailbox.status).toBe(200)
    expect(await mailbox.json()).toHaveProperty("messages")
    const queue = await fetch(`${server.url}/web-api/operator/verification/documents`, { headers: { [OPERATOR_TOKEN_HEADER]: TEST_OPERATOR_TOKEN } })
    expect(queue.status).toBe(200)
  })

  it("never writes the dev token into its log", () => {
    expect(server.logs.join("\n")).not.toContain(server.devHeaders[DEV_TOKEN_HEADER])
  })
})

describe.each(oneDatabase)("a production server on $label", (db) => {
  const server = useTestServer(db, { production: true, operatorToken: Redacted.make(TEST_OPERATOR_TOKEN) })

  it.each(doors.filter((door) => door.group === "devtools"))("has no $method $path, not even for the dev token: the answer for a path without an endpoint", async (door) => {
    const answer = await call(server.url, door, server.devHeaders)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ _tag: "NotFound", message: `no endpoint ${door.path}` })
  })
})
