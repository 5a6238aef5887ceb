import { accessSync, constants } from "node:fs";

/** Where Debian, Ubuntu and Chrome's own packages put the browser; `CHROMIUM_PATH` wins. */
const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The system Chromium for playwright-core (which never downloads one), or undefined when none is installed. */
export function findChromium(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  for (const path of fromEnv ? [fromEnv] : CANDIDATES) {
    try {
      accessSync(path, constants.X_OK);
      return path;
    } catch {
      // not here; try the next place
    }
  }
  return undefined;
}
