import { Schema } from "effect"
import { DocumentKind } from "../../domain/account/verification"
import { LanguageCode } from "../../domain/shell/language"
import { captchaAnswer } from "../secret"

/** Reads the player's verification documents and status (SPEC.md 2.5 verification). */
export class LoadVerification extends Schema.TaggedClass<LoadVerification>()("LoadVerification", { ...captchaAnswer }) {}

/** What the log keeps of a chosen file: its name, size and type. The bytes are the player's papers: never logged. */
const FileFacts = Schema.Struct({ name: Schema.String, size: Schema.Number, type: Schema.String })

const isFile = (u: unknown): u is File => typeof File !== "undefined" && u instanceof File

/**
 * The file the player chose. A command carries the File itself while it runs; its logged form is FileFacts, and a
 * log read back gives an empty File of that name and type (a re-run answers the upload from the log anyway).
 */
export const DocumentFile = Schema.transform(
  FileFacts,
  Schema.declare(isFile, {
    identifier: "File",
    arbitrary: () => (fc) => fc.constantFrom("passport.png", "bill.pdf").map((name) => new File([], name, { type: "image/png" }))
  }),
  {
    strict: true,
    decode: (facts) => new File([], facts.name, { type: facts.type }),
    encode: (file) => ({ name: file.name, size: file.size, type: file.type })
  }
)

/** The player sends a document of `kind`: its upload flag goes up, then SendDocument sends it. */
export class UploadDocument extends Schema.TaggedClass<UploadDocument>()("UploadDocument", { kind: DocumentKind, file: DocumentFile }) {}

/** Sends the document as multipart/form-data once its upload flag is up. */
export class SendDocument extends Schema.TaggedClass<SendDocument>()("SendDocument", { kind: DocumentKind, file: DocumentFile, ...captchaAnswer }) {}

/**
 * The player starts the online identity check: the server opens it at the provider, and the browser leaves for the
 * provider's page (through the site, which knows where it is). `lng` is the language of the provider's pages and of
 * the page the player comes back to.
 */
export class StartIdentityCheck extends Schema.TaggedClass<StartIdentityCheck>()("StartIdentityCheck", { lng: LanguageCode, ...captchaAnswer }) {}

export const verificationCommands = [LoadVerification, UploadDocument, SendDocument, StartIdentityCheck] as const
