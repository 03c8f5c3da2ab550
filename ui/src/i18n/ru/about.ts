//! Russian. "About LoGo": version, folders, licences.

import type { about as de } from "../de/about";
import type { Translation } from "../messages";

export const about: Translation<typeof de> = {
  "about.title": "О программе LoGo",
  "about.version": "Версия {version}",
  "about.tagline": "Учитесь играть в го, играйте и разбирайте записи партий.",
  "about.dataDir": "База данных и настройки",
  "about.logDir": "Журналы",
  "about.showData": "Открыть папку с данными в файловом менеджере",
  "about.showLogs": "Открыть папку с журналами в файловом менеджере",
  "about.show": "Открыть",
  "about.ownLicence": "Сама программа LoGo распространяется по лицензии MIT.",
  "about.components": "Включённые компоненты и их лицензии ({count, number})",
  "about.crate": "Rust",
  "about.npm": "npm",
  "about.notices": "Тексты лицензий",
  "about.noticesRegion": "Тексты лицензий включённых компонентов",
  "about.noticesFailed": "Не удалось загрузить тексты лицензий.",
  "about.loading": "Загрузка…",
  "about.loadFailed": "Не удалось загрузить сведения о LoGo.",
};
