/** A country code ("DE") named in the reader's language ("Germany", "Германия"); the code if unknown. */
export const regionName = (code: string, lng: string): string => {
  try {
    return new Intl.DisplayNames([lng], { type: "region" }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}
