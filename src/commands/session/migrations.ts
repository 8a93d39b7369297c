import type { EventMigration } from "../migrations"

export const sessionMigrations: ReadonlyArray<EventMigration> = [
  {
    // v1 named the waiting command by its log seq, which compaction may drop; v2 carries the command itself.
    // A v1 entry cannot say which command it was: it waits as an unknown command that an answer cannot rerun.
    tag: "CaptchaRequested",
    from: 1,
    migrate: ({ commandSeq: _seq, ...body }) => ({ ...body, command: { _tag: "Unknown" } })
  },
  {
    // v2 says which commands a declined captcha failed and which code it was; v1 logs did not record them.
    tag: "CaptchaClosed",
    from: 1,
    migrate: (body) => ({ ...body, code: 0, declined: [] })
  }
]
