import type { SportsTexts } from "./en"

/** Русские тексты области `sports`. */
export const ru: SportsTexts = {
  sections: { line: "Линия", live: "Лайв" },
  menu: {
    title: "Виды спорта",
    count: "Матчей: {{count}}"
  },
  top: { title: "Топ-матчи" },
  championships: { title: "Чемпионаты", empty: "Сейчас нет открытых чемпионатов этого вида спорта." },
  games: { empty: "Сейчас здесь нет матчей.", status: { line: "Начало", live: "Лайв", finished: "Завершён" } },
  sports: {
    football: "Футбол",
    tennis: "Теннис",
    basketball: "Баскетбол",
    icehockey: "Хоккей",
    volleyball: "Волейбол",
    tabletennis: "Настольный теннис",
    cricket: "Крикет",
    mma: "ММА / UFC",
    cs2: "Counter-Strike 2",
    dota2: "Dota 2",
    lol: "League of Legends",
    virtualfootball: "Виртуальный футбол",
    cyberfootball: "Кибер-футбол"
  },
  markets: {
    "1x2": "Исход матча",
    winner: "Победитель",
    doubleChance: "Двойной шанс",
    total: "Тотал {{line}}",
    handicap: "Фора {{line}}",
    bothTeamsToScore: "Обе забьют",
    correctScore: "Точный счёт",
    period: "{{name}}, период {{period}}"
  },
  outcomes: { over: "Больше", under: "Меньше", home: "Хозяева", away: "Гости", yes: "Да", no: "Нет" },
  game: {
    back: "Назад: {{championship}}",
    allMarkets: "Все рынки",
    suspended: "Приостановлен",
    closed: "Закрыт",
    chart: "История коэффициента: {{outcome}}",
    gone: "Этого матча больше нет в линии. Возможно, он завершён: смотрите результаты."
  },
  odds: { label: "Формат коэффициентов", formats: { "0": "Десятичный", "1": "Американский", "2": "Дробный", "3": "Гонконгский", "4": "Малайский", "5": "Индонезийский" } },
  outcome: { locked: "{{outcome}}: приём ставок приостановлен" },
  multi: {
    title: "Мультилайв",
    add: "Добавить в мультилайв",
    remove: "Убрать из мультилайва",
    empty: "Добавьте матчи лайва, чтобы смотреть их рядом: кнопка + возле матча лайва.",
    open: "Мультилайв ({{count}})"
  },
  results: {
    title: "Результаты",
    date: "День",
    allSports: "Все виды спорта",
    finished: "Завершён",
    game: "Матч",
    score: "Итоговый счёт",
    periods: "Периоды",
    empty: "В этот день не завершился ни один матч.",
    failed: "Результаты не удалось загрузить. Попробуйте чуть позже."
  },
  cyber: {
    title: "Киберспорт",
    kinds: "Виды киберспорта",
    types: { real: "Киберспорт", virtual: "Виртуальный спорт", stream: "Кибер-футбол в трансляции" },
    disciplines: "Дисциплины",
    empty: "Сейчас нет матчей этого вида."
  },
  loading: "Загружаем линию…",
  failed: "Линию не удалось обновить. Показано последнее состояние; мы пробуем снова."
}
