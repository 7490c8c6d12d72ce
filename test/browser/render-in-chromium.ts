/**
 * Renders Markdown as a GitHub comment does, in headless Chromium: marked
 * with GFM (and marked-alert for GitHub's `> [!NOTE]` alerts), then Mermaid
 * on every `mermaid` code block, in a 900 px column with GitHub's table and
 * code styles. It reports what a reviewer would see go wrong: a Mermaid
 * error, Markdown left raw in the page, a table wider than the column. The
 * screenshots go where the caller says (a temporary folder, never the
 * repository).
 *
 * Driven with playwright-core: it brings no browser of its own (the Debian
 * package's /usr/bin/chromium is used) and has no dependencies.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

/** A file of an installed package, found in the nearest node_modules above this file (the packages' exports hide their browser bundles). */
function packageFile(pkg: string, file: string): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'node_modules', pkg, file);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`${pkg}/${file} is not installed (npm ci installs it)`);
    dir = parent;
  }
}

/** The comment column's width on a pull request page (GitHub's timeline at desktop width). */
export const COLUMN_PX = 900;

/** Where Chromium is: `CHROMIUM_PATH`, else Debian's package; null when absent. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p !== undefined && p !== '' && existsSync(p)) ?? null;
}

/** What check-comment.js finds in the page. */
type Checked = Omit<RenderedPage, 'name' | 'screenshot'>;

const here = path.dirname(fileURLToPath(import.meta.url));

export interface RenderedPage {
  name: string;
  /** Mermaid's error messages, one per failing diagram. */
  mermaidErrors: string[];
  /** Markdown syntax found in the rendered text outside code: `|---|`, `**`, a backtick, an HTML tag shown as text. */
  rawMarkdown: string[];
  /** Tables wider than the column: their first header cell and width in px. */
  wideTables: { header: string; width: number }[];
  /** Mermaid diagrams drawn (an svg each). */
  diagrams: number;
  /** The text each drawn diagram shows (its svg's text elements), in page order. */
  diagramTexts: string[][];
  tables: number;
  /** Links (their href), images, headings ("H3: text"), quotes and scripts in the page. */
  elements: {
    links: (string | null)[];
    images: number;
    headings: string[];
    quotes: number;
    scripts: number;
  };
  screenshot: string;
}

/** GitHub's comment styles that decide widths: font, table cells, code. */
const GITHUB_CSS = `
  body { margin: 0; background: #fff; }
  #comment { width: ${COLUMN_PX}px; padding: 16px; box-sizing: border-box; font-family: -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; font-size: 14px; line-height: 1.5; color: #1f2328; }
  #comment table { display: block; width: max-content; max-width: 100%; overflow: auto; border-spacing: 0; border-collapse: collapse; margin: 0 0 16px; }
  #comment th, #comment td { padding: 6px 13px; border: 1px solid #d1d9e0; }
  #comment th { font-weight: 600; }
  #comment code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; font-size: 85%; padding: .2em .4em; background: #eff1f3; border-radius: 6px; }
  #comment pre { overflow: auto; padding: 16px; background: #f6f8fa; font-size: 85%; }
  #comment pre code { padding: 0; background: none; font-size: 100%; }
  #comment sub { font-size: 75%; }
  #comment .markdown-alert { border-left: .25em solid #0969da; padding: 0 1em; }
`;

/** Renders each page, checks it and screenshots it into `shotDir`. */
export async function renderInChromium(
  pages: { name: string; markdown: string }[],
  shotDir: string,
): Promise<RenderedPage[]> {
  const executablePath = chromiumPath();
  if (executablePath === null)
    throw new Error('no Chromium: set CHROMIUM_PATH or install chromium');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const results: RenderedPage[] = [];
    for (const { name, markdown } of pages) {
      const page = await browser.newPage({ viewport: { width: COLUMN_PX + 40, height: 900 } });
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>${GITHUB_CSS}</style></head><body><div id="comment"></div></body></html>`,
      );
      await page.addScriptTag({ path: packageFile('marked', 'lib/marked.umd.js') });
      await page.addScriptTag({ path: packageFile('marked-alert', 'dist/index.umd.js') });
      await page.addScriptTag({ path: packageFile('mermaid', 'dist/mermaid.min.js') });
      await page.addScriptTag({ path: path.join(here, 'check-comment.js') });
      const found = await page.evaluate(
        (source) =>
          (globalThis as unknown as { checkComment: (s: string) => Promise<Checked> }).checkComment(
            source,
          ),
        markdown,
      );
      const screenshot = path.join(shotDir, `${name}.png`);
      await page.locator('#comment').screenshot({ path: screenshot });
      // The first screenful too: what a reviewer reads before scrolling.
      await page.screenshot({
        path: screenshot.replace(/\.png$/, '-top.png'),
        clip: { x: 0, y: 0, width: COLUMN_PX, height: 900 },
      });
      await page.close();
      results.push({ name, ...found, screenshot });
    }
    return results;
  } finally {
    await browser.close();
  }
}
