import { mailboxProjection } from "./mailbox"

export const devtoolsProjections = { mailbox: mailboxProjection } as const
