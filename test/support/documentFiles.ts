/**
 * Real files of each kind for the verification tests, written out by hand: a 1 x 1 PNG and JPEG, a tiny PDF, the
 * same cut off after their first bytes, a Windows program (MZ header) and plain text. The server judges them by
 * their bytes.
 */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64"
)

/** A 1 x 1 JPEG as Chromium's canvas writes it (with its colour profile). */
export const JPEG_1X1 = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAA" +
    "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" +
    "AAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAA" +
    "ABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1" +
    "AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAP" +
    "KnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/" +
    "2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi" +
    "9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAA" +
    "AAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2g" +
    "AMAwEAAhEDEQA/AKAAD//Z",
  "base64"
)

/** A JPEG's start and nothing after its header: what an upload cut off early leaves. */
export const JPEG_START = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from("JFIF\0", "latin1"), Buffer.alloc(64, 0)])

/** The eight bytes of a PNG's signature alone. */
export const PNG_SIGNATURE = PNG_1X1.subarray(0, 8)

/** A PDF's header line and no document. */
export const PDF_START = Buffer.from("%PDF-1.4\n", "latin1")

export const TINY_PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1")

/** A Windows executable's header: what a renamed passport.png.exe really is. */
export const WINDOWS_PROGRAM = Buffer.concat([Buffer.from("MZ", "latin1"), Buffer.alloc(58, 0), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64, 0), Buffer.from("PE\0\0", "latin1"), Buffer.alloc(64, 0)])

export const PLAIN_TEXT = Buffer.from("this is not a passport\n", "utf8")
