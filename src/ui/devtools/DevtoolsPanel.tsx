import { Either } from "effect"
import { useMemo, useState } from "react"
import { useTranslation } from "react-i18next"
import type { ImportedLog } from "../../commands/exchange"
import { eventVersions } from "../../commands/registry"
import { useApp } from "../AppContext"
import { downloadLog } from "./downloadLog"
import { EntryDetail } from "./EntryDetail"
import { EntryList } from "./EntryList"
import { filterEntries, filterOptions, NO_FILTER } from "./filterEntries"
import { importLogInSteps } from "./importInSteps"
import { LogFacts } from "./LogFacts"
import { type BrowsedLog, countUpTo, createStatesCache } from "./timeTravel"
import { type Showing, Toolbar } from "./Toolbar"
import { useLogFeed } from "./useLogFeed"

interface ImportedFile {
  readonly name: string
  readonly log: ImportedLog
}

/**
 * The devtools panel: this tab's log (following it as it grows) or an imported file, filtered, one entry selected
 * with its body and the state of every projection after it. Everything here is the panel's own React state; the
 * live app's log and store are only read, so browsing never changes what it browses.
 */
export const DevtoolsPanel = () => {
  const { t } = useTranslation("devtools")
  const app = useApp()
  const lastSeq = useLogFeed(app.log)
  const [file, setFile] = useState<ImportedFile | null>(null)
  const [showing, setShowing] = useState<Showing>("live")
  const [filter, setFilter] = useState(NO_FILTER)
  const [selected, setSelected] = useState<number | null>(null)
  /** Percent of the file read while an import runs, else null. */
  const [importing, setImporting] = useState<number | null>(null)
  const [importError, setImportError] = useState<string | null>(null)
  const statesAfter = useMemo(createStatesCache, [])

  // A new object whenever the live log grew: the entries array itself is appended to in place.
  const live = useMemo((): BrowsedLog => ({ checkpoint: app.log.checkpoint, entries: app.log.entries }), [app.log, lastSeq])
  const browsed: BrowsedLog = showing === "file" && file !== null ? file.log : live
  const header = showing === "file" && file !== null ? file.log.header : { ...app.log.options, eventVersions }
  const options = useMemo(() => filterOptions(browsed.entries), [browsed])
  const rows = useMemo(() => filterEntries(browsed.entries, filter), [browsed, filter])

  const selectedEntry = useMemo(() => {
    if (selected === null) return null
    if (browsed.checkpoint !== null && selected === browsed.checkpoint.seq) return browsed.checkpoint
    const entry = browsed.entries[countUpTo(browsed.entries, selected) - 1]
    return entry?.seq === selected ? entry : null
  }, [browsed, selected])
  const states = selectedEntry === null || selected === null ? null : statesAfter(browsed, selected)

  const show = (next: Showing) => {
    setShowing(next)
    setSelected(null)
  }

  const importFile = async (chosen: File) => {
    setImportError(null)
    setImporting(0)
    const result = await importLogInSteps(await chosen.text(), (read, lines) => {
      setImporting(Math.floor((read / lines) * 100))
      // One frame between steps: the progress paints and the page keeps answering.
      return new Promise((resolve) => requestAnimationFrame(() => resolve()))
    })
    setImporting(null)
    if (Either.isLeft(result)) {
      setImportError(t("importFailed", { name: chosen.name, message: result.left.message }))
      return
    }
    setFile({ name: chosen.name, log: result.right })
    show("file")
  }

  return (
    <>
      <Toolbar
        showing={showing}
        fileName={file?.name ?? null}
        onShow={show}
        filter={filter}
        options={options}
        onFilter={setFilter}
        shown={rows.length}
        total={browsed.entries.length}
        importing={importing}
        onImport={(chosen) => void importFile(chosen)}
        onDownload={() => downloadLog(app.log)}
      />
      {importError === null ? null : (
        <p className="devtools__error" role="alert">
          {importError}
        </p>
      )}
      <LogFacts header={header} checkpoint={browsed.checkpoint} skipped={showing === "file" && file !== null ? file.log.skipped : []} />
      <div className="devtools__panes">
        <EntryList key={showing} checkpoint={browsed.checkpoint} entries={rows} selected={selected} onSelect={setSelected} follow={showing === "live"} />
        <EntryDetail selected={selectedEntry} states={states} onSelect={setSelected} />
      </div>
    </>
  )
}
