import type { PromotionCategory } from "../../src/domain/promotions/categories"
import { SLOT_FIRST_DEPOSIT_ID } from "../../src/domain/promotions/routePairs"

interface DemoText {
  readonly title: string
  readonly summary: string
  readonly markdown: string
}

export interface DemoPromotion {
  readonly id: string
  readonly category: PromotionCategory
  readonly colour: string
  readonly link: string
  readonly en: DemoText
  readonly ru: DemoText
}

/**
 * The demo site's promotions, one per category, written at start when missing (as the content area's default pages
 * are), so the showcase is never empty and an operator's edit is never overwritten. Each leads to the page where it
 * is used. The first-deposit one has the bonus id SPEC.md 2.7 names, so its casino landing has a promotion behind it.
 */
export const DEMO_PROMOTIONS: ReadonlyArray<DemoPromotion> = [
  {
    id: SLOT_FIRST_DEPOSIT_ID,
    category: "first-deposit",
    colour: "#0b6b4f",
    link: "/bonuses/deposit",
    en: {
      title: "First-deposit bonus",
      summary: "Your first deposit doubled: choose the sports or the casino bonus.",
      markdown:
        "## How it works\n\n1. Choose the sports or the casino bonus at registration (or in the [settings](settings)).\n2. Make your [first deposit](recharge).\n3. The bonus is credited to your bonus account; wager it to make it yours.\n\nSee your offer on the [first-deposit bonus page](bonuses/deposit)."
    },
    ru: {
      title: "Бонус на первый депозит",
      summary: "Первый депозит вдвое больше: выберите бонус на спорт или на казино.",
      markdown:
        "## Как это работает\n\n1. Выберите бонус на спорт или на казино при регистрации (или в [настройках](settings)).\n2. Внесите [первый депозит](recharge).\n3. Бонус придёт на бонусный счёт; отыграйте его, и он ваш.\n\nВаше предложение — на [странице бонуса на первый депозит](bonuses/deposit)."
    }
  },
  {
    id: "weekly-redeposit",
    category: "redeposit",
    colour: "#1f5fa8",
    link: "/recharge",
    en: {
      title: "Re-deposit bonus",
      summary: "Every later deposit adds a bonus on top.",
      markdown: "Every deposit after your first adds a bonus to your bonus account. The terms are on the [first-deposit bonus page](bonuses/deposit).\n\n[Make a deposit](recharge)"
    },
    ru: {
      title: "Бонус на повторный депозит",
      summary: "Каждый следующий депозит приносит бонус сверху.",
      markdown: "Каждый депозит после первого добавляет бонус на бонусный счёт. Условия — на [странице бонуса на первый депозит](bonuses/deposit).\n\n[Внести депозит](recharge)"
    }
  },
  {
    id: "express-boost",
    category: "bookmaker",
    colour: "#8a3b12",
    link: "/line",
    en: {
      title: "Express boost",
      summary: "More selections, higher odds: an express of five or more gets a bonus.",
      markdown: "Add five or more selections to an express and its odds grow by a bonus percent, shown in the bet slip.\n\n[To the line](line)"
    },
    ru: {
      title: "Бонус к экспрессу",
      summary: "Больше событий — выше коэффициент: экспресс из пяти и более получает бонус.",
      markdown: "Соберите экспресс из пяти и более событий, и его коэффициент вырастет на бонусный процент — он виден в купоне.\n\n[В линию](line)"
    }
  },
  {
    id: "casino-welcome-spins",
    category: "casino",
    colour: "#5b2a86",
    link: "/casino",
    en: {
      title: "Originals week",
      summary: "Play the provably fair Oddsfold Originals.",
      markdown: "Every round of our in-house games can be verified: the server's seed is committed before you play.\n\n[To the casino](casino)"
    },
    ru: {
      title: "Неделя Oddsfold Originals",
      summary: "Играйте в честные собственные игры Oddsfold.",
      markdown: "Каждый раунд наших игр можно проверить: зерно сервера фиксируется до игры.\n\n[В казино](casino)"
    }
  },
  {
    id: "poker-freeroll",
    category: "poker",
    colour: "#a11d3b",
    link: "/poker",
    en: {
      title: "Poker freeroll",
      summary: "A free tournament every Sunday.",
      markdown: "Join the Sunday freeroll: no buy-in, a prize pool from the house.\n\n[To poker](poker)"
    },
    ru: {
      title: "Фриролл в покере",
      summary: "Бесплатный турнир каждое воскресенье.",
      markdown: "Участвуйте в воскресном фриролле: без бай-ина, призовой фонд от нас.\n\n[В покер](poker)"
    }
  },
  {
    id: "match-of-the-week",
    category: "shares",
    colour: "#0f6f86",
    link: "/live",
    en: {
      title: "Match of the week",
      summary: "Raised odds on the week's big game.",
      markdown: "Each week one game gets raised odds on its main outcomes, in the line and in live.\n\n[To live](live)"
    },
    ru: {
      title: "Матч недели",
      summary: "Повышенные коэффициенты на главный матч недели.",
      markdown: "Каждую неделю один матч получает повышенные коэффициенты на основные исходы — в линии и в лайве.\n\n[В лайв](live)"
    }
  },
  {
    id: "casino-cashback",
    category: "cashback",
    colour: "#6b5b12",
    link: "/casino",
    en: {
      title: "Weekly cashback",
      summary: "A part of the week's casino losses back.",
      markdown: "Every Monday a part of last week's casino losses comes back to your account.\n\n[To the casino](casino)"
    },
    ru: {
      title: "Еженедельный кешбэк",
      summary: "Часть проигрыша в казино за неделю возвращается.",
      markdown: "Каждый понедельник часть проигрыша в казино за прошлую неделю возвращается на счёт.\n\n[В казино](casino)"
    }
  }
]
