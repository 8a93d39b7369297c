import type { ContentTexts } from "./en"

/** Русские тексты области `content`. */
export const ru: ContentTexts = {
  loading: "Загружаем страницу…",
  main_dictionary_load_error: "Не удалось загрузить страницу.",
  main_dictionary_refresh_page: "Проверьте подключение и обновите страницу.",
  main_refreshing_button: "Обновить"
}
