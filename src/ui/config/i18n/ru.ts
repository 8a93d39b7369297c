import type { ConfigTexts } from "./en"

/** Russian texts of the `config` area: every key of the English set (the type checker insists). */
export const ru: ConfigTexts = {
  noConfig: {
    title: "Не удалось загрузить настройки сайта",
    text: "Мы несколько раз пытались получить настройки сайта с сервера, но не смогли. Проверьте подключение к интернету и попробуйте снова.",
    retry: "Попробовать снова",
    retrying: "Пробуем снова…"
  }
}
