//! French. The settings screen and its sections (today: the Go programs).

import type { settings as de } from "../de/settings";
import type { Translation } from "../messages";

export const settings: Translation<typeof de> = {
  "settings.title": "Réglages",
  "settings.sections": "Rubriques des réglages",
  "settings.engines": "Programmes de go",
  "settings.enginesIntro":
    "Vous pouvez jouer contre ces programmes. LoGo trouve GNU Go tout seul s’il est installé ; les autres programmes qui parlent le Go Text Protocol (GTP), comme KataGo ou Leela Zero, s’ajoutent ici.",
  "settings.loading": "LoGo cherche des programmes…",
  "settings.noGnugo": "GNU Go n’est pas installé. Sous Debian et Ubuntu, il s’installe avec le paquet « gnugo ».",
  "settings.gnugoFound": "trouvé par LoGo",
  "settings.program": "Programme : {program}",
  "settings.args": "Arguments : {args}",
  "settings.identity": "Se présente comme {name} {version}",
  "settings.silent": "N’a pas encore répondu",
  "settings.test": "Tester",
  "settings.testOf": "Tester {engine}",
  "settings.remove": "Retirer",
  "settings.removeOf": "Retirer {engine}",
  "settings.testing": "Lancement du programme et interrogation…",
  "settings.testResult":
    "{name} {version} répond, parle GTP {protocol} et connaît {n, plural, =1 {une commande} one {# commande} many {# commandes} other {# commandes}}.",
  "settings.commands": "Ses commandes",
  "settings.addTitle": "Ajouter un programme",
  "settings.choose": "Choisir un programme…",
  "settings.chooseTitle": "Choisir un programme de go",
  "settings.chosen": "Choisi : {program}",
  "settings.nothingChosen": "Aucun programme choisi pour l’instant.",
  "settings.argsField": "Arguments (comme en ligne de commande, p. ex. : gtp -config my.cfg)",
  "settings.nameField": "Nom dans LoGo (à votre choix)",
  "settings.testChosen": "Tester",
  "settings.add": "Ajouter",
  "settings.added": "{engine} figure maintenant dans la liste.",
  "settings.removed": "Le programme a été retiré de la liste.",
  "settings.unreadable":
    "La liste des programmes enregistrée provient d’une version plus récente de LoGo ou est endommagée. Elle reste telle quelle ; pour l’instant, on ne peut ni ajouter ni retirer de programme.",
};
