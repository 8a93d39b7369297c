import { useTranslation } from "react-i18next"
import type { LogHeader, SkippedLine } from "../../commands/exchange"
import type { Checkpoint } from "../../commands/log"

interface LogFactsProps {
  readonly header: Pick<LogHeader, "appVersion" | "startedAt" | "eventVersions">
  readonly checkpoint: Checkpoint | null
  /** Lines of an imported file that did not decode: reported here, never silently dropped. */
  readonly skipped: ReadonlyArray<SkippedLine>
}

/** What the log says about itself: the header of a file (or of this tab's export), its checkpoint, skipped lines. */
export const LogFacts = ({ header, checkpoint, skipped }: LogFactsProps) => {
  const { t, i18n } = useTranslation("devtools")
  const versions = Object.entries(header.eventVersions)
  return (
    <section className="card devtools__facts" aria-label={t("fileHeader")}>
      <dl className="devtools__facts-list">
        <div>
          <dt>{t("appVersion")}</dt>
          <dd data-testid="log-app-version">{header.appVersion}</dd>
        </div>
        <div>
          <dt>{t("startedAt")}</dt>
          <dd>{new Date(header.startedAt).toLocaleString(i18n.resolvedLanguage ?? "en")}</dd>
        </div>
        <div>
          <dt>{t("checkpoint")}</dt>
          <dd data-testid="log-checkpoint">{checkpoint === null ? t("checkpointNone") : t("checkpointAt", { seq: checkpoint.seq })}</dd>
        </div>
        <div className="devtools__versions">
          <dt>{t("eventVersions")}</dt>
          <dd>
            <details>
              <summary>{versions.length}</summary>
              <code>{versions.map(([tag, version]) => `${tag} v${version}`).join(", ")}</code>
            </details>
          </dd>
        </div>
      </dl>
      {skipped.length === 0 ? null : (
        <div className="devtools__skipped" role="status">
          <strong>{t("skipped", { count: skipped.length })}</strong>
          <ul>
            {skipped.map((line) => (
              <li key={line.line}>{t("skippedLine", { line: line.line, reason: line.reason })}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
