/** English texts of the `content` area: the remote views' loading and error states (SPEC.md 8). */
export const en = {
  loading: "Loading the page…",
  /** SPEC.md 8 main_dictionary_load_error. */
  main_dictionary_load_error: "This page could not be loaded.",
  /** SPEC.md 8 main_dictionary_refresh_page. */
  main_dictionary_refresh_page: "Check your connection and refresh the page.",
  /** SPEC.md 8 main_refreshing_button. */
  main_refreshing_button: "Refresh"
}

export type ContentTexts = typeof en
