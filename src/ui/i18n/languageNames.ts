/**
 * Each language named in itself, as a switcher should show it (a Russian reader looks for "Русский", not
 * "Russian"). Languages missing here are named by the browser's Intl data, in themselves.
 */
const ENDONYMS: Readonly<Record<string, string>> = {
  en: "English",
  ru: "Русский",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  tr: "Türkçe",
  uk: "Українська",
  kk: "Қазақша",
  az: "Azərbaycan",
  pt: "Português",
  it: "Italiano",
  pl: "Polski"
}

export const languageName = (lng: string): string => {
  const known = ENDONYMS[lng]
  if (known !== undefined) return known
  try {
    const name = new Intl.DisplayNames([lng], { type: "language" }).of(lng)
    if (name !== undefined && name !== lng) return name.charAt(0).toLocaleUpperCase(lng) + name.slice(1)
  } catch {
    // An engine without DisplayNames data: the code itself is still a usable label.
  }
  return lng.toUpperCase()
}
