//! Spanish. The shell's texts: loading, the navigation, the database banner.

import type { app as de } from "../de/app";
import type { Translation } from "../messages";

export const app: Translation<typeof de> = {
  "app.loading": "Cargando LoGo…",
  "app.loadFailed": "No se ha podido cargar la partida en curso.",
  "app.retry": "Reintentar",
  "db.corrupt":
    "La base de datos está dañada o no es un archivo de LoGo. LoGo sigue funcionando, pero no guarda nada y no toca el archivo.",
  "db.locked":
    "Otro programa tiene bloqueada la base de datos. LoGo sigue funcionando, pero no guarda nada y no toca el archivo.",
  "db.read_only":
    "La base de datos o su carpeta son de solo lectura. LoGo sigue funcionando, pero no guarda nada y no toca el archivo.",
  "db.disk_full":
    "El disco está lleno. LoGo sigue funcionando, pero no guarda nada y no toca el archivo de la base de datos.",
  "db.newer_version":
    "La base de datos es de una versión más reciente de LoGo. LoGo sigue funcionando, pero no guarda nada y no toca el archivo.",
  "db.io": "No se puede abrir la base de datos. LoGo sigue funcionando, pero no guarda nada y no toca el archivo.",
  "db.path": "Archivo: {path}",
  "db.dismiss": "Ocultar este aviso",
  "nav.label": "Secciones",
  "nav.play": "Jugar",
  "nav.review": "Repasar",
  "nav.settings": "Ajustes",
  "nav.learn": "Aprender",
  "nav.lesson": "Lección",
  "nav.glossary": "Glosario",
  "nav.about": "Acerca de LoGo",
  "nav.library": "Biblioteca",
  "nav.dropHint": "Suelta aquí para abrir el archivo SGF y repasarlo",
  "nav.dropImport": "Suelta aquí para importar los archivos y carpetas a la biblioteca",
};
