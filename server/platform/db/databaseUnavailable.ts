import { Data } from "effect"

/** The database cannot be used at all (unreachable, malformed URL, data folder locked): the server does not start. */
export class DatabaseUnavailable extends Data.TaggedError("DatabaseUnavailable")<{ readonly message: string }> {}
