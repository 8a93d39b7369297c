/**
 * The server renders the first route (ARCHITECTURE 10) and writes the log's entries it made into the page, in a
 * `<script type="application/json">` with this id; the browser's app begins with them.
 */
export const FIRST_PAINT_ENTRIES_ID = "first-paint-log"

/**
 * The parts of the page with code of their own that the render shows (the one-tap bar, a modal), space-separated in
 * this attribute of the entries' element: the browser loads them before it hydrates. A name is letters only, so it
 * needs no escaping in the attribute.
 */
export const FIRST_PAINT_PARTS_ATTRIBUTE = "data-parts"
export const isPartName = (name: string): boolean => /^[A-Za-z]{1,40}$/.test(name)

/** The attribute's value for these parts; anything not a name is left out. */
export const partsAttributeValue = (names: ReadonlyArray<string>): string => names.filter(isPartName).join(" ")

/** The part names of the attribute's value; anything not a name is left out. */
export const partNamesOf = (value: string | null | undefined): ReadonlyArray<string> => (value ?? "").split(" ").filter(isPartName)
