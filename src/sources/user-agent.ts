/**
 * The collector's User-Agent, built by the operator's side (adapters never choose it, so the contact stays in).
 * Most APIs take the usual product form. Reddit asks for its own form, `<platform>:<app id>:<version> (by
 * /u/<username>)`, and throttles or blocks generic agents, so its hosts get that form; without `REDDIT_USERNAME`
 * the contact and the service URL stand where the username would.
 */

export interface UserAgentOptions {
  packageVersion: string;
  publicBaseUrl: string;
  contact: string | undefined;
  redditUsername: string | undefined;
}

const REDDIT_HOST = /(^|\.)reddit\.com$/;

/** The User-Agent to send to `url`. */
export function userAgentFor(opts: UserAgentOptions): (url: string) => string {
  const contact = opts.contact?.trim() ? `; ${opts.contact.trim()}` : "";
  const standard = `intel-digest/${opts.packageVersion} (+${opts.publicBaseUrl}${contact})`;
  const user = opts.redditUsername?.trim().replace(/^\/?u\//, "");
  const by = user ? `by /u/${user}` : `+${opts.publicBaseUrl}${contact}`;
  const reddit = `server:intel-digest:v${opts.packageVersion} (${by})`;
  return (url) => (REDDIT_HOST.test(URL.parse(url)?.hostname ?? "") ? reddit : standard);
}
