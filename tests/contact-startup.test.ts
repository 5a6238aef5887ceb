import { describe, expect, it } from "vitest";
import { ContactRequiredError } from "../src/sources/contact.js";
import { startTestServer } from "./helpers/server.js";

describe("start-up without OPERATOR_CONTACT", () => {
  it("refuses a server that would collect live, and starts a gateway-only one", async () => {
    await expect(startTestServer({ OPERATOR_CONTACT: "" })).rejects.toBeInstanceOf(ContactRequiredError);
    const gateway = await startTestServer({ OPERATOR_CONTACT: "", PIPELINE: "off" });
    try {
      expect((await gateway.get("/health")).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
