/**
 * The server renders the first route (ARCHITECTURE 10) and writes the log's entries it made into the page, in a
 * `<script type="application/json">` with this id; the browser's app begins with them.
 */
export const FIRST_PAINT_ENTRIES_ID = "first-paint-log"
