//! Portuguese. The shell's texts: loading, the navigation, the database banner.

import type { app as de } from "../de/app";
import type { Translation } from "../messages";

export const app: Translation<typeof de> = {
  "app.loading": "Carregando o LoGo …",
  "app.loadFailed": "Não foi possível carregar a partida em curso.",
  "app.retry": "Tentar de novo",
  "db.corrupt":
    "A base de dados está danificada ou não é um arquivo do LoGo. O LoGo continua a funcionar, mas sem guardar nada, e o arquivo fica intacto.",
  "db.locked":
    "Outro programa bloqueou a base de dados. O LoGo continua a funcionar, mas sem guardar nada, e o arquivo fica intacto.",
  "db.read_only":
    "A base de dados ou a sua pasta só permite leitura. O LoGo continua a funcionar, mas sem guardar nada, e o arquivo fica intacto.",
  "db.disk_full":
    "O disco está cheio. O LoGo continua a funcionar, mas sem guardar nada, e o arquivo da base de dados fica intacto.",
  "db.newer_version":
    "A base de dados vem de uma versão mais recente do LoGo. O LoGo continua a funcionar, mas sem guardar nada, e o arquivo fica intacto.",
  "db.io":
    "Não é possível abrir a base de dados. O LoGo continua a funcionar, mas sem guardar nada, e o arquivo fica intacto.",
  "db.path": "Arquivo: {path}",
  "db.dismiss": "Ocultar este aviso",
  "nav.label": "Navegação",
  "nav.play": "Jogar",
  "nav.review": "Rever",
  "nav.settings": "Configurações",
  "nav.learn": "Aprender",
  "nav.lesson": "Lição",
  "nav.glossary": "Glossário",
  "nav.about": "Sobre o LoGo",
  "nav.library": "Biblioteca",
  "nav.dropImport": "Solte aqui para importar os arquivos e as pastas para a biblioteca",
  "nav.dropHint": "Solte aqui para abrir o arquivo SGF e rever a partida",
};
