//! French. Why something failed: illegal moves, refused settings, files that
//! could not be opened or saved, changes that could not be stored.

import type { errors as de } from "../de/errors";
import type { Translation } from "../messages";

export const errors: Translation<typeof de> = {
  "unsaved.corrupt": "Non enregistré : la base de données est endommagée. La partie continue en mémoire.",
  "unsaved.locked": "Non enregistré : un autre programme verrouille la base de données. La partie continue en mémoire.",
  "unsaved.read_only": "Non enregistré : la base de données est en lecture seule. La partie continue en mémoire.",
  "unsaved.disk_full": "Non enregistré : le disque est plein. La partie continue en mémoire.",
  "unsaved.newer_version":
    "Non enregistré : la base de données appartient à une version plus récente de LoGo. La partie continue en mémoire.",
  "unsaved.io": "Non enregistré : la base de données est inaccessible. La partie continue en mémoire.",
  "illegal.occupied": "Occupé : il y a déjà une pierre sur ce point – choisissez une intersection vide.",
  "illegal.ko": "Ko : vous ne pouvez pas reprendre tout de suite – jouez d’abord ailleurs.",
  "illegal.superko": "Superko : ce coup ramènerait une position déjà vue, ce que ces règles interdisent.",
  "illegal.suicide": "Suicide : ce coup retirerait la dernière liberté de vos propres pierres sans rien capturer.",
  "illegal.not_your_turn": "Pas votre tour : c’est à l’autre couleur de jouer.",
  "illegal.game_over": "Partie terminée : on ne peut plus jouer de coup après la fin.",
  "illegal.off_board": "Hors du goban : ce point n’est pas sur le goban.",
  "illegal.placing_handicap": "Handicap : Noir pose d’abord toutes ses pierres de handicap, puis Blanc commence.",
  "error.bad_point": "LoGo ne connaît pas le point « {text} » sur ce goban.",
  "error.invalid_setting": "Le réglage « {field} » a une valeur non valide.",
  "error.not_now": "Ce n’est pas possible pour le moment.",
  "error.unexpected": "Une erreur inattendue s’est produite ; veuillez réessayer.",
  "error.no_stone":
    "Il n’y a pas de pierre ici : pendant le décompte, cliquez sur une pierre pour marquer son groupe mort ou vivant.",
  "error.stones_kept": "Ces règles laissent toutes les pierres sur le goban ; aucun groupe ne peut être marqué mort.",
  "error.invalid_argument": "LoGo a reçu une valeur non valide pour « {argument} ».",
  "error.edit_refused": "Cette modification est impossible sur le goban d’enseignement ; il reste tel quel.",
  "error.edit_one_point_line": "Une ligne ou une flèche demande deux points différents.",
  "error.library_not_saved": "Non conservé dans la bibliothèque – le goban d’enseignement reste ouvert. {reason}",
  "error.exercise_not_saved": "Cela ne donne pas un exercice ; il n’a pas été enregistré.",
  "error.image_failed": "Impossible de créer l’image ; veuillez réessayer.",
  "dbReason.corrupt": "La base de données est endommagée.",
  "dbReason.locked": "Un autre programme verrouille la base de données.",
  "dbReason.read_only": "La base de données est en lecture seule.",
  "dbReason.disk_full": "Le disque est plein.",
  "dbReason.newer_version": "La base de données provient d’une version plus récente de LoGo.",
  "dbReason.io": "La base de données est inaccessible.",
  "error.folder_not_shown":
    "Impossible d’ouvrir le gestionnaire de fichiers ; le chemin du dossier est affiché ci-dessus pour être copié.",
  "field.size": "Taille du goban",
  "field.handicap": "Handicap",
  "field.main_time": "Temps principal",
  "field.period": "Durée d’une période de byo-yomi",
  "field.periods": "Nombre de périodes de byo-yomi",
  "field.player_name": "Nom du joueur",
  "field.engine_move_time": "Temps de réflexion de l’ordinateur",
  "argument.engine": "programme de go",
  "argument.engine_name": "nom du programme",
  "argument.level": "force",
  "error.engine_arguments_empty": "Le programme manque.",
  "error.engine_arguments_quote": "Le guillemet à la position {at, number} des arguments n’est jamais refermé.",
  "error.engine_board_size":
    "Ce programme joue sur des gobans de {max, number} × {max, number} au plus ; choisissez un goban plus petit.",
  "error.settings_not_saved":
    "Le réglage n’a pas été enregistré, car la base de données n’accepte rien pour le moment.",

  "argument.game": "partie du fichier",
  "argument.node": "position dans l’arbre de la partie",
  "argument.texts": "textes de la boîte de dialogue de fichier",
  "argument.tag": "mot-clé (non vide, 100 caractères au plus ; 20 mots-clés au plus)",
  "argument.note": "note (10 000 caractères au plus)",
  "argument.search": "texte recherché (200 caractères au plus)",
  "argument.date": "date (AAAA, AAAA-MM ou AAAA-MM-JJ, un jour qui existe)",
  "argument.page": "page de la bibliothèque ou de la leçon",
  "argument.moves": "coup à partir duquel continuer",
  "argument.paths": "fichiers à importer",

  "database.corrupt": "La bibliothèque n’a rien modifié : la base de données est endommagée.",
  "database.locked":
    "La bibliothèque n’a rien modifié : un autre programme verrouille la base de données. Réessayez dans un instant.",
  "database.read_only": "La bibliothèque n’a rien modifié : la base de données est en lecture seule.",
  "database.disk_full": "La bibliothèque n’a rien modifié : le disque est plein. Libérez de la place et réessayez.",
  "database.newer_version":
    "La bibliothèque n’a rien modifié : la base de données appartient à une version plus récente de LoGo.",
  "database.io": "La bibliothèque n’a rien modifié : la base de données est inaccessible.",
  "error.not_in_library": "Cette partie n’est plus dans la bibliothèque.",
  "error.unreadable_game": "Cette partie de la bibliothèque ne peut plus être lue.",
  "error.import_running": "Un import est déjà en cours. Attendez qu’il se termine, ou interrompez-le.",
  "error.record_start_not_playable":
    "LoGo ne peut pas reconstituer la position de départ de cet enregistrement en partie ; on ne peut donc pas la continuer.",
  "error.record_setup_not_playable":
    "Cet enregistrement pose des pierres sur le goban avant le coup {move, number} ; on ne peut le continuer que jusqu’au coup {last, number}.",
  "error.record_not_playable":
    "Le coup {move, number} de cet enregistrement enfreint les règles ; on ne peut le continuer que jusqu’au coup {last, number}. Raison – {reason}",
  "argument.size": "taille du goban",
  "argument.comment": "commentaire (trop long)",
  "argument.title": "titre",
  "argument.region": "partie du goban",
  "argument.lesson": "leçon",
  "argument.entry": "entrée du glossaire",
  "exercise.wrong_kind": "Cette réponse ne correspond pas à cet exercice.",
  "exercise.already_solved": "Cet exercice est déjà résolu. Choisissez « Recommencer » pour le refaire.",
  "exercise.outside_view": "Ce point se trouve hors de la partie du goban affichée.",
  "exercise.unknown_option": "Cet exercice n’a pas de telle réponse.",
  "exercise.wrong_step": "Le décompte en est à une autre étape pour le moment.",
  "exercise.broken_content": "Cet exercice est défectueux et ne peut pas être vérifié.",

  "setAside.newer_version":
    "La partie en cours a été enregistrée par une version plus récente de LoGo et ne peut pas être ouverte ici. Elle est conservée telle quelle dans la base de données ; une nouvelle partie commence ici.",
  "setAside.damaged":
    "La partie en cours est endommagée et ne peut pas être ouverte. Elle est conservée telle quelle dans la base de données ; une nouvelle partie commence ici.",
  "setAside.dismiss": "Fermer l’avertissement sur la partie conservée",
  "open.not_found": "Impossible d’ouvrir « {file} » : le fichier n’existe pas (ou plus).",
  "open.permission_denied": "Impossible d’ouvrir « {file} » : vous n’avez pas le droit de le lire.",
  "open.not_a_file": "Impossible d’ouvrir « {file} » : c’est un dossier ou un périphérique, pas un fichier.",
  "open.io": "Impossible d’ouvrir « {file} » : la lecture a échoué.",
  "open.no_sgf": "Impossible d’ouvrir « {file} » : il ne contient aucune partie SGF.",
  "open.too_large": "Impossible d’ouvrir « {file} » : il dépasse {limit, number} Mo.",
  "open.board_too_large":
    "Impossible d’ouvrir « {file} » : son goban fait {width, number} × {height, number}, et LoGo affiche au plus 25 × 25.",
  "open.bad_board_size": "Impossible d’ouvrir « {file} » : « {raw} » n’est pas une taille de goban valide.",
  "open.not_go": "Impossible d’ouvrir « {file} » : ce n’est pas une partie de go (type de jeu SGF {game}).",
  "save.not_found":
    "« {file} » n’a pas été enregistré, car le dossier n’existe pas – tout reste ouvert, rien n’est perdu.",
  "save.permission_denied":
    "« {file} » n’a pas été enregistré, car LoGo n’a pas le droit d’écrire à cet endroit – tout reste ouvert, rien n’est perdu.",
  "save.read_only":
    "« {file} » n’a pas été enregistré, car le support est en lecture seule – tout reste ouvert, rien n’est perdu.",
  "save.not_a_file":
    "« {file} » n’a pas été enregistré, car un dossier porte déjà ce nom – tout reste ouvert, rien n’est perdu.",
  "save.disk_full": "« {file} » n’a pas été enregistré, car le disque est plein – tout reste ouvert, rien n’est perdu.",
  "save.io": "« {file} » n’a pas été enregistré, car l’écriture a échoué – tout reste ouvert, rien n’est perdu.",
};
