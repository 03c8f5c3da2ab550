//! Dutch. Why something failed: illegal moves, refused settings, files that
//! could not be opened or saved, changes that could not be stored.

import type { errors as de } from "../de/errors";
import type { Translation } from "../messages";

export const errors: Translation<typeof de> = {
  "unsaved.corrupt": "Niet opgeslagen: de database is beschadigd. De partij gaat in het geheugen verder.",
  "unsaved.locked":
    "Niet opgeslagen: een ander programma houdt de database vergrendeld. De partij gaat in het geheugen verder.",
  "unsaved.read_only": "Niet opgeslagen: de database is alleen-lezen. De partij gaat in het geheugen verder.",
  "unsaved.disk_full": "Niet opgeslagen: de schijf is vol. De partij gaat in het geheugen verder.",
  "unsaved.newer_version":
    "Niet opgeslagen: de database hoort bij een nieuwere versie van LoGo. De partij gaat in het geheugen verder.",
  "unsaved.io": "Niet opgeslagen: de database was niet bereikbaar. De partij gaat in het geheugen verder.",
  "illegal.occupied": "Bezet: op dit punt ligt al een steen — kies een leeg punt.",
  "illegal.ko": "Ko: je mag de steen niet meteen terugslaan — speel eerst ergens anders.",
  "illegal.superko": "Superko: deze zet zou een eerdere stelling terugbrengen, en dat verbieden deze regels.",
  "illegal.suicide": "Zelfmoord: deze zet zou je eigen stenen hun laatste vrijheid afnemen zonder iets te slaan.",
  "illegal.not_your_turn": "Niet aan zet: nu is de andere kleur aan de beurt.",
  "illegal.game_over": "Partij afgelopen: na het einde kun je geen zetten meer doen.",
  "illegal.off_board": "Buiten het bord: dit punt ligt niet op het bord.",
  "illegal.placing_handicap": "Voorgift: eerst zet Zwart alle voorgiftstenen, daarna begint Wit.",
  "error.bad_point": "LoGo kent het punt “{text}” op dit bord niet.",
  "error.invalid_setting": "De instelling “{field}” heeft een ongeldige waarde.",
  "error.not_now": "Dat kan op dit moment niet.",
  "error.unexpected": "Er ging onverwacht iets mis; probeer het nog eens.",
  "error.no_stone":
    "Daar ligt geen steen: klik tijdens het tellen op een steen om zijn groep als dood of levend te markeren.",
  "error.stones_kept":
    "Volgens deze regels blijven alle stenen op het bord liggen; je kunt dus geen groep als dood markeren.",
  "error.invalid_argument": "LoGo kreeg een ongeldige waarde voor “{argument}”.",
  "error.edit_refused": "Deze wijziging is op het demonstratiebord niet mogelijk; het bord blijft zoals het was.",
  "error.edit_one_point_line": "Een lijn of pijl heeft twee verschillende punten nodig.",
  "error.library_not_saved": "Niet in de bibliotheek bewaard – het demonstratiebord blijft open. {reason}",
  "error.exercise_not_saved": "Hier valt geen opgave van te maken; er is niets opgeslagen.",
  "error.image_failed": "De afbeelding kon niet worden gemaakt; probeer het nog eens.",
  "dbReason.corrupt": "De database is beschadigd.",
  "dbReason.locked": "Een ander programma houdt de database vergrendeld.",
  "dbReason.read_only": "De database is alleen-lezen.",
  "dbReason.disk_full": "De schijf is vol.",
  "dbReason.newer_version": "De database komt van een nieuwere versie van LoGo.",
  "dbReason.io": "De database was niet bereikbaar.",
  "error.folder_not_shown":
    "De bestandsbeheerder kon niet worden geopend; de map staat hierboven, zodat je hem kunt kopiëren.",
  "field.size": "Bordgrootte",
  "field.handicap": "Voorgift",
  "field.main_time": "Basistijd",
  "field.period": "Lengte van een byo-yomi-periode",
  "field.periods": "Aantal byo-yomi-periodes",
  "field.player_name": "Naam van de speler",
  "field.engine_move_time": "Bedenktijd van de computer",
  "argument.engine": "Goprogramma",
  "argument.engine_name": "naam van het programma",
  "argument.level": "speelsterkte",
  "error.engine_arguments_empty": "Het programma ontbreekt.",
  "error.engine_arguments_quote": "Het aanhalingsteken op positie {at, number} van de argumenten wordt nooit gesloten.",
  "error.engine_board_size":
    "Dit programma speelt op borden tot en met {max, number} × {max, number}; kies een kleiner bord.",
  "error.settings_not_saved": "De instelling is niet opgeslagen, omdat de database op dit moment niets aanneemt.",

  "argument.game": "partij in het bestand",
  "argument.node": "plek in de spelboom",
  "argument.texts": "teksten van het bestandsvenster",
  "argument.tag": "label (niet leeg, hoogstens 100 tekens; hoogstens 20 labels)",
  "argument.note": "notitie (hoogstens 10.000 tekens)",
  "argument.search": "zoektekst (hoogstens 200 tekens)",
  "argument.date": "datum (JJJJ, JJJJ-MM of JJJJ-MM-DD, een dag die bestaat)",
  "argument.page": "pagina van de bibliotheek of van de les",
  "argument.moves": "zet waarvandaan je verder speelt",
  "argument.paths": "te importeren bestanden",

  "database.corrupt": "De bibliotheek heeft niets gewijzigd: de database is beschadigd.",
  "database.locked":
    "De bibliotheek heeft niets gewijzigd: een ander programma houdt de database vergrendeld. Probeer het zo nog eens.",
  "database.read_only": "De bibliotheek heeft niets gewijzigd: de database is alleen-lezen.",
  "database.disk_full":
    "De bibliotheek heeft niets gewijzigd: de schijf is vol. Maak wat ruimte vrij en probeer het nog eens.",
  "database.newer_version": "De bibliotheek heeft niets gewijzigd: de database hoort bij een nieuwere versie van LoGo.",
  "database.io": "De bibliotheek heeft niets gewijzigd: de database was niet bereikbaar.",
  "error.not_in_library": "Deze partij staat niet meer in de bibliotheek.",
  "error.unreadable_game": "Deze partij uit de bibliotheek kan niet meer worden gelezen.",
  "error.import_running": "Er loopt al een import. Wacht tot die klaar is, of annuleer hem.",
  "error.record_start_not_playable":
    "LoGo kan de beginstelling van deze partij niet op het speelbord zetten; daarom kun je er niet mee verder spelen.",
  "error.record_setup_not_playable":
    "In deze partij worden vóór zet {move, number} stenen op het bord gelegd; je kunt er alleen tot en met zet {last, number} mee verder spelen.",
  "error.record_not_playable":
    "Zet {move, number} van deze partij is in strijd met de regels; je kunt er alleen tot en met zet {last, number} mee verder spelen. Reden – {reason}",
  "argument.size": "bordgrootte",
  "argument.comment": "commentaar (te lang)",
  "argument.title": "titel",
  "argument.region": "deel van het bord",
  "argument.lesson": "les",
  "argument.entry": "begrip in de begrippenlijst",
  "exercise.wrong_kind": "Dit antwoord past niet bij deze opgave.",
  "exercise.already_solved": "Deze opgave is al opgelost. Met “Opnieuw beginnen” kun je het nog een keer proberen.",
  "exercise.outside_view": "Dit punt ligt buiten het getoonde deel van het bord.",
  "exercise.unknown_option": "Dat antwoord bestaat niet bij deze opgave.",
  "exercise.wrong_step": "De telling is nu bij een andere stap.",
  "exercise.broken_content": "Deze opgave bevat een fout en kan niet worden nagekeken.",

  "setAside.newer_version":
    "De lopende partij is opgeslagen door een nieuwere versie van LoGo en kan hier niet worden geopend. Ze blijft onveranderd in de database bewaard; hier begint een nieuwe partij.",
  "setAside.damaged":
    "De lopende partij is beschadigd en kan niet worden geopend. Ze blijft onveranderd in de database bewaard; hier begint een nieuwe partij.",
  "setAside.dismiss": "Melding over de bewaarde partij sluiten",
  "open.not_found": "“{file}” kan niet worden geopend, omdat het bestand niet (meer) bestaat.",
  "open.permission_denied": "“{file}” kan niet worden geopend, omdat je dit bestand niet mag lezen.",
  "open.not_a_file": "“{file}” kan niet worden geopend, omdat het een map of apparaat is en geen bestand.",
  "open.io": "“{file}” kan niet worden geopend, omdat het lezen mislukte.",
  "open.no_sgf": "“{file}” kan niet worden geopend, omdat er geen SGF-partij in staat.",
  "open.too_large": "“{file}” kan niet worden geopend, omdat het bestand groter is dan {limit, number} MB.",
  "open.board_too_large":
    "“{file}” kan niet worden geopend, omdat het bord {width, number} × {height, number} groot is en LoGo hoogstens 25 × 25 toont.",
  "open.bad_board_size": "“{file}” kan niet worden geopend, omdat “{raw}” geen geldige bordgrootte is.",
  "open.not_go": "“{file}” kan niet worden geopend, omdat de partij geen go is (SGF-speltype {game}).",
  "save.not_found":
    "“{file}” is niet opgeslagen, omdat de map niet bestaat – alles blijft open, er gaat niets verloren.",
  "save.permission_denied":
    "“{file}” is niet opgeslagen, omdat LoGo daar niet mag schrijven – alles blijft open, er gaat niets verloren.",
  "save.read_only":
    "“{file}” is niet opgeslagen, omdat de schijf alleen-lezen is – alles blijft open, er gaat niets verloren.",
  "save.not_a_file":
    "“{file}” is niet opgeslagen, omdat er op die plek een map staat – alles blijft open, er gaat niets verloren.",
  "save.disk_full": "“{file}” is niet opgeslagen, omdat de schijf vol is – alles blijft open, er gaat niets verloren.",
  "save.io": "“{file}” is niet opgeslagen, omdat het schrijven mislukte – alles blijft open, er gaat niets verloren.",
};
