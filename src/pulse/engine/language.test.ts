import { describe, expect, it } from "vitest";
import { isOtherLanguage } from "./language.js";

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
});
