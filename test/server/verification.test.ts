import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { JPEG_1X1, JPEG_START, PDF_START, PLAIN_TEXT, PNG_1X1, PNG_SIGNATURE, TINY_PDF, WINDOWS_PROGRAM } from "../support/documentFiles"
import { signedInCookie } from "./support/accounts"
import { databasesUnderTest, oneDatabase } from "./support/databases"
import { cookieHeader, newSession } from "./support/http"
import { useTestServer } from "./support/testServer"

const OPERATOR_TOKEN = "operator-token-for-the-verification-tests-0123456789"

interface Doc {
  readonly id: number
  readonly kind: string
  readonly fileName: string
  readonly contentType: string
  readonly status: string
  readonly reason: string | null
}
interface State {
  readonly status: string
  readonly missing: ReadonlyArray<string>
  readonly documents: ReadonlyArray<Doc>
  readonly convertStatus: number
}

describe.each(oneDatabase)("verification documents on $label", (db) => {
  const server = useTestServer(db, { operatorToken: Redacted.make(OPERATOR_TOKEN) })
  let nextUser = 5000
  const player = () => signedInCookie(server.url, server.database, nextUser++)

  const form = (kind: string, files: ReadonlyArray<readonly [Buffer, string, string]>) => {
    const body = new FormData()
    body.append("kind", kind)
    for (const [bytes, name, type] of files) body.append("file", new Blob([new Uint8Array(bytes)], { type }), name)
    return body
  }
  const upload = (cookie: string | undefined, body: FormData) =>
    fetch(`${server.url}/web-api/account/verification/documents`, { method: "POST", headers: cookie === undefined ? {} : cookieHeader(cookie), body })
  const stateOf = async (cookie: string): Promise<State> => {
    const response = await fetch(`${server.url}/web-api/account/verification`, { headers: cookieHeader(cookie) })
    expect(response.status).toBe(200)
    return (await response.json()) as State
  }
  const operator = (path: string, body?: unknown, token: string | null = OPERATOR_TOKEN) =>
    fetch(`${server.url}/web-api/operator/verification/${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: { ...(token === null ? {} : { "x-operator-token": token }), ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })

  it("keeps a PNG, JPEG or PDF as pending, judged by its bytes, and shows it to its owner", async () => {
    const cookie = await player()
    expect(await stateOf(cookie)).toMatchObject({ status: "not_started", missing: ["passport", "selfie", "address"], documents: [], convertStatus: 0 })
    expect((await upload(cookie, form("passport", [[PNG_1X1, "passport.png", "image/png"]]))).status).toBe(200)
    // A browser that does not know the type says octet-stream, and a name without an extension says nothing: the bytes decide.
    expect((await upload(cookie, form("selfie", [[JPEG_1X1, "scan", "application/octet-stream"]]))).status).toBe(200)
    const response = await upload(cookie, form("address", [[TINY_PDF, "C:\\Users\\me\\bill.pdf", "application/pdf"]]))
    expect(response.status).toBe(200)
    const state = (await response.json()) as State
    expect(state.status).toBe("pending")
    expect(state.missing).toEqual([])
    expect(state.documents.map((d) => [d.kind, d.fileName, d.contentType, d.status])).toEqual([
      ["passport", "passport.png", "image/png", "pending"],
      ["selfie", "scan", "image/jpeg", "pending"],
      ["address", "bill.pdf", "application/pdf", "pending"]
    ])
  })

  it("refuses a renamed program and plain text with 415, and keeps nothing", async () => {
    const cookie = await player()
    for (const [bytes, name] of [
      [WINDOWS_PROGRAM, "passport.png"],
      [PLAIN_TEXT, "passport.pdf"]
    ] as const) {
      const response = await upload(cookie, form("passport", [[bytes, name, "image/png"]]))
      expect(response.status, name).toBe(415)
      expect(await response.json()).toMatchObject({ _tag: "DocumentTypeRefused" })
    }
    expect((await stateOf(cookie)).documents).toEqual([])
  })

  it("refuses with 415 a file cut off after its first bytes, an empty one, and one whose name or declared type is another type's", async () => {
    const cookie = await player()
    for (const [bytes, name, type] of [
      [PNG_SIGNATURE, "passport.png", "image/png"],
      [PNG_1X1.subarray(0, PNG_1X1.byteLength - 1), "passport.png", "image/png"],
      [JPEG_START, "passport.jpg", "image/jpeg"],
      [PDF_START, "passport.pdf", "application/pdf"],
      [Buffer.alloc(0), "passport.png", "image/png"],
      [PNG_1X1, "passport.jpg", "image/png"],
      [JPEG_1X1, "scan.txt", "application/octet-stream"],
      [PNG_1X1, "passport.png", "image/jpeg"],
      [TINY_PDF, "bill", "image/png"]
    ] as const) {
      const response = await upload(cookie, form("passport", [[bytes, name, type]]))
      expect(response.status, `${name} ${type} ${bytes.byteLength} bytes`).toBe(415)
      expect(await response.json()).toMatchObject({ _tag: "DocumentTypeRefused" })
    }
    expect(server.logs.filter((line) => line.includes("level=ERROR"))).toEqual([])
    expect((await stateOf(cookie)).documents).toEqual([])
  })

  it("refuses a file over 5 MiB with 413, two files in one form, and an unknown kind with 400", async () => {
    const cookie = await player()
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024, 1)])
    const bigAnswer = await upload(cookie, form("passport", [[big, "big.png", "image/png"]]))
    expect(bigAnswer.status).toBe(413)
    const two = await upload(cookie, form("passport", [[PNG_1X1, "a.png", "image/png"], [PNG_1X1, "b.png", "image/png"]]))
    expect(two.status).toBe(400)
    const many = await upload(cookie, form("passport", Array.from({ length: 6 }, (_, i) => [PNG_1X1, `${i}.png`, "image/png"] as const)))
    expect(many.status).toBe(400)
    expect((await upload(cookie, form("driving_licence", [[PNG_1X1, "a.png", "image/png"]]))).status).toBe(400)
    expect((await stateOf(cookie)).documents).toEqual([])
  })

  it("keeps at most 12 documents per player: the 13th is refused with 409", async () => {
    const cookie = await player()
    for (let i = 0; i < 12; i++) expect((await upload(cookie, form("passport", [[PNG_1X1, `p${i}.png`, "image/png"]]))).status).toBe(200)
    const response = await upload(cookie, form("passport", [[PNG_1X1, "p12.png", "image/png"]]))
    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({ _tag: "DocumentLimitReached" })
    expect((await stateOf(cookie)).documents).toHaveLength(12)
  })

  it("answers 401 to a visitor and a guest, and 404 for another player's document", async () => {
    const guest = await newSession(server.url)
    for (const cookie of [undefined, guest]) {
      expect((await upload(cookie, form("passport", [[PNG_1X1, "p.png", "image/png"]]))).status).toBe(401)
      const headers = cookie === undefined ? {} : cookieHeader(cookie)
      expect((await fetch(`${server.url}/web-api/account/verification`, { headers })).status).toBe(401)
      expect((await fetch(`${server.url}/web-api/account/verification/documents/1`, { headers })).status).toBe(401)
    }
    const owner = await player()
    const other = await player()
    expect((await upload(owner, form("passport", [[PNG_1X1, "p.png", "image/png"]]))).status).toBe(200)
    const [doc] = (await stateOf(owner)).documents
    const mine = await fetch(`${server.url}/web-api/account/verification/documents/${doc!.id}`, { headers: cookieHeader(owner) })
    expect(mine.status).toBe(200)
    expect(await mine.json()).toMatchObject({ id: doc!.id, kind: "passport", status: "pending" })
    const theirs = await fetch(`${server.url}/web-api/account/verification/documents/${doc!.id}`, { headers: cookieHeader(other) })
    expect(theirs.status).toBe(404)
    expect(await theirs.json()).toMatchObject({ _tag: "DocumentNotFound" })
  })

  it("changes a status only for the operator: verify, reject with a reason, once each", async () => {
    const cookie = await player()
    for (const kind of ["passport", "selfie", "address"]) await upload(cookie, form(kind, [[PNG_1X1, `${kind}.png`, "image/png"]]))
    const [passport, selfie, address] = (await stateOf(cookie)).documents
    // Without the token, or with a wrong one (a player's cookie included), nothing moves.
    for (const token of [null, "wrong", OPERATOR_TOKEN.slice(0, -1) + "X"]) {
      expect((await operator(`documents/${passport!.id}/verify`, {}, token)).status).toBe(401)
    }
    const asPlayer = await fetch(`${server.url}/web-api/operator/verification/documents/${passport!.id}/verify`, {
      method: "POST",
      headers: { ...cookieHeader(cookie), "content-type": "application/json" },
      body: "{}"
    })
    expect(asPlayer.status).toBe(401)
    expect((await stateOf(cookie)).status).toBe("pending")

    const queue = (await (await operator("documents")).json()) as ReadonlyArray<Doc & { userId: number }>
    expect(queue.filter((d) => [passport!.id, selfie!.id, address!.id].includes(d.id)).map((d) => d.status)).toEqual(["pending", "pending", "pending"])

    expect((await operator(`documents/${passport!.id}/verify`, {})).status).toBe(200)
    expect((await operator(`documents/${selfie!.id}/verify`, {})).status).toBe(200)
    const rejected = await operator(`documents/${address!.id}/reject`, { reason: "The bill is older than three months" })
    expect(rejected.status).toBe(200)
    let state = await stateOf(cookie)
    expect(state.status).toBe("rejected")
    expect(state.missing).toEqual(["address"])
    expect(state.documents.find((d) => d.id === address!.id)).toMatchObject({ status: "rejected", reason: "The bill is older than three months" })

    // Decided once: a second decision is a 409; an unknown document a 404; an empty reason a 400.
    expect((await operator(`documents/${passport!.id}/reject`, { reason: "changed my mind" })).status).toBe(409)
    expect((await operator(`documents/99999999/verify`, {})).status).toBe(404)
    expect((await operator(`documents/${address!.id}/reject`, { reason: "  " })).status).toBe(400)

    // A new proof of address, verified: the player is verified and may convert into the main account.
    await upload(cookie, form("address", [[TINY_PDF, "bill-new.pdf", "application/pdf"]]))
    state = await stateOf(cookie)
    expect(state.status).toBe("pending")
    const fresh = state.documents.find((d) => d.fileName === "bill-new.pdf")!
    await operator(`documents/${fresh.id}/verify`, {})
    state = await stateOf(cookie)
    expect(state.status).toBe("verified")
    expect(state.convertStatus).toBe(1)
  })
})

describe("a server without an operator token", () => {
  const server = useTestServer(databasesUnderTest[0]!)
  it("refuses every operator call, whatever token is sent", async () => {
    for (const token of [undefined, "", "anything"]) {
      const response = await fetch(`${server.url}/web-api/operator/verification/documents`, { headers: token === undefined ? {} : { "x-operator-token": token } })
      expect(response.status).toBe(401)
    }
  })
})
