import { CheckSession } from "../src/commands/session/commands"
import { Navigate } from "../src/commands/shell/commands"
import { ConfigGroupsLoaded, ConfigLoaded } from "../src/commands/config/events"
import { Navigated } from "../src/commands/shell/events"
import { SessionChecked } from "../src/commands/session/events"
import { SettingsChanged } from "../src/commands/settings/events"
import { EventLog } from "../src/commands/log"
import { demoConfig } from "../test/support/demoConfig"

/**
 * A log shaped like a long browsing session: mostly navigations and setting changes, regular session checks,
 * the occasional config reload. Deterministic (a fixed linear congruential sequence), so runs compare.
 */
export const generateLog = (events: number): EventLog => {
  const log = new EventLog({ maxEntries: Number.MAX_SAFE_INTEGER, startedAt: 1_700_000_000_000, appVersion: "bench" })
  let seed = 42
  const rand = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }
  const langs = ["en", "ru", "de"]
  const sections = ["live", "line", "casino", "slots", "results", "bonuses"]
  const config = demoConfig()
  let at = 1_700_000_000_000
  for (let i = 0; i < events; i++) {
    at += 1 + rand(500)
    const pick = rand(100)
    const lng = langs[rand(langs.length)]!
    if (pick < 55) {
      const cmd = log.append({ kind: "command", at, source: "user", body: new Navigate({ to: `/${lng}/${sections[rand(6)]}`, mode: "push" }) })
      log.append({ kind: "event", at, source: "user", causedBy: cmd.seq, body: new Navigated({ path: `/${lng}/${sections[rand(6)]}/${rand(1000)}`, search: "", lng, mode: "push" }) })
    } else if (pick < 80) {
      log.append({ kind: "event", at, source: "user", body: new SettingsChanged({ patch: { appTheme: rand(2) as 0 | 1, compactView: rand(2) as 0 | 1 } }) })
    } else if (pick < 97) {
      const cmd = log.append({ kind: "command", at, source: "timer", body: new CheckSession({}) })
      const userId = rand(3) === 0 ? null : 1000 + rand(5)
      // The server's answer, as the bus records it (ARCHITECTURE 3): re-run serves it, replay skips it.
      const exit = { _tag: "Success", value: { userId } }
      log.append({ kind: "answer", at, source: "server", causedBy: cmd.seq, body: { call: "Api.session.check", input: [{ headers: {} }], exit } })
      log.append({ kind: "event", at, source: "server", causedBy: cmd.seq, body: new SessionChecked({ userId }) })
    } else if (pick < 99) {
      log.append({ kind: "event", at, source: "server", body: new ConfigGroupsLoaded({ lang: lng, groups: { coupon: { step: 100 + rand(5) } } }) })
    } else {
      log.append({ kind: "event", at, source: "server", body: new ConfigLoaded({ lang: lng, config }) })
    }
  }
  return log
}
