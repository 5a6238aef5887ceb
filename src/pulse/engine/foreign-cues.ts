import type { EventKind } from "./event-kinds.js";

/**
 * Words that name an event kind in the other languages the news sources carry (French, German, Spanish, Italian,
 * Portuguese, Dutch, Korean, Japanese): "lève 600 millions d'euros", "verklagt", "inflige une amende", "avvia
 * un'istruttoria", "시행령" (an enforcement decree). A headline in another language names its companies as an English
 * one does, but without these its event goes untyped, and a company's second story that week joins its first.
 * Each word means that event and nothing else in its own language, and is not an English word; all stay ordinary
 * words elsewhere (events.ts reads them as cues only).
 */
export const FOREIGN_CUES: readonly (readonly [EventKind, string])[] = [
  ["launch", "dévoile lanza veröffentlicht presenta 출시 発表"],
  ["funding", "lève levée sammelt recauda capta captan finanzierungsrunde 투자유치 資金調達"],
  ["acquisition", "übernimmt rachète adquiere acquisisce übernahme rachat 인수 買収"],
  ["lawsuit", "demanda verklagt poursuit klage assigne 소송 提訴"],
  [
    "ruling",
    "amende multa bußgeld geldstrafe sanctionne verbod urteil sentencia 과징금 판결 判決 förbjuder blocca ordena",
  ],
  ["investigation", "istruttoria enquête ermittlungen investigación indagine 조사"],
  ["regulation", "시행령 고시 법안 verordnung reglamento regolamento gesetz 規制"],
  ["delay", "verschiebt retrasa rinvia reporté 연기 延期"],
  ["security", "datenleck sicherheitslücke piratage fuite 해킹 유출"],
  ["layoffs", "entlassungen stellenabbau despidos licenciements licenziamenti 감원 구조조정"],
  ["outage", "panne störung 장애"],
  ["earnings", "실적 quartalszahlen 決算 trimestriel trimestrielle trimestriels 영업이익 純利益"],
];
