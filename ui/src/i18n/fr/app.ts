//! French. The shell's texts: loading, the navigation, the database banner.

import type { app as de } from "../de/app";
import type { Translation } from "../messages";

export const app: Translation<typeof de> = {
  "app.loading": "Chargement de LoGo…",
  "app.loadFailed": "Impossible de charger la partie en cours.",
  "app.retry": "Réessayer",
  "db.corrupt":
    "La base de données est endommagée ou n’est pas un fichier LoGo. LoGo continue de fonctionner, mais n’enregistre rien et ne touche pas au fichier.",
  "db.locked":
    "Un autre programme verrouille la base de données. LoGo continue de fonctionner, mais n’enregistre rien et ne touche pas au fichier.",
  "db.read_only":
    "La base de données ou son dossier est en lecture seule. LoGo continue de fonctionner, mais n’enregistre rien et ne touche pas au fichier.",
  "db.disk_full":
    "Le disque est plein. LoGo continue de fonctionner, mais n’enregistre rien et ne touche pas au fichier de la base de données.",
  "db.newer_version":
    "La base de données provient d’une version plus récente de LoGo. LoGo continue de fonctionner, mais n’enregistre rien et ne touche pas au fichier.",
  "db.io":
    "Impossible d’ouvrir la base de données. LoGo continue de fonctionner, mais n’enregistre rien et ne touche pas au fichier.",
  "db.path": "Fichier : {path}",
  "db.dismiss": "Masquer cet avertissement",
  "nav.label": "Rubriques",
  "nav.play": "Jouer",
  "nav.review": "Rejouer",
  "nav.settings": "Réglages",
  "nav.learn": "Apprendre",
  "nav.lesson": "Leçon",
  "nav.glossary": "Glossaire",
  "nav.about": "À propos de LoGo",
  "nav.library": "Bibliothèque",
  "nav.dropImport": "Relâchez pour importer ces fichiers et dossiers dans la bibliothèque",
  "nav.dropHint": "Relâchez pour ouvrir le fichier SGF et rejouer la partie",
};
