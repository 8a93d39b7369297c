/**
 * Real files of each kind for the verification tests, written out by hand: a 1 x 1 PNG, a JPEG's start, a tiny
 * PDF, a Windows program (MZ header) and plain text. The server judges them by their bytes.
 */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64"
)

export const JPEG_START = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF\0", "latin1"), Buffer.alloc(64, 0)])

export const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1")

/** A Windows executable's header: what a renamed passport.png.exe really is. */
export const WINDOWS_PROGRAM = Buffer.concat([Buffer.from("MZ", "latin1"), Buffer.alloc(58, 0), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64, 0), Buffer.from("PE\0\0", "latin1"), Buffer.alloc(64, 0)])

export const PLAIN_TEXT = Buffer.from("this is not a passport\n", "utf8")
