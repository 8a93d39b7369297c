import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { contractEndpoints } from "../../../src/adapters/api/endpoints"
import { compileEndpoint } from "../../../src/adapters/api/wire"
import { scriptedHttp } from "./support/scriptedHttp"

/** The contract's document upload: a multipart endpoint, as the client reflects it. */
const upload = contractEndpoints.find((e) => e.key === "account.uploadDocument")!.wire

const state = { status: "pending", missing: ["selfie", "address"], documents: [], convertStatus: 0, identificationEnabled: false, identityCheckAvailable: false, identityCheck: null }

describe("the thin client with a multipart endpoint (the verification upload)", () => {
  it.effect("hands the FormData to the transport as it is, with no content type of its own, and decodes the answer", () =>
    Effect.gen(function* () {
      const server = scriptedHttp(() => ({ status: 200, json: state }))
      const form = new FormData()
      form.append("kind", "passport")
      form.append("file", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "passport.png", { type: "image/png" }))
      const answer = yield* compileEndpoint(upload, "")({ payload: form }, { "x-request": "1" }).pipe(Effect.provide(server.layer))
      const [request] = server.requests
      expect(request!.method).toBe("POST")
      expect(request!.path).toBe("/web-api/account/verification/documents")
      // The very object: fetch writes the multipart body and its boundary into content-type itself.
      expect(request!.body).toBe(form)
      expect(request!.headers).toEqual({ "x-request": "1" })
      expect((request!.body as FormData).get("kind")).toBe("passport")
      expect(((request!.body as FormData).get("file") as File).name).toBe("passport.png")
      expect(answer).toEqual(state)
    }))

  it.effect("a refused file (415) fails with its status and body, for the error model to read", () =>
    Effect.gen(function* () {
      const server = scriptedHttp(() => ({ status: 415, json: { _tag: "DocumentTypeRefused", message: "only JPEG, PNG and PDF files are accepted" } }))
      const failure = yield* Effect.flip(compileEndpoint(upload, "")({ payload: new FormData() }, {}).pipe(Effect.provide(server.layer)))
      expect(failure).toMatchObject({ _tag: "StatusFailed", status: 415 })
    }))
})
