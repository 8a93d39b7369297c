import { useSignals } from "@preact/signals-react/runtime"
import { Schema } from "effect"
import { useTranslation } from "react-i18next"
import { LogEntry } from "../../commands/entry"
import { projections } from "../../projections/registry"
import { useApp } from "../AppContext"
import { downloadLog } from "./downloadLog"
import { useLogFeed } from "./useLogFeed"

/** How many of the newest entries the page lists; the download has them all. */
const SHOWN_ENTRIES = 200

/** Entries as the export writes them: secrets show as "<redacted>", exactly as in the downloaded file. */
const encodeEntry = Schema.encodeSync(LogEntry)

const time = (at: number): string => new Date(at).toISOString().slice(11, 23)

/**
 * SPEC.md 2.8, non-production only: the event log of this tab (size, checkpoint, the newest entries), the state
 * of every projection, and the download of the whole log as JSON Lines for a bug report.
 */
export const DebuggerPage = () => {
  useSignals()
  const { t, i18n } = useTranslation()
  const app = useApp()
  useLogFeed(app.log)
  const { log, store } = app
  const checkpoint = log.checkpoint
  const newest = log.entries.slice(-SHOWN_ENTRIES).reverse()
  const started = new Date(log.options.startedAt).toLocaleString(i18n.resolvedLanguage ?? "en")

  return (
    <div className="container debugger">
      <header className="debugger__head">
        <div>
          <h1>{t("debuggerPage.heading")}</h1>
          <p className="muted">{t("debuggerPage.intro")}</p>
        </div>
        <button type="button" className="button button--primary" onClick={() => downloadLog(log)}>
          {t("debuggerPage.download")}
        </button>
      </header>

      <dl className="debugger__stats">
        <div className="card">
          <dt>{t("debuggerPage.logSize")}</dt>
          <dd data-testid="log-size">{log.size}</dd>
        </div>
        <div className="card">
          <dt>{t("debuggerPage.checkpoint")}</dt>
          <dd data-testid="log-checkpoint">
            {checkpoint === null ? t("debuggerPage.checkpointNone") : t("debuggerPage.checkpointAt", { seq: checkpoint.seq })}
          </dd>
        </div>
        <div className="card">
          <dt>{t("debuggerPage.startedAt")}</dt>
          <dd>{started}</dd>
        </div>
      </dl>

      <section aria-labelledby="debugger-projections">
        <h2 id="debugger-projections">{t("debuggerPage.projections")}</h2>
        <div className="debugger__projections">
          {Object.entries(projections).map(([name, projection]) => {
            const state = store.state[name as keyof typeof projections].value
            const encoded = Schema.encodeSync(projection.schema as Schema.Schema<unknown, unknown>)(state)
            return (
              <details key={name} className="card debugger__projection" open={name !== "siteConfig"}>
                <summary>{name}</summary>
                <pre>{JSON.stringify(encoded, null, 2)}</pre>
              </details>
            )
          })}
        </div>
      </section>

      <section aria-labelledby="debugger-entries">
        <h2 id="debugger-entries">{t("debuggerPage.entries", { count: newest.length })}</h2>
        <div className="card debugger__table-wrap">
          <table className="debugger__table">
            <thead>
              <tr>
                <th scope="col">{t("debuggerPage.colSeq")}</th>
                <th scope="col">{t("debuggerPage.colTime")}</th>
                <th scope="col">{t("debuggerPage.colKind")}</th>
                <th scope="col">{t("debuggerPage.colSource")}</th>
                <th scope="col">{t("debuggerPage.colBody")}</th>
              </tr>
            </thead>
            <tbody>
              {newest.map((entry) => {
                const { body } = encodeEntry(entry)
                const { _tag, ...fields } = body as { _tag: string } & Record<string, unknown>
                return (
                  <tr key={entry.seq} className={`debugger__row debugger__row--${entry.kind}`}>
                    <td>{entry.seq}</td>
                    <td>{time(entry.at)}</td>
                    <td>{entry.kind === "command" ? t("debuggerPage.kindCommand") : t("debuggerPage.kindEvent")}</td>
                    <td>{entry.source}</td>
                    <td>
                      <strong>{_tag}</strong> <code>{JSON.stringify(fields)}</code>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}
