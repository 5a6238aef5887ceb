import { describe, expect, it } from "vitest";
import { escapeText, html, raw } from "./escape.js";

describe("escapeText", () => {
  it("replaces the five characters that can end text or a quoted attribute", () => {
    expect(escapeText(`<a href="x">Tom's & Jerry's</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt;",
    );
  });

  it("drops characters XML 1.0 forbids and keeps everything else, astral characters included", () => {
    expect(escapeText("a\u0000b\u0001c\u000Bd\uFFFEe\uD800f")).toBe("abcdef");
    expect(escapeText("tab\tnew\nline\r ✓ 🚀 é")).toBe("tab\tnew\nline\r ✓ 🚀 é");
  });
});

describe("html", () => {
  it("escapes interpolated values but not nested html or raw markup", () => {
    const inner = html`<b>${"<i>"}</b>`;
    expect(html`<p title="${'"x"'}">${inner}${raw("<br>")}${["<", ">"]}</p>`.value).toBe(
      '<p title="&quot;x&quot;"><b>&lt;i&gt;</b><br>&lt;&gt;</p>',
    );
  });

  it("renders nothing for undefined, null and false, and numbers as text", () => {
    expect(html`${undefined}${null}${false}${0}${1.5}`.value).toBe("01.5");
  });
});
