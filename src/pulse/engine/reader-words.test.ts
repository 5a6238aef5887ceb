import { describe, expect, it } from "vitest";
import { analyseItem } from "./features.js";

const kind = (title: string, content = "") => analyseItem(title, content).kind;

// Made-up headlines: how news tells each kind without the obvious noun (round 6, the reader).
describe("eventKind: round 6 words", () => {
  it("reads malware and stolen secrets as security, and the words alone as ordinary", () => {
    expect(kind("Typosquatted packages on a registry exfiltrated cloud tokens")).toBe("security");
    expect(kind("Fake browser extensions stole developer credentials for a month")).toBe("security");
    expect(kind("Vendor patches flaw that let attackers read other tenants' files")).toBe("security");
    expect(kind("Path traversal in a model server's upload endpoint")).toBe("security");
    expect(kind("Notebook host's secrets incident: what happened")).toBe("security");
    expect(kind("How do I rotate API keys in my CI config?")).toBeUndefined();
  });

  it("reads regulators' fines told as verbs, not fines as a plural noun or 'fine' the adjective", () => {
    expect(kind("Spain fines a chatbot maker over children's data")).toBe("ruling");
    expect(kind("Voice app got fined in Portugal for keeping recordings")).toBe("ruling");
    expect(kind("Regulator wants to fine a robocaller $2 million")).toBe("ruling");
    expect(kind("Apps face fines of up to 5% of revenue under the new code")).toBeUndefined();
    expect(kind("my fine-tune is fine, thanks")).toBeUndefined();
  });

  it("reads a court's finding told after a colon, and not a court named in passing", () => {
    expect(kind("Court of Appeal: model weights are not copies of their training images")).toBe("ruling");
    expect(kind("Hamburg court: lyrics memorised by a model infringe")).toBe("ruling");
    expect(kind("Why publishers picked that court on purpose: it agreed with them before")).toBeUndefined();
  });

  it("reads delays, prices, outages and rollbacks told by their idioms", () => {
    expect(kind("Lab pushes its new voice assistant into next year")).toBe("delay");
    expect(kind("Maker pushes its second model to April")).toBe("delay");
    expect(kind("Cloud GPU rentals now $1.20/hr")).toBe("price");
    expect(kind("Provider API degraded: timeouts in two regions")).toBe("outage");
    expect(kind("The service has been throwing 502s for an hour")).toBe("outage");
    expect(kind("Code host availability report: the March 3 incident")).toBe("outage");
    expect(kind("Shop pauses its checkout agent after double orders")).toBe("rollback");
    expect(kind("Retailer disables agent checkout after complaints")).toBe("rollback");
  });

  it("reads acquisitions told in the passive, but not things bought", () => {
    expect(kind("Vectorbox just got bought by a cloud giant")).toBe("acquisition");
    expect(kind("Ads will be bought through the same tools as before")).toBeUndefined();
  });

  it("reads results told by their surprise, a restructuring filing, a regulator looking and a study finding", () => {
    expect(kind("Chipmaker beats estimates on data-center sales")).toBe("earnings");
    expect(kind("Retailer raises its forecast for the year")).toBe("earnings");
    expect(kind("ACME CORP (ACME) files 10-K: Annual report")).toBe("earnings");
    expect(kind("ACME CORP (ACME) files 8-K: Costs Associated with Exit or Disposal Activities")).toBe(
      "layoffs",
    );
    expect(kind("Robot maker fires the engineers who built its arm")).toBe("layoffs");
    expect(kind("Competition watchdog looks at chatbots bundled with cloud credits")).toBe("investigation");
    expect(kind("Regulator issues its first request for information under the new law")).toBe(
      "investigation",
    );
    expect(kind("Agency proposes labelling rules for synthetic images")).toBe("regulation");
    expect(kind("Ministry exempts small firms from the labelling duty")).toBe("regulation");
    expect(kind("Audit finds most public leaderboards leak test data")).toBe("research");
  });

  it("reads the kind of a headline in another language", () => {
    expect(kind("La start-up Brumel lève 40 millions d'euros")).toBe("funding");
    expect(kind("Verlag verklagt KI-Firma Tannwerk wegen Urheberrecht")).toBe("lawsuit");
    expect(kind("L'Antitrust avvia un'istruttoria su Ventolo")).toBe("investigation");
    expect(kind("Tannwerk verschiebt Start seines Assistenten auf 2028")).toBe("delay");
    expect(kind("과기정통부, AI 시행령 개정")).toBe("regulation");
  });

  it("reads a maker's own superlative as a launch only when nothing else is said", () => {
    expect(kind("Orel 2: our most capable small model")).toBe("launch");
    expect(kind("Our latest model, and what it costs: prices cut by half")).toBe("price");
  });
});

