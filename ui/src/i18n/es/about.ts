//! Spanish. "About LoGo": version, folders, licences.

import type { about as de } from "../de/about";
import type { Translation } from "../messages";

export const about: Translation<typeof de> = {
  "about.title": "Acerca de LoGo",
  "about.version": "Versión {version}",
  "about.tagline": "Aprende y juega al go, y repasa partidas.",
  "about.dataDir": "Base de datos y ajustes",
  "about.logDir": "Registros",
  "about.showData": "Mostrar la carpeta de datos en el gestor de archivos",
  "about.showLogs": "Mostrar la carpeta de registros en el gestor de archivos",
  "about.show": "Mostrar",
  "about.ownLicence": "LoGo se distribuye bajo la licencia MIT.",
  "about.components": "Componentes incluidos y sus licencias ({count, number})",
  "about.crate": "Rust",
  "about.npm": "npm",
  "about.notices": "Textos de las licencias",
  "about.noticesRegion": "Textos de las licencias de los componentes incluidos",
  "about.noticesFailed": "No se han podido cargar los textos de las licencias.",
  "about.loading": "Cargando…",
  "about.loadFailed": "No se ha podido cargar la información sobre LoGo.",
};
