import { ConfigProvider, Effect } from "effect"
import { describe, expect, it } from "vitest"
import { serverOptionsFromEnv } from "../../server/options"
import { databasesUnderTest } from "./support/databases"
import { freshEmail } from "./support/freshContacts"
import { rawRequest } from "./support/rawHttp"
import { type TestServer, useTestServer } from "./support/testServer"

/**
 * The links of the site's e-mails are absolute (a mail is read far from the site): on PUBLIC_URL when it is set; else
 * on the origin the request came to off production, and on the server's own address in production, whatever Host
 * header a request claims (someone asking a password reset for another's address must not choose where its link goes).
 */

const read = (env: Record<string, string>) =>
  Effect.runPromise(Effect.either(Effect.withConfigProvider(serverOptionsFromEnv, ConfigProvider.fromMap(new Map(Object.entries(env))))))

describe("PUBLIC_URL", () => {
  it("is the site's origin: a trailing slash is dropped; a path, a query, another scheme or no URL at all is refused", async () => {
    const set = await read({ PUBLIC_URL: "https://Play.Oddsfold.test/" })
    expect(set._tag === "Right" && set.right.publicUrl).toBe("https://play.oddsfold.test")
    const absent = await read({})
    expect(absent._tag === "Right" && absent.right.publicUrl).toBeUndefined()
    for (const wrong of ["https://oddsfold.test/site", "https://oddsfold.test/?a=1", "ftp://oddsfold.test", "oddsfold.test", "https://user:pw@oddsfold.test"]) {
      const refused = await read({ PUBLIC_URL: wrong })
      expect(refused._tag, wrong).toBe("Left")
      expect(String(refused._tag === "Left" ? refused.left : ""), wrong).toContain("PUBLIC_URL")
    }
  })
})

/** Asks a password-recovery e-mail for a new address as a browser claiming `host` would; answers the e-mail's link. */
const recoveryLinkVia = async (server: TestServer, host: string): Promise<string> => {
  const email = freshEmail("origin")
  const sent = await rawRequest(server.url, {
    method: "POST",
    path: "/auth-api/password/recovery/send-code",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({ destination: { email }, lang: "en" })
  })
  expect(sent.status).toBe(200)
  const [row] = await server.database.query("select params->>'link' as link, body from outbox_messages where recipient = $1", [email])
  expect(String(row?.["body"])).toContain(String(row?.["link"]))
  return String(row?.["link"])
}

describe.each(databasesUnderTest)("e-mail links on $label", (db) => {
  describe("with PUBLIC_URL", () => {
    const server = useTestServer(db, { publicUrl: "https://play.oddsfold.test" })
    it("are on it, whatever host the request named", async () => {
      expect(await recoveryLinkVia(server, "evil.example")).toMatch(/^https:\/\/play\.oddsfold\.test\/en\/user\/passwordreset\?token=[\w-]+\.[\w-]+\.[\w-]+$/)
    })
  })

  describe("in production without PUBLIC_URL", () => {
    const server = useTestServer(db, { production: true })
    it("are on the server's own address, never on a request's Host header", async () => {
      const link = await recoveryLinkVia(server, "evil.example")
      expect(link.startsWith(`${server.url}/en/user/passwordreset?token=`)).toBe(true)
    })
  })

  describe("off production without PUBLIC_URL", () => {
    const server = useTestServer(db)
    it("are on the origin the request came to (the developer's own address for the site)", async () => {
      expect((await recoveryLinkVia(server, "devbox.local:8080")).startsWith("http://devbox.local:8080/en/user/passwordreset?token=")).toBe(true)
    })
  })
})
