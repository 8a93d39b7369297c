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
    cyberfootball: "Кибер-футбол",
    politics: "Политика",
    marble: "Гонки шариков"
  },
  markets: {
    "1x2": "Исход матча",
    winner: "Победитель",
    doubleChance: "Двойной шанс",
    total: "Тотал {{line}}",
    handicap: "Фора {{line}}",
    bothTeamsToScore: "Обе забьют",
    correctScore: "Точный счёт",
    outright: "Победитель турнира",
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
  tracker: {
    title: "Трекер матча",
    loading: "Загружаем трекер…",
    periods: "Счёт по {{period}}",
    period: { half: "Тайм", quarter: "Четверть", period: "Период", innings: "Иннинг", set: "Сет", map: "Карта", round: "Раунд" },
    periodOf: { half: "таймам", quarter: "четвертям", period: "периодам", innings: "иннингам", set: "сетам", map: "картам", round: "раундам" },
    extra: "Решающий",
    total: "Итог",
    events: "Ключевые события",
    noEvents: "Пока ничего не произошло.",
    minute: "{{minute}}′",
    event: {
      goal: "Гол: {{team}}",
      lead: "{{team}} выходит вперёд",
      periodWon: "{{period}} {{number}}: победа {{team}}",
      periodEnd: "{{period}} {{number}}: конец"
    },
    statistics: "Статистика",
    stat: {
      periodsWon: { half: "Выиграно таймов", quarter: "Выиграно четвертей", period: "Выиграно периодов", innings: "Выиграно иннингов", set: "Выиграно сетов", map: "Выиграно карт", round: "Выиграно раундов" },
      biggestLead: "Наибольший отрыв",
      leadsTaken: "Выходы вперёд",
      bestRun: "Лучшая серия очков",
      pointsWon: "Выиграно очков"
    }
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
  favorites: {
    title: "Избранное",
    championships: "Избранные чемпионаты",
    games: "Избранные матчи",
    add: "Добавить {{name}} в избранное",
    remove: "Убрать {{name}} из избранного",
    signIn: "Войдите, чтобы добавить {{name}} в избранное",
    failed: {
      signIn: "Войдите, чтобы сохранять избранное.",
      limit: "В избранном может быть не больше {{max}}. Уберите что-нибудь, чтобы добавить новое.",
      gone: "Этого матча больше нет в линии: возможно, он уже закончился.",
      failed: "Не удалось изменить избранное. Попробуйте ещё раз чуть позже."
    }
  },
  results: {
    allChampionships: "Все чемпионаты",
    title: "Результаты",
    date: "День",
    allSports: "Все виды спорта",
    finished: "Завершён",
    game: "Матч",
    score: "Итоговый счёт",
    periods: "Периоды",
    empty: "В этот день не завершился ни один матч.",
    failed: "Результаты не удалось загрузить. Попробуйте чуть позже.",
    winner: "Победитель: {{name}}",
    order: "Порядок на финише"
  },
  cyber: {
    title: "Киберспорт",
    kinds: "Виды киберспорта",
    types: { real: "Киберспорт", virtual: "Виртуальный спорт", stream: "Кибер-футбол в трансляции" },
    disciplines: "Дисциплины",
    empty: "Сейчас нет матчей этого вида.",
    views: "Страницы этого вида",
    allGames: "Все матчи",
    crumbs: "Вы здесь",
    headings: { disciplines: "{{kind}}: дисциплины", all: "{{kind}}: все матчи", champs: "{{discipline}}: чемпионаты" },
    champsOf: "Чемпионаты: {{discipline}}",
    openChamps: "Чемпионаты: {{discipline}}",
    noChamps: "Сейчас ни в одном чемпионате этой дисциплины нет матчей."
  },
  pageTypes: {
    topgame: { title: "Топ-матчи", live: "Топ лайв", line: "Топ линия" },
    ufc: { title: "Бои UFC", live: "Бои в лайве", line: "Предстоящие бои", empty: "Сейчас в линии нет турниров UFC." },
    politics: {
      title: "Политика",
      lead: "Выборы и борьба за лидерство в партиях: ставки на победителя. Коэффициенты меняются по ходу кампаний; каждый рынок рассчитывается, когда объявлен результат.",
      decidedOn: "Результат {{date}}",
      candidates: "Кандидаты: {{event}}",
      empty: "Сейчас в линии нет выборов."
    },
    marble: {
      title: "Гонки шариков",
      lead: "Виртуальные гонки шариков каждые три минуты: восемь шариков, один победитель. Приём ставок закрывается со стартом гонки и открывается на следующую.",
      live: "Гонка идёт",
      line: "Следующие гонки",
      results: "Последние гонки",
      startsAt: "Старт в {{time}}",
      running: "Гонка идёт: приём ставок приостановлен",
      places: "Позиции: {{event}}",
      runners: "Участники: {{event}}",
      winner: "Победитель: {{name}}",
      noLive: "Сейчас гонки нет: следующая скоро стартует.",
      empty: "Сейчас нет запланированных гонок.",
      noResults: "Сегодня ещё не завершилась ни одна гонка."
    },
    betsonyour: {
      title: "Ставки на вашу страну",
      country: "Ваша страна",
      lead: "Матчи чемпионатов страны ({{country}}) в лайве и предстоящие.",
      live: "Лайв: {{country}}",
      line: "Предстоящие: {{country}}",
      none: "В линии нет чемпионатов страны ({{country}}). Выберите другую страну."
    },
    final: {
      views: "Страницы турнира {{championship}}",
      home: "Все матчи",
      link: { match: "Финал", series: "Финальная серия", round: "Последний тур" },
      title: { match: "Финал", series: "Финальная серия", round: "Последний тур сезона" },
      note: {
        match: "Последний матч турнира в линии — его финал.",
        series: "Все матчи двух финалистов друг с другом.",
        round: "Последние матчи сезона ({{count}}), которые решают судьбу титула."
      },
      empty: "Сейчас в линии нет матчей этого турнира."
    },
    team: {
      of: "Команда: {{sport}}",
      link: "Страница команды {{team}}",
      games: "Матчи в лайве и предстоящие",
      results: "Последние результаты",
      resultsEmpty: "У этой команды нет результатов за последние дни.",
      resultsFailed: "Не удалось загрузить результаты команды. Попробуйте чуть позже.",
      date: "Дата",
      championship: "Чемпионат",
      game: "Матч",
      score: "Счёт",
      result: "Итог"
    }
  },
  home: {
    live: "Топ лайв",
    line: "Топ линия",
    allLive: "Все матчи лайв",
    allLine: "Вся линия"
  },
  lineSettings: {
    open: "Настройки линии",
    view: "Вид",
    views: { "0": "Европейский", "1": "Азиатский" },
    display: "Отображение",
    scoreTotal: "Матч",
    compactView: "Компактный вид",
    groupByCountry: "Группировать по странам",
    groupByCategory: "Группировать по чемпионатам",
    detailedScore: "Подробный счёт",
    showGameId: "Показывать номера матчей",
    sportsOnly: "Только спорт (без киберспорта)",
    teamLogos: "Логотипы команд",
    onlyWithVideos: "Только матчи с видео",
    wideScoreboard: "Широкое табло",
    leftColumn: "Колонка меню видов спорта",
    rightColumn: "Колонка купона",
    time: "Время",
    times: { all: "Все", upcoming_events: "Начнутся в течение 3 часов", first_period: "1-й период", second_period: "2-й период", recommended: "Рекомендуемые" },
    markets: "Рынки на странице матча",
    allMarkets: "Все рынки",
    hiddenMarkets: "Скрыто рынков фильтром: {{count}}.",
    filteredOut: "Ни один матч списка не подходит под фильтры (скрыто: {{count}}).",
    video: "Видео"
  },
  statistics: {
    link: "Статистика",
    newWindow: "(откроется в новом окне)",
    title: "Статистика",
    startsAt: "Матч {{date}}",
    headToHead: "Личные встречи",
    headToHeadEmpty: "Команды ещё не встречались.",
    wins: "Победы: {{team}}",
    draws: "Ничьи",
    form: "Последние матчи",
    formOf: "Форма: {{team}}",
    formEmpty: "Матчей ещё не было.",
    standings: "Турнирная таблица: {{championship}}",
    standingsNote: "Участники этого матча выделены.",
    date: "Дата",
    championship: "Турнир",
    game: "Матч",
    score: "Счёт",
    result: "Итог",
    columns: { position: "М", team: "Команда", played: "И", won: "В", drawn: "Н", lost: "П", goals: "З:П", points: "О" },
    columnTitles: { position: "Место", played: "Игры", won: "Победы", drawn: "Ничьи", lost: "Поражения", goals: "Забито и пропущено", points: "Очки" },
    letters: { W: "В", D: "Н", L: "П" },
    letterNames: { W: "Победа", D: "Ничья", L: "Поражение" },
    loading: "Загружаем статистику…",
    failed: "Статистику не удалось загрузить. Попробуйте ещё раз чуть позже.",
    unknown: "Для этого матча нет статистики."
  },
  loading: "Загружаем линию…",
  failed: "Линию не удалось обновить. Показано последнее состояние; мы пробуем снова."
}
