import { fileTypeFromBuffer } from "file-type"
import { Effect } from "effect"
import { ACCEPTED_DOCUMENT_TYPES, type AcceptedDocumentType, MAX_DOCUMENT_BYTES } from "../../src/domain/account/verification"

/**
 * Whether an uploaded file is the document it says it is, judged by its bytes: a JPEG, PNG or PDF (file-type reads
 * the real type), whole (a file cut off after its first bytes is no document the operator can open), and what its
 * name and the browser's declared type say it is (a PNG named passport.jpg is refused, so what the player sees in
 * their folder is what the operator gets). Answers the real type, or why the file is refused.
 */
export type DocumentVerdict = { readonly ok: true; readonly type: AcceptedDocumentType } | { readonly ok: false; readonly reason: string }

/** The names a file of each accepted type may carry, and the types a browser may declare for it. */
const EXTENSIONS: Readonly<Record<AcceptedDocumentType, ReadonlyArray<string>>> = {
  "image/jpeg": ["jpg", "jpeg", "jpe", "jfif"],
  "image/png": ["png"],
  "application/pdf": ["pdf"]
}
const DECLARED: Readonly<Record<AcceptedDocumentType, ReadonlyArray<string>>> = {
  "image/jpeg": ["image/jpeg", "image/jpg", "image/pjpeg"],
  "image/png": ["image/png"],
  "application/pdf": ["application/pdf"]
}
/** What a browser declares when it does not know the type: no claim to check. */
const UNDECLARED = new Set(["", "application/octet-stream"])

const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82])
/** PDF readers look for the end-of-file marker within the last kilobyte. */
const PDF_TAIL_BYTES = 1024

/** The file ends as its format ends: a PNG with its IEND chunk, a JPEG with its end-of-image marker, a PDF with %%EOF. */
const isWhole = (type: AcceptedDocumentType, content: Buffer): boolean => {
  switch (type) {
    case "image/png":
      return content.byteLength >= 8 + 25 + PNG_END.byteLength && content.subarray(content.byteLength - PNG_END.byteLength).equals(PNG_END)
    case "image/jpeg": {
      // Some cameras pad after the end marker with zero bytes.
      let end = content.byteLength
      while (end > 0 && content[end - 1] === 0) end--
      return end >= 4 && content[end - 2] === 0xff && content[end - 1] === 0xd9
    }
    case "application/pdf":
      return content.subarray(Math.max(0, content.byteLength - PDF_TAIL_BYTES)).includes("%%EOF")
  }
}

const isAccepted = (mime: string | undefined): mime is AcceptedDocumentType =>
  mime !== undefined && (ACCEPTED_DOCUMENT_TYPES as ReadonlyArray<string>).includes(mime)

const extensionOf = (name: string): string | undefined => {
  const base = name.split(/[\\/]/).pop() ?? ""
  const dot = base.lastIndexOf(".")
  return dot <= 0 ? undefined : base.slice(dot + 1).toLowerCase()
}

export const judgeDocument = (content: Buffer, declared: { readonly name: string; readonly contentType: string }): Effect.Effect<DocumentVerdict> =>
  Effect.gen(function* () {
    if (content.byteLength === 0 || content.byteLength > MAX_DOCUMENT_BYTES) return { ok: false, reason: "the file is empty or too large" }
    // file-type reads past the signature; a file cut off there makes it throw, which says the same as no type.
    const found = yield* Effect.tryPromise(() => fileTypeFromBuffer(content)).pipe(Effect.orElseSucceed(() => undefined))
    if (!isAccepted(found?.mime)) return { ok: false, reason: "only JPEG, PNG and PDF files are accepted" }
    const type = found.mime
    if (!isWhole(type, content)) return { ok: false, reason: "the file is cut off: send the whole file" }
    const extension = extensionOf(declared.name)
    if (extension !== undefined && !EXTENSIONS[type].includes(extension)) return { ok: false, reason: `the file's name does not match its content (${type})` }
    const claimed = declared.contentType.split(";")[0]?.trim().toLowerCase() ?? ""
    if (!UNDECLARED.has(claimed) && !DECLARED[type].includes(claimed)) return { ok: false, reason: `the file's declared type does not match its content (${type})` }
    return { ok: true, type }
  })
