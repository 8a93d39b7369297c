/**
 * SPEC.md 8: the maintenance screen is in Russian for visitors from Azerbaijan, Kazakhstan, Ukraine and Russia
 * (by the geo country the edge reports), in English for everyone else, whatever the URL's language.
 */
const RUSSIAN_READING_COUNTRIES: ReadonlyArray<string> = ["AZ", "KZ", "UA", "RU"]

export const maintenanceLanguage = (geoCountry: string | null): "ru" | "en" =>
  geoCountry !== null && RUSSIAN_READING_COUNTRIES.includes(geoCountry.toUpperCase()) ? "ru" : "en"

/**
 * The maintenance window, when the redirect that sent the visitor here says it: `?from=` and `?to=` as ISO
 * dates or epoch milliseconds. Anything unreadable means no window is shown, rather than a wrong one.
 */
export const maintenanceWindow = (search: string): { readonly from: Date; readonly to: Date } | null => {
  const params = new URLSearchParams(search)
  const from = parseInstant(params.get("from"))
  const to = parseInstant(params.get("to"))
  return from !== null && to !== null && from.getTime() <= to.getTime() ? { from, to } : null
}

const parseInstant = (value: string | null): Date | null => {
  if (value === null || value.trim() === "") return null
  const date = /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}
