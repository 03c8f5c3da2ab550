//! Spanish. Why something failed: illegal moves, refused settings, files that
//! could not be opened or saved, changes that could not be stored.

import type { errors as de } from "../de/errors";
import type { Translation } from "../messages";

export const errors: Translation<typeof de> = {
  "unsaved.corrupt": "Sin guardar: la base de datos está dañada. La partida sigue en la memoria.",
  "unsaved.locked": "Sin guardar: otro programa tiene bloqueada la base de datos. La partida sigue en la memoria.",
  "unsaved.read_only": "Sin guardar: la base de datos es de solo lectura. La partida sigue en la memoria.",
  "unsaved.disk_full": "Sin guardar: el disco está lleno. La partida sigue en la memoria.",
  "unsaved.newer_version":
    "Sin guardar: la base de datos es de una versión más reciente de LoGo. La partida sigue en la memoria.",
  "unsaved.io": "Sin guardar: no se ha podido acceder a la base de datos. La partida sigue en la memoria.",
  "illegal.occupied": "Ocupado: ya hay una piedra en este punto; elige uno vacío.",
  "illegal.ko": "Ko: no puedes recapturar la piedra enseguida; juega antes en otro sitio.",
  "illegal.superko": "Superko: esta jugada repetiría una posición anterior, y estas reglas no lo permiten.",
  "illegal.suicide": "Suicidio: esta jugada quitaría la última libertad a tus propias piedras sin capturar nada.",
  "illegal.not_your_turn": "No es tu turno: ahora le toca jugar al otro color.",
  "illegal.game_over": "Partida terminada: después del final ya no se puede jugar.",
  "illegal.off_board": "Fuera del tablero: este punto no está en el tablero.",
  "illegal.placing_handicap": "Hándicap: primero Negro coloca todas las piedras de hándicap, y después empieza Blanco.",
  "error.bad_point": "LoGo no reconoce el punto «{text}» en este tablero.",
  "error.invalid_setting": "El ajuste «{field}» tiene un valor no válido.",
  "error.not_now": "Eso no se puede hacer ahora mismo.",
  "error.unexpected": "Algo ha fallado de forma inesperada; inténtalo de nuevo.",
  "error.no_stone":
    "Ahí no hay ninguna piedra: durante el recuento, haz clic en una piedra para marcar su grupo como muerto o vivo.",
  "error.stones_kept":
    "Con estas reglas todas las piedras se quedan en el tablero, así que no se puede marcar ningún grupo como muerto.",
  "error.invalid_argument": "LoGo ha recibido un valor no válido para «{argument}».",
  "error.edit_refused": "Este cambio no se puede hacer en el tablero de enseñanza; se queda como estaba.",
  "error.edit_one_point_line": "Una línea o una flecha necesita dos puntos distintos.",
  "error.library_not_saved": "No se ha guardado en la biblioteca; el tablero de enseñanza sigue abierto. {reason}",
  "error.exercise_not_saved": "Con esto no se puede crear un ejercicio; no se ha guardado.",
  "error.image_failed": "No se ha podido crear la imagen; inténtalo de nuevo.",
  "dbReason.corrupt": "La base de datos está dañada.",
  "dbReason.locked": "Otro programa tiene bloqueada la base de datos.",
  "dbReason.read_only": "La base de datos es de solo lectura.",
  "dbReason.disk_full": "El disco está lleno.",
  "dbReason.newer_version": "La base de datos es de una versión más reciente de LoGo.",
  "dbReason.io": "No se ha podido acceder a la base de datos.",
  "error.folder_not_shown":
    "No se ha podido abrir el gestor de archivos; arriba tienes la ruta de la carpeta para copiarla.",
  "field.size": "Tamaño del tablero",
  "field.handicap": "Hándicap",
  "field.main_time": "Tiempo principal",
  "field.period": "Duración de un periodo de byo-yomi",
  "field.periods": "Número de periodos de byo-yomi",
  "field.player_name": "Nombre del jugador",
  "field.engine_move_time": "Tiempo de reflexión del ordenador",
  "argument.engine": "programa de go",
  "argument.engine_name": "nombre del programa",
  "argument.level": "nivel",
  "error.engine_arguments_empty": "Falta el programa.",
  "error.engine_arguments_quote": "Las comillas de la posición {at, number} de los argumentos no se cierran nunca.",
  "error.engine_board_size":
    "Este programa juega en tableros de hasta {max, number} × {max, number}; elige un tablero más pequeño.",
  "error.settings_not_saved": "El ajuste no se ha guardado porque la base de datos no admite cambios en este momento.",

  "argument.game": "partida del archivo",
  "argument.node": "posición en el árbol de la partida",
  "argument.texts": "textos del diálogo de archivos",
  "argument.tag": "etiqueta (no vacía, como máximo 100 caracteres; como máximo 20 etiquetas)",
  "argument.note": "nota (como máximo 10.000 caracteres)",
  "argument.search": "texto de búsqueda (como máximo 200 caracteres)",
  "argument.date": "fecha (AAAA, AAAA-MM o AAAA-MM-DD, un día que exista)",
  "argument.page": "página de la biblioteca o de la lección",
  "argument.moves": "jugada desde la que se sigue jugando",
  "argument.paths": "archivos para importar",

  "database.corrupt": "La biblioteca no ha cambiado nada: la base de datos está dañada.",
  "database.locked":
    "La biblioteca no ha cambiado nada: otro programa tiene bloqueada la base de datos. Vuelve a intentarlo dentro de un momento.",
  "database.read_only": "La biblioteca no ha cambiado nada: la base de datos es de solo lectura.",
  "database.disk_full":
    "La biblioteca no ha cambiado nada: el disco está lleno. Libera algo de espacio y vuelve a intentarlo.",
  "database.newer_version":
    "La biblioteca no ha cambiado nada: la base de datos es de una versión más reciente de LoGo.",
  "database.io": "La biblioteca no ha cambiado nada: no se ha podido acceder a la base de datos.",
  "error.not_in_library": "Esta partida ya no está en la biblioteca.",
  "error.unreadable_game": "Esta partida de la biblioteca ya no se puede leer.",
  "error.import_running": "Ya hay una importación en curso. Espera a que termine o cancélala.",
  "error.record_start_not_playable":
    "LoGo no puede montar como partida la posición inicial de este registro, así que no se puede seguir jugando.",
  "error.record_setup_not_playable":
    "Este registro coloca piedras en el tablero antes de la jugada {move, number}; solo se puede seguir jugando hasta la jugada {last, number}.",
  "error.record_not_playable":
    "La jugada {move, number} de este registro incumple las reglas; solo se puede seguir jugando hasta la jugada {last, number}. Motivo: {reason}",
  "argument.size": "tamaño del tablero",
  "argument.comment": "comentario (demasiado largo)",
  "argument.title": "título",
  "argument.region": "parte del tablero",
  "argument.lesson": "lección",
  "argument.entry": "entrada del glosario",
  "exercise.wrong_kind": "Esta respuesta no corresponde a este ejercicio.",
  "exercise.already_solved": "Ya has resuelto el ejercicio. Pulsa «Empezar de nuevo» para intentarlo otra vez.",
  "exercise.outside_view": "Este punto está fuera de la parte del tablero que se muestra.",
  "exercise.unknown_option": "El ejercicio no tiene esa respuesta.",
  "exercise.wrong_step": "El recuento está ahora en otro paso.",
  "exercise.broken_content": "Este ejercicio tiene un error y no se puede comprobar.",

  "setAside.newer_version":
    "La partida en curso se guardó con una versión más reciente de LoGo y no se puede abrir aquí. Se conserva intacta en la base de datos; aquí empieza una partida nueva.",
  "setAside.damaged":
    "La partida en curso está dañada y no se puede abrir. Se conserva intacta en la base de datos; aquí empieza una partida nueva.",
  "setAside.dismiss": "Cerrar el aviso sobre la partida conservada",
  "open.not_found": "No se puede abrir «{file}» porque el archivo no existe (o ya no existe).",
  "open.permission_denied": "No se puede abrir «{file}» porque no tienes permiso para leerlo.",
  "open.not_a_file": "No se puede abrir «{file}» porque es una carpeta o un dispositivo, no un archivo.",
  "open.io": "No se puede abrir «{file}» porque ha fallado la lectura.",
  "open.no_sgf": "No se puede abrir «{file}» porque no contiene ninguna partida SGF.",
  "open.too_large": "No se puede abrir «{file}» porque ocupa más de {limit, number} MB.",
  "open.board_too_large":
    "No se puede abrir «{file}» porque su tablero es de {width, number} × {height, number} y LoGo muestra como máximo 25 × 25.",
  "open.bad_board_size": "No se puede abrir «{file}» porque «{raw}» no es un tamaño de tablero válido.",
  "open.not_go": "No se puede abrir «{file}» porque la partida no es de go (tipo de juego SGF {game}).",
  "save.not_found": "No se ha guardado «{file}» porque la carpeta no existe. Todo sigue abierto y no se pierde nada.",
  "save.permission_denied":
    "No se ha guardado «{file}» porque LoGo no tiene permiso para escribir ahí. Todo sigue abierto y no se pierde nada.",
  "save.read_only":
    "No se ha guardado «{file}» porque la unidad es de solo lectura. Todo sigue abierto y no se pierde nada.",
  "save.not_a_file":
    "No se ha guardado «{file}» porque hay una carpeta con ese nombre. Todo sigue abierto y no se pierde nada.",
  "save.disk_full": "No se ha guardado «{file}» porque el disco está lleno. Todo sigue abierto y no se pierde nada.",
  "save.io": "No se ha guardado «{file}» porque ha fallado la escritura. Todo sigue abierto y no se pierde nada.",
};
