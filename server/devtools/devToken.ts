import { createHmac } from "node:crypto"
import { Redacted } from "effect"

/**
 * The dev token: what the dev mailbox, game finish and market suspension ask for. It is derived from the operator
 * token (HMAC-SHA256 under it, of a fixed label), not the operator token itself:
 * - it is handed out more widely than the operator token: printed in `npm start`'s mailbox link, kept in the
 *   browser tab, typed into a browser's history as the link's fragment; whoever holds it reads the mailbox and plays
 *   games to their end on a dev server, but cannot ban players, send news e-mails or decide documents;
 * - derived, not drawn apart, so every holder of the operator token (the operator file's reader, every process of a
 *   cluster given one OPERATOR_TOKEN) knows the same dev token without a second secret to keep, and the dev token
 *   does not lead back to the operator token.
 * A server without an operator token has no dev token: its dev calls are all refused.
 */
const LABEL = "oddsfold dev tools"

export const devTokenOf = (operatorToken: Redacted.Redacted<string>): Redacted.Redacted<string> =>
  Redacted.make(createHmac("sha256", Redacted.value(operatorToken)).update(LABEL, "utf8").digest("base64url"))
