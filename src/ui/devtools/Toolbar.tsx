import { type ChangeEvent, useId } from "react"
import { useTranslation } from "react-i18next"
import type { EntryFilter, FilterOptions } from "./filterEntries"
import { buttonClass } from "../kit/Button"

/** Which log the panel shows: this tab's, or the last imported file. */
export type Showing = "live" | "file"

interface ToolbarProps {
  readonly showing: Showing
  /** The imported file's name, once there is one. */
  readonly fileName: string | null
  readonly onShow: (showing: Showing) => void
  readonly filter: EntryFilter
  readonly options: FilterOptions
  readonly onFilter: (filter: EntryFilter) => void
  readonly shown: number
  readonly total: number
  /** Percent of the file read while an import runs, else null. */
  readonly importing: number | null
  readonly onImport: (file: File) => void
  readonly onDownload: () => void
}

/** The filter selects offer "all" first; a chosen value stays listed even if the other log lacks it. */
const FilterSelect = ({ label, value, values, onChange }: {
  readonly label: string
  readonly value: string | null
  readonly values: ReadonlyArray<string>
  readonly onChange: (value: string | null) => void
}) => {
  const { t } = useTranslation("devtools")
  const id = useId()
  const listed = value === null || values.includes(value) ? values : [value, ...values]
  return (
    <div className="devtools__control">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="devtools__input" value={value ?? ""} onChange={(event) => onChange(event.target.value === "" ? null : event.target.value)}>
        <option value="">{t("filterAll")}</option>
        {listed.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Source, filters, search, entry count, import and download, in one row above the list. */
export const Toolbar = (props: ToolbarProps) => {
  const { t } = useTranslation("devtools")
  const sourceId = useId()
  const searchId = useId()
  const fileId = useId()
  const { filter, onFilter } = props
  const onFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Cleared so that choosing the same file again imports it again.
    event.target.value = ""
    if (file !== undefined) props.onImport(file)
  }
  return (
    <div className="card devtools__toolbar" role="group" aria-label={t("toolbar")}>
      <div className="devtools__control">
        <label htmlFor={sourceId}>{t("source")}</label>
        <select id={sourceId} className="devtools__input" value={props.showing} onChange={(event) => props.onShow(event.target.value as Showing)}>
          <option value="live">{t("sourceLive")}</option>
          {props.fileName === null ? null : <option value="file">{t("sourceFile", { name: props.fileName })}</option>}
        </select>
      </div>
      <FilterSelect label={t("filterKind")} value={filter.kind} values={props.options.kinds} onChange={(kind) => onFilter({ ...filter, kind })} />
      <FilterSelect label={t("filterArea")} value={filter.area} values={props.options.areas} onChange={(area) => onFilter({ ...filter, area })} />
      <FilterSelect label={t("filterSource")} value={filter.source} values={props.options.sources} onChange={(source) => onFilter({ ...filter, source })} />
      <div className="devtools__control devtools__control--search">
        <label htmlFor={searchId}>{t("searchTag")}</label>
        <input
          id={searchId}
          type="search"
          className="devtools__input"
          placeholder={t("searchPlaceholder")}
          value={filter.tag}
          onChange={(event) => onFilter({ ...filter, tag: event.target.value })}
        />
      </div>
      <p className="devtools__count muted" data-testid="entry-count">
        {t("shown", { shown: props.shown, total: props.total })}
      </p>
      <div className="devtools__actions">
        <input id={fileId} type="file" accept=".jsonl,.json,.txt,application/jsonl,text/plain" className="visually-hidden" disabled={props.importing !== null} onChange={onFileChange} />
        <label htmlFor={fileId} className={buttonClass("secondary", "devtools__file-button")} aria-disabled={props.importing !== null}>
          {props.importing === null ? t("importFile") : t("importing", { percent: props.importing })}
        </label>
        <button type="button" className={buttonClass("primary")} onClick={props.onDownload}>
          {t("download")}
        </button>
      </div>
    </div>
  )
}
