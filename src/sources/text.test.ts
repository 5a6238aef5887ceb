import { describe, expect, it } from "vitest";
import { cleanTitle, decodeBody, excerpt, htmlToText, MAX_CONTENT_CHARS } from "./text.js";

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  new Uint8Array(parts.flatMap((p) => (typeof p === "string" ? [...Buffer.from(p, "latin1")] : p)));

/** A lone (unpaired) surrogate anywhere in the string. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

describe("htmlToText", () => {
  it("flattens nested inline tags without inventing spaces inside words", () => {
    expect(htmlToText("<div><p>Hello <b>big <i>bold</i></b> world</p></div>")).toBe("Hello big bold world");
    expect(htmlToText("<b>Open</b>AI <a href='https://x.example'>ships</a> <em>o5</em>")).toBe(
      "OpenAI ships o5",
    );
  });

  it("separates block-level elements with a space", () => {
    expect(htmlToText("<p>One</p><p>Two</p>")).toBe("One Two");
    expect(htmlToText("<ul><li>alpha</li><li>beta</li></ul>")).toBe("alpha beta");
    expect(htmlToText("line<br>break<br/>again")).toBe("line break again");
    expect(
      htmlToText("<h2>Title</h2><blockquote>quote</blockquote><table><tr><td>1</td><td>2</td></tr></table>"),
    ).toBe("Title quote 1 2");
    expect(htmlToText("<DIV>Upper</DIV><DIV>Case</DIV>")).toBe("Upper Case");
  });

  it("drops script, style and similar non-text elements, whatever their case", () => {
    expect(
      htmlToText(
        "<p>Before</p><script>var s = '<p>not text</p>'; alert(1)</script><style>p { color: red }</style>" +
          "<SCRIPT type='text/javascript'>track()</SCRIPT><noscript>enable js</noscript><p>After</p>",
      ),
    ).toBe("Before After");
    expect(htmlToText("<svg><text>icon</text></svg>Label<!-- a comment -->")).toBe("Label");
  });

  it("decodes named, decimal and hex entities", () => {
    expect(htmlToText("Tom &amp; Jerry &mdash; &#8220;quoted&#8221; it&#x2019;s&hellip;")).toBe(
      "Tom & Jerry — “quoted” it’s…",
    );
    expect(htmlToText("R&amp;D&nbsp;budget")).toBe("R&D budget");
  });

  it("decodes double-escaped entities once more", () => {
    expect(htmlToText("Tom &amp;amp; Jerry")).toBe("Tom & Jerry");
    expect(htmlToText("it&amp;#8217;s &amp;quot;fine&amp;quot;")).toBe('it’s "fine"');
    expect(htmlToText("<p>AT&amp;amp;T</p>")).toBe("AT&T");
  });

  it("keeps the text of CDATA sections left in the content, markup inside stripped", () => {
    expect(htmlToText("<![CDATA[<p>Hello &amp; welcome</p>]]>")).toBe("Hello & welcome");
    expect(htmlToText("Intro <![CDATA[inner text]]> outro")).toBe("Intro inner text outro");
    expect(htmlToText("dangling end]]>")).toBe("dangling end");
  });

  it("removes zero-width and control characters instead of turning them into spaces", () => {
    expect(htmlToText("Open\u200bAI\u200c ships\u200d\ufeff o5\u0007")).toBe("OpenAI ships o5");
    expect(htmlToText("<p>zero\u200bwidth</p>")).toBe("zerowidth");
  });

  it("collapses all whitespace (incl. no-break spaces) to single spaces and trims", () => {
    expect(htmlToText("  \n\t<p>  a \n\n b\u00a0\u00a0c  </p>\r\n ")).toBe("a b c");
  });

  it("takes plain text as is, only collapsing whitespace", () => {
    expect(htmlToText("Plain   text\n\twith  spaces ")).toBe("Plain text with spaces");
    expect(htmlToText("a > b, 3 * 4 = 12")).toBe("a > b, 3 * 4 = 12");
    expect(htmlToText("zero\u200bwidth")).toBe("zerowidth");
    expect(htmlToText("")).toBe("");
  });

  it("leaves a bare < or & that is not markup", () => {
    expect(htmlToText("5 < 6 and AT&T")).toBe("5 < 6 and AT&T");
    expect(htmlToText("I <3 Rust")).toBe("I <3 Rust");
  });
});

describe("excerpt", () => {
  it("returns text within the limit unchanged", () => {
    expect(excerpt("short text", 10)).toBe("short text");
    const exact = "x".repeat(MAX_CONTENT_CHARS);
    expect(excerpt(exact)).toBe(exact);
  });

  it("cuts at a word boundary and stays within max including the ellipsis", () => {
    const text = "The quick brown fox jumps over the lazy dog and keeps running";
    const out = excerpt(text, 30);
    expect(out).toBe("The quick brown fox jumps…");
    expect(out.length).toBeLessThanOrEqual(30);
  });

  it("defaults to MAX_CONTENT_CHARS", () => {
    const out = excerpt("word ".repeat(400));
    expect(out.length).toBeLessThanOrEqual(MAX_CONTENT_CHARS);
    expect(out.length).toBeGreaterThan(MAX_CONTENT_CHARS * 0.9);
    expect(out.endsWith("word…")).toBe(true);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(excerpt("alpha beta, gamma delta epsilon", 13)).toBe("alpha beta…");
  });

  it("hard-cuts a long word (or a boundary too early in the text) at exactly max", () => {
    const word = "x".repeat(50);
    expect(excerpt(word, 20)).toBe(`${"x".repeat(19)}…`);
    // The only space is within the first 60 %: cutting there would waste most of the excerpt.
    const early = `a ${"y".repeat(100)}`;
    const out = excerpt(early, 20);
    expect(out).toBe(`a ${"y".repeat(17)}…`);
    expect(out).toHaveLength(20);
  });

  it("never splits a surrogate pair at the cut", () => {
    expect(excerpt(`${"x".repeat(8)}😀😀😀`, 10)).toBe(`${"x".repeat(8)}…`);
    const emoji = "😀".repeat(30);
    for (let max = 2; max < 20; max++) {
      const out = excerpt(emoji, max);
      expect(out).not.toMatch(LONE_SURROGATE);
      expect(out.length).toBeLessThanOrEqual(max);
    }
  });

  it("keeps its promises on mixed text for every limit (property)", () => {
    const text = "Modèle 😀 rapide: GPT-5.5 🚀🚀 beats 🧪 benchmarks, 3x faster — “really” 👩‍💻 now ".repeat(
      4,
    );
    for (let max = 1; max < text.length + 5; max++) {
      const out = excerpt(text, max);
      expect(out.length).toBeLessThanOrEqual(Math.max(max, 1));
      expect(out).not.toMatch(LONE_SURROGATE);
      if (text.length > max) {
        expect(out.endsWith("…")).toBe(true);
        expect(text.startsWith(out.slice(0, -1))).toBe(true);
      } else expect(out).toBe(text);
    }
  });
});

describe("cleanTitle", () => {
  it("strips markup and entities to one line", () => {
    expect(cleanTitle("<b>Rust</b> 2.0 &amp; more\n   <i>released</i>")).toBe("Rust 2.0 & more released");
    expect(cleanTitle("  Plain title  ")).toBe("Plain title");
  });

  it("caps a title at 300 characters", () => {
    const out = cleanTitle(`<p>${"headline ".repeat(60)}</p>`);
    expect(out.length).toBeLessThanOrEqual(300);
    expect(out.endsWith("headline…")).toBe(true);
  });
});

describe("decodeBody", () => {
  const utf8 = (s: string) => new Uint8Array(Buffer.from(s, "utf8"));

  it("decodes UTF-8 by default", () => {
    expect(decodeBody(utf8("café €"), undefined)).toBe("café €");
    expect(decodeBody(utf8("café"), "application/json")).toBe("café");
  });

  it("honours a UTF-8 BOM over a wrong header, and strips it", () => {
    const body = new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("café")]);
    expect(decodeBody(body, "text/xml; charset=windows-1252")).toBe("café");
  });

  it("decodes UTF-16 little- and big-endian by their BOM", () => {
    const le = new Uint8Array(Buffer.from("\ufeff<rss>héllo €</rss>", "utf16le"));
    expect(decodeBody(le, undefined)).toBe("<rss>héllo €</rss>");
    const be = new Uint8Array(le.length);
    for (let i = 0; i < le.length; i += 2) {
      be[i] = le[i + 1] ?? 0;
      be[i + 1] = le[i] ?? 0;
    }
    expect(be[0]).toBe(0xfe);
    expect(decodeBody(be, "text/xml")).toBe("<rss>héllo €</rss>");
  });

  it("uses the charset of the Content-Type header (windows-1252, iso-8859-1, quoted, any case)", () => {
    const body = bytes("caf", [0xe9], " ", [0x93], "quoted", [0x94], " ", [0x80], "5");
    expect(decodeBody(body, "text/xml; charset=windows-1252")).toBe("café “quoted” €5");
    expect(decodeBody(bytes("caf", [0xe9]), "text/html; Charset=ISO-8859-1")).toBe("café");
    expect(decodeBody(bytes("caf", [0xe9]), 'application/rss+xml; charset="iso-8859-1"')).toBe("café");
  });

  it("prefers the header over the document's declaration", () => {
    const body = new Uint8Array([
      ...Buffer.from('<?xml version="1.0" encoding="windows-1252"?><t>', "latin1"),
      ...utf8("café"),
      ...Buffer.from("</t>", "latin1"),
    ]);
    expect(decodeBody(body, "application/xml; charset=utf-8")).toBe(
      '<?xml version="1.0" encoding="windows-1252"?><t>café</t>',
    );
  });

  it("reads the XML declaration's encoding when the header has none", () => {
    const decl = '<?xml version="1.0" encoding="windows-1252"?>\n<rss><title>';
    const body = bytes(decl, [0x93], "Caf", [0xe9], [0x94], " costs ", [0x80], "3", "</title></rss>");
    expect(decodeBody(body, "application/rss+xml")).toBe(`${decl}“Café” costs €3</title></rss>`);
    expect(
      decodeBody(bytes(" <?xml version='1.0' encoding='ISO-8859-1'?><a>", [0xe9], "</a>"), undefined),
    ).toContain("<a>é</a>");
  });

  it("reads an HTML meta charset (both forms)", () => {
    const html5 = bytes('<html><head><meta charset="windows-1252"><title>', [0x93], "Hi", [0x94], "</title>");
    expect(decodeBody(html5, "text/html")).toContain("<title>“Hi”</title>");
    const legacy = bytes(
      '<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1"></head><p>na',
      [0xef],
      "ve</p>",
    );
    expect(decodeBody(legacy, undefined)).toContain("<p>naïve</p>");
  });

  it("falls back to UTF-8 for an unknown charset label", () => {
    expect(decodeBody(utf8("café"), "text/xml; charset=x-no-such-charset")).toBe("café");
    const decl = '<?xml version="1.0" encoding="klingon-8"?><a>';
    expect(decodeBody(utf8(`${decl}café</a>`), undefined)).toBe(`${decl}café</a>`);
  });
});
