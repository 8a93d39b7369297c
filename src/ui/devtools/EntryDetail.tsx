import { useMemo } from "react"
import { useTranslation } from "react-i18next"
import { encodeStates } from "../../commands/exchange"
import type { LogEntry } from "../../commands/entry"
import type { Checkpoint } from "../../commands/log"
import { projectionsOf } from "../../projections/fold"
import type { States } from "../../projections/registry"
import { Badge } from "../kit/Badge"
import { areaOf, encodedBodyOf, tagOf } from "./entryFacts"

interface EntryDetailProps {
  /** The selected entry, or the checkpoint when its row is selected; null when nothing is. */
  readonly selected: LogEntry | Checkpoint | null
  /** Every projection's state right after the selection (replayed, never the live store). */
  readonly states: States | null
  readonly onSelect: (seq: number) => void
}

const isEntry = (selected: LogEntry | Checkpoint): selected is LogEntry => "kind" in selected

/** The selected entry's body as exported, and the state of every projection after it. */
export const EntryDetail = ({ selected, states, onSelect }: EntryDetailProps) => {
  const { t } = useTranslation("devtools")
  const encodedStates = useMemo(() => (states === null ? null : encodeStates(states)), [states])
  if (selected === null || encodedStates === null) {
    return (
      <section className="card devtools__detail" aria-label={t("detailLabel")}>
        <p className="muted">{t("nothingSelected")}</p>
      </section>
    )
  }
  const entry = isEntry(selected) ? selected : null
  // The projections that fold this entry's event open by themselves: that is where it changed something.
  const folding = new Set<string>(entry?.kind === "event" ? projectionsOf(tagOf(entry)).names : [])
  return (
    <section className="card devtools__detail" aria-label={t("detailLabel")}>
      {entry === null ? (
        <h2 className="devtools__detail-title">{t("checkpoint")}</h2>
      ) : (
        <>
          <h2 className="devtools__detail-title" data-testid="detail-tag">
            <span className="muted">#{entry.seq}</span> {tagOf(entry)}
          </h2>
          <p className="devtools__meta muted">
            {entry.kind} · {areaOf(entry)} · {entry.source} · {new Date(entry.at).toISOString()}
            {entry.causedBy === undefined ? null : (
              <>
                {" · "}
                <button type="button" className="devtools__link" onClick={() => onSelect(entry.causedBy!)}>
                  {t("causedBy", { seq: entry.causedBy })}
                </button>
              </>
            )}
          </p>
          <h3>{t("body")}</h3>
          <pre className="devtools__code" data-testid="entry-body">
            {JSON.stringify(encodedBodyOf(entry), null, 2)}
          </pre>
        </>
      )}
      <h3>{entry === null ? t("stateAtCheckpoint", { seq: selected.seq }) : t("stateAfter", { seq: selected.seq })}</h3>
      <p className="muted devtools__note">{t("stateNote")}</p>
      {Object.entries(encodedStates).map(([name, state]) => (
        <details key={`${selected.seq}:${name}`} className="devtools__state" open={folding.has(name)} data-testid={`state-${name}`}>
          <summary>
            {name}
            {folding.has(name) ? <Badge>{t("foldedBy")}</Badge> : null}
          </summary>
          <pre className="devtools__code">{JSON.stringify(state, null, 2)}</pre>
        </details>
      ))}
    </section>
  )
}
