/**
 * English texts of the `config` area: the screen shown when the site config cannot be loaded.
 */
export const en = {
  noConfig: {
    title: "The site could not load its settings",
    text: "We tried several times but could not get the site configuration from the server. Check your connection and try again.",
    retry: "Try again",
    retrying: "Trying again…"
  }
}

export type ConfigTexts = typeof en
