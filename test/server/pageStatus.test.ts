import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { databasesUnderTest, oneDatabase } from "./support/databases"
import { useTestServer } from "./support/testServer"

/**
 * Real 404s: the server knows the client's page paths, so a path no page has answers 404, still with the client's
 * page (which shows its not-found screen), while every page of the route table answers 200.
 */
const clientDir = mkdtempSync(join(tmpdir(), "oddsfold-pages-client-"))
mkdirSync(join(clientDir, "assets"))
const INDEX = '<!doctype html><html><head><title>Oddsfold</title></head><body><div id="root"></div></body></html>'
writeFileSync(join(clientDir, "index.html"), INDEX)
afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

const KNOWN = ["/en/", "/en", "/ru/line/football", "/en/live/football/champ-1/g12", "/en/user/login", "/en/print-coupon/42", "/en/team/football/Arsenal", "/EN/Results/", "/en/casino/slots", "/en/casino/slots/game/slot/slot", "/en/providers/oddsfold-originals"]
const UNKNOWN = ["/en/no-such-page", "/en/line/a/b/c/d", "/en/user/nothing", "/ru/team/football", "/en/casino/slots/game", "/en/providers/a/b"]

describe.each(oneDatabase)("page paths of a development server on $label", (db) => {
  const server = useTestServer(db, { clientDir })

  it.each(KNOWN)("answers %s with 200 and the client", async (path) => {
    const answer = await fetch(`${server.url}${path}`)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('<div id="root">')
  })

  it.each(UNKNOWN)("answers %s with 404 and the client, whose not-found screen shows", async (path) => {
    const answer = await fetch(`${server.url}${path}`)
    expect(answer.status).toBe(404)
    expect(answer.headers.get("content-type")).toContain("text/html")
    expect(await answer.text()).toContain('<div id="root">')
  })

  it("leaves a path without its language segment to the client's redirect, and has its dev pages", async () => {
    expect((await fetch(`${server.url}/casino`)).status).toBe(200)
    expect((await fetch(`${server.url}/`)).status).toBe(200)
    expect((await fetch(`${server.url}/en/dev/mailbox`)).status).toBe(200)
    expect((await fetch(`${server.url}/en/debugger`)).status).toBe(200)
  })

  it("never turns a 404 into a 304, whatever the request's validator", async () => {
    const etag = (await fetch(`${server.url}/en/`)).headers.get("etag")!
    expect((await fetch(`${server.url}/en/`, { headers: { "if-none-match": etag } })).status).toBe(304)
    expect((await fetch(`${server.url}/en/nothing`, { headers: { "if-none-match": etag } })).status).toBe(404)
  })
})

describe("page paths of a production server", () => {
  const server = useTestServer(databasesUnderTest[0]!, { clientDir, production: true })

  it("has no dev pages: the debugger and the mailbox are unknown paths", async () => {
    expect((await fetch(`${server.url}/en/dev/mailbox`)).status).toBe(404)
    expect((await fetch(`${server.url}/en/debugger`)).status).toBe(404)
    expect((await fetch(`${server.url}/en/line`)).status).toBe(200)
  })
})