describe("eventKind: round 6 words, second step", () => {
  it("reads a lettered round, an amount's round, a company's quarter and a bare share cut", () => {
    expect(kind("Tillbrook: agents for insurers, $40M Series B")).toBe("funding");
    expect(kind("What Tillbrook's $40M round says about insurance software")).toBe("funding");
    expect(kind("A series of posts on agents")).toBeUndefined();
    expect(kind("Arkwell's quarter shows buyers want on-prem racks")).toBe("earnings");
    expect(kind("Arkwell shipped $3B of servers last quarter")).toBe("earnings");
    expect(kind("Serves a 70B model at a quarter of the price")).toBeUndefined();
    expect(kind("Robot maker Arkwell cuts 30% and drops its biped")).toBe("layoffs");
    expect(kind("Arkwell cuts prices 30%")).toBe("price");
  });

  it("reads a settled class action, a regulator's launch and poisoned or fake packages", () => {
    expect(kind("Pixelward settles Texas class action for $12M")).toBe("settlement");
    expect(kind("Regulator launches AI sandbox for insurers")).toBe("regulation");
    expect(kind("Agency releases guidance on training with customer data")).toBe("regulation");
    expect(kind("Poisoned images on a container registry mined crypto")).toBe("security");
    expect(kind("Fake packages impersonating a popular SDK")).toBe("security");
  });
});

describe("eventKind: round 6 words, third step", () => {
  it("reads what a thing is only right after 'be'", () => {
    expect(kind("Korvo 3 is now live")).toBe("launch");
    expect(kind("Korvo 3 is generally available")).toBe("launch");
    expect(kind("The chatbot is dead, long live the agent")).toBeUndefined();
    expect(kind("Your Korvo notes are about to live inside Pindrop")).toBeUndefined();
    expect(kind("Chipmaker says next year's memory supply is sold out")).toBeUndefined();
    expect(kind("Korvo 3 is finally out")).toBe("launch");
  });

  it("reads a deal that ends a suit as its settlement, a regulator's study and results told by their surprise", () => {
    expect(kind("Label and music startup strike licensing deal, end lawsuit")).toBe("settlement");
    expect(kind("Trade regulator launches study of AI pricing tools")).toBe("investigation");
    expect(kind("Chipmaker beats again: record revenue, higher guide")).toBe("earnings");
    expect(kind("Shares jump on upbeat forecast")).toBe("earnings");
  });
});

describe("eventKind: one model opened", () => {
  it("reads open weights as a launch only when nothing else is said, and not in a question", () => {
    expect(kind("Korvo Medium 2 is now open weights (Apache 2.0)")).toBe("launch");
    expect(kind("Korvo K2: open 14B multilingual model")).toBe("launch");
    expect(kind("Which lab has the best open-weights model?")).toBeUndefined();
    expect(kind("How researchers used open models this year")).toBeUndefined();
    expect(kind("Korvo open-sources its 7B model")).toBe("launch");
  });
});

describe("eventKind: money in any currency, and orders booked", () => {
  it("reads a raise in euros or pounds, and a contracted backlog as no deal", () => {
    expect(kind("Paris open-weights lab Brumel raises €600M")).toBe("funding");
    expect(kind("Tannwerk raises £60M")).toBe("funding");
    expect(kind("Arkwell's contracted backlog reaches $40B")).toBeUndefined();
    expect(kind("Arkwell signs $400M contract with the Navy")).toBe("partnership");
  });
});

describe("eventKind: phrasal 'down' and things named by 'pricing'", () => {
  it("reads them as no outage and no price", () => {
    expect(kind("Lock down your API keys this week")).toBeUndefined();
    expect(kind("Shut down your old endpoints before Friday")).toBeUndefined();
    expect(kind("Korvo down for anyone else?")).toBe("outage");
    expect(kind("Chipmaker signs a deal that tests the leader's pricing power")).toBe("partnership");
    expect(kind("Agency will study AI pricing algorithms in housing")).toBeUndefined();
    expect(kind("Korvo's new pricing: per token above an allowance")).toBe("price");
  });
});

describe("eventKind: capital spent, not raised", () => {
  it("reads a raised capital spending plan as no funding", () => {
    expect(kind("Chipmaker raises its capital spending plan to $24 billion")).toBeUndefined();
    expect(kind("Arkwell raises $40M in new capital")).toBe("funding");
  });
});
