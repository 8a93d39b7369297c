import type { CasinoTexts } from "./en"

/** Тексты области `casino` на русском. */
export const ru: CasinoTexts = {
  lobby: {
    lotto: "Лото",
    tournaments: "Турниры",
    toto: "Тото",
    title: "Казино",
    all: "Все игры",
    lobby: "Лобби казино",
    sections: "Разделы казино",
    loading: "Загружаем игры…",
    loadFailed: "Не удалось загрузить игры.",
    retry: "Повторить",
    empty: "В этом разделе пока нет игр. Загляните в другие разделы.",
    count_one: "{{count}} игра",
    count_other: "{{count}} игр",
    search: "Поиск",
    providers: "Провайдеры",
    myCasino: "Моё казино",
    favorites: "Избранное",
    brand: "Студия Oddsfold Originals",
    brandLead: "Игры нашей студии: работают на нашем сервере, каждый раунд доказуемо честный.",
    vulkan: "Слоты Вулкан",
    filter: "Фильтр"
  },
  categories: {
    slots: "Слоты",
    "live-casino": "Live-казино",
    keno: "Кено",
    poker: "Покер",
    bingo: "Бинго",
    "virtual-sports": "Виртуальный спорт",
    "tv-games": "ТВ-игры",
    "fast-games": "Быстрые игры",
    "fast-bet": "Фаст-бет",
    "crash-games": "Краш-игры",
    "skill-games": "Игры на мастерство",
    "card-games": "Карточные игры",
    "scratch-cards": "Скретч-карты",
    "asian-games": "Азиатские игры",
    "fishing-hunting": "Рыбалка и охота",
    "other-games": "Другие игры"
  },
  asianFilters: { all: "Все", lotto: "Лото", slots: "Слоты", ladder: "Лесенка", dice: "Кости", cards: "Карты", other: "Другие" },
  otherFilters: { all: "Все", poker: "Покер", virtual: "Виртуальные", toto: "Тото", lotto: "Лото" },
  tile: {
    play: "Играть в {{name}}",
    rtp: "Отдача {{rtp}}%",
    maxWin: "до ×{{maxWin}}",
    addFavorite: "Добавить {{name}} в избранное",
    removeFavorite: "Убрать {{name}} из избранного"
  },
  search: {
    label: "Найти игру",
    placeholder: "Игра или провайдер",
    hint: "Введите хотя бы две буквы.",
    none: "Нет игр по запросу «{{query}}».",
    found_one: "Найдена {{count}} игра",
    found_other: "Найдено игр: {{count}}"
  },
  providers: {
    title: "Провайдеры игр",
    unknown: "Такого провайдера в казино нет."
  },
  player: {
    signIn: "Войдите, чтобы увидеть свои игры.",
    logIn: "Войти",
    noFavorites: "В избранном пока пусто: отметьте игру звёздочкой, чтобы она была здесь.",
    noRecent: "Вы ещё не играли ни в одну игру.",
    recentTitle: "Недавние игры",
    favoritesFailed: "Не удалось изменить избранное.",
    loadFailed: "Не удалось загрузить ваши игры."
  },
  game: {
    back: "Назад",
    loading: "Загружаем игру…",
    signIn: "Войдите, чтобы играть в {{name}}.",
    notFound: "Такой игры в казино нет.",
    unavailable: "Эту игру сейчас нельзя запустить.",
    failed: "Не удалось запустить игру.",
    rtp: "Возврат игроку: {{rtp}}%",
    maxWin: "Максимальный выигрыш: ×{{maxWin}} ставки",
    provider: "Провайдер: {{provider}}",
    frameTitle: "Игра {{name}}"
  },
  thankYou: {
    title: "Спасибо!",
    text: "Спасибо за игру. Удачи в следующей!",
    back: "В казино"
  }
}
