//! Russian. Playing against the computer: GNU Go's levels, what an engine
//! cannot be told about the rules, what went wrong with it, the thinking
//! indicator, hints, "what if?" and its second opinion when counting.

import type { engine as de } from "../de/engine";
import type { Translation } from "../messages";

export const engine: Translation<typeof de> = {
  "engine.level.first_steps": "Самые первые шаги",
  "engine.level.gentle": "Очень легко",
  "engine.level.easy": "Легко",
  "engine.level.relaxed": "Спокойно",
  "engine.level.moderate": "Средне",
  "engine.level.steady": "Уверенно",
  "engine.level.challenging": "Непросто",
  "engine.level.tough": "Трудно",
  "engine.level.strong": "Серьёзно",
  "engine.level.strongest": "В полную силу",
  "engine.levelOption": "Уровень {level, number} — {name}",
  "engine.playerName": "{engine} (уровень {level, number})",
  "engine.gnugo": "GNU Go",
  "engine.rulesExact": "Программа играет точно по этим правилам.",
  "engine.rulesUnknown":
    "Этой программе нельзя сообщить правила, она играет по своим. LoGo всё равно проверяет каждый её ход.",
  "engine.rulesPartial": "Не все правила удаётся сообщить программе:",
  "engine.rules_gap.ko":
    "Она не знает правила ко. Если она попробует сделать ход, запрещённый этими правилами, LoGo его отклонит и сообщит вам.",
  "engine.rules_gap.suicide":
    "Она не знает правила о самоубийстве. Если она попробует сделать запрещённый ход, LoGo его отклонит и сообщит вам.",
  "engine.rules_gap.scoring":
    "Она считает очки другим способом (по территории или по площади), поэтому оценивает счёт иначе; окончательный подсчёт идёт по вашим правилам.",
  "engine.rules_gap.seki":
    "Она оценивает пункты в сэки не так, как эти правила; окончательный подсчёт идёт по вашим правилам.",
  "engine.rules_gap.handicap_compensation":
    "Она иначе учитывает компенсацию за форовые камни; окончательный подсчёт идёт по вашим правилам.",
  "engine.rules_gap.dead_stones":
    "Она не знает, снимаются ли мёртвые камни с доски перед подсчётом; окончательный подсчёт идёт по вашим правилам.",
  "engine.sizeTooLarge": "Эта программа играет на досках размером до {max, number} × {max, number}.",
  "engine.error.not_found": "Программа «{program}» не найдена.",
  "engine.error.spawn_failed": "Не удалось запустить программу «{program}» (сообщение системы: {reason}).",
  "engine.error.spawn_permission_denied": "Программу «{program}» нельзя запустить: нет права на выполнение.",
  "engine.error.crashed": "Программа аварийно завершилась при выполнении «{command}».",
  "engine.error.timeout":
    "Программа не ответила на «{command}» за {seconds, plural, one {# секунду} few {# секунды} many {# секунд} other {# секунды}} и была остановлена.",
  "engine.error.protocol":
    "Программа ответила на «{command}» так, что LoGo не смогла это прочитать, и была остановлена.",
  "engine.error.refused": "Программа отказалась выполнить «{command}»: {message}",
  "engine.error.unsupported": "Программа не знает команды «{command}».",
  "engine.error.cancelled": "Программа была прервана при выполнении «{command}».",
  "engine.error.stopped": "Программа больше не работает.",
  "engine.stderr": "Её последние слова: {text}",
  "engine.illegalMove": "Программа хотела сходить на {point}, но правила это запрещают. {reason}",
  "engine.problemTitle": "{engine} сейчас не может продолжать.",
  "engine.problemSafe": "Партия сохранена и остаётся как есть.",
  "engine.retry": "Попробовать снова",
  "engine.twoPlayers": "Продолжить вдвоём",
  "engine.stopThinking": "Остановить {engine} и продолжить вдвоём",
  "engine.other": "Другой соперник",
  "engine.otherApply": "Продолжить с этим соперником",
  "engine.panel": "Компьютерный соперник",
  "engine.starting": "{engine} запускается…",
  "engine.thinking": "{engine} думает…",
  "engine.placing": "{engine} расставляет форовые камни…",
  "engine.judging": "{engine} определяет, какие камни мертвы…",
  "engine.hinting": "{engine} ищет подсказку…",
  "engine.moveTime":
    "{n, plural, one {# секунда на ход} few {# секунды на ход} many {# секунд на ход} other {# секунды на ход}}",
  "engine.hint": "Подсказка",
  "engine.hintPoint": "Подсказка: {point}",
  "engine.hintPass": "Подсказка: пас",
  "engine.hintResign": "Подсказка: эту партию уже вряд ли удастся выиграть.",
  "engine.whatIf": "А что, если?",
  "engine.opinionTitle": "Второе мнение: {engine}",
  "engine.opinionNone": "{engine} не считает мёртвым ни один камень.",
  "engine.opinionSome":
    "{n, plural, one {{engine} считает мёртвым # камень: {points}.} few {{engine} считает мёртвыми # камня: {points}.} many {{engine} считает мёртвыми # камней: {points}.} other {{engine} считает мёртвыми # камня: {points}.}}",
  "engine.opinionSame": "Это совпадает с отметками на доске.",
  "engine.opinionDiffers": "Это расходится с отметками на доске.",
  "engine.opinionAdopt": "Принять отметки {engine}",
  "engine.confirmsWithYou": "{engine} примет подсчёт, как только вы его подтвердите.",
  "engine.you": "Вы",
};
