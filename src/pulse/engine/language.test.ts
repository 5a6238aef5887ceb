import { describe, expect, it } from "vitest";
import { isOtherLanguage, OTHER_FUNCTION_WORDS } from "./language.js";

describe("isOtherLanguage", () => {
  it("reads French, German, Italian and Portuguese headlines as another language", () => {
    for (const [title, content] of [
      ["L'éditeur de livres audio Solenne assigne Mistral AI en justice pour contrefaçon - Les Echos", ""],
      ["Münchner KI-Start-up Ferrule sammelt 80 Millionen Euro für automatisiertes Platinendesign ein", ""],
      ["Il Garante privacy multa l'app Amika per 4 milioni di euro - Corriere della Sera", ""],
      [
        "Comissão especial aprova marco legal da IA; texto segue ao plenário",
        "O texto segue para o plenário.",
      ],
    ])
      expect(isOtherLanguage(title as string, content as string)).toBe(true);
  });

  it("reads English as English, even with a foreign name or a French phrase in it", () => {
    expect(
      isOtherLanguage("Mistral's Le Chat gets a memory feature", "The assistant now remembers chats."),
    ).toBe(false);
    expect(
      isOtherLanguage("Paris open-weights lab Orrery raises €600M", "It is the largest round of the year."),
    ).toBe(false);
    expect(isOtherLanguage("The UN and the EU on AI", "")).toBe(false);
  });

  it("counts the words `match(/\\p{L}+/gu)` gives, whatever the script, case or surrogates", () => {
    const byRegex = (title: string, content: string): boolean => {
      const english = new Set(["the", "of", "and", "a", "in"]);
      let e = 0;
      let o = 0;
      for (const w of `${title} ${content}`.toLowerCase().match(/\p{L}+/gu) ?? []) {
        if (english.has(w)) e++;
        else if (OTHER_FUNCTION_WORDS.has(w)) o++;
      }
      return o >= e + 2;
    };
    // Pieces whose lower case splits or joins words ("İ" is "i" and a combining dot), letters beyond the BMP, lone
    // surrogates, elisions, accents.
    const pieces = [
      "le ",
      "der ",
      "und ",
      "the ",
      "of ",
      "İL ",
      "für ",
      "à ",
      "l'",
      "d'",
      "𝒜",
      "😀",
      "ΣΑΣ ",
      "ß",
    ];
    pieces.push("é", "\u0301", "\ud800", "x", " ", "-", "de ", "NÃO ", "ǅ", "a", "1");
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const text = (n: number) =>
      Array.from({ length: n }, () => pieces[Math.floor(next() * pieces.length)]).join("");
    for (let k = 0; k < 20_000; k++) {
      const [title, content] = [text(Math.floor(next() * 10)), text(Math.floor(next() * 24))];
      expect(isOtherLanguage(title, content)).toBe(byRegex(title, content));
    }
  });
});
