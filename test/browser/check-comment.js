/* global window, document */
/**
 * Runs in the page (render-in-chromium.ts loads it after marked, marked-alert
 * and mermaid): renders a comment's Markdown into #comment as GitHub does
 * (GFM, alerts, every `mermaid` block drawn) and returns what went wrong: the
 * Mermaid errors, Markdown syntax left in the text outside code, the
 * tables wider than the column, and the elements only the template may
 * write (links, images, headings, quotes, scripts).
 */
window.checkComment = async function checkComment(source) {
  const marked = new window.marked.Marked(window.markedAlert());
  const root = document.getElementById('comment');
  root.innerHTML = marked.parse(source, { gfm: true });
  // A reviewer opens every fold; widths are measured open.
  for (const fold of root.querySelectorAll('details')) fold.setAttribute('open', '');
  window.mermaid.initialize({ startOnLoad: false, securityLevel: 'strict' });
  const mermaidErrors = [];
  // The words each drawn diagram shows (its svg's text elements): titles, axis labels, point names.
  const diagramTexts = [];
  let diagrams = 0;
  let id = 0;
  for (const block of [...root.querySelectorAll('pre > code.language-mermaid')]) {
    const pre = block.parentElement;
    try {
      const { svg } = await window.mermaid.render(`m${id++}`, block.textContent ?? '');
      const div = document.createElement('div');
      div.innerHTML = svg;
      pre.replaceWith(div);
      if (/Syntax error|Parse error/i.test(div.textContent ?? '')) {
        mermaidErrors.push(div.textContent.slice(0, 200));
      } else {
        diagrams += 1;
        diagramTexts.push([...div.querySelectorAll('text')].map((t) => t.textContent.trim()));
      }
    } catch (error) {
      mermaidErrors.push(String(error?.message ?? error).slice(0, 300));
    }
  }
  // The text a reader sees outside code: Markdown syntax there was not rendered.
  const clone = root.cloneNode(true);
  for (const el of clone.querySelectorAll('pre, code, svg')) el.remove();
  const text = clone.textContent ?? '';
  const patterns = [
    ['table delimiter row', /\|\s*:?-{3,}/],
    ['bold markers', /\*\*/],
    ['a backtick', /`/],
    ['an HTML tag as text', /<\/?(details|summary|sub|br|code)\b/],
    ['an alert marker', /\[!(NOTE|WARNING|TIP|IMPORTANT|CAUTION)\]/],
    ['a heading marker', /(^|\n)#{1,6} /],
  ];
  const rawMarkdown = [];
  for (const [what, pattern] of patterns) {
    const match = pattern.exec(text);
    if (match !== null) {
      const around = text.slice(Math.max(0, match.index - 40), match.index + 40);
      rawMarkdown.push(`${what}: …${around.replace(/\s+/g, ' ')}…`);
    }
  }
  // GitHub's tables are blocks of at most the column's width that scroll when their content is wider.
  const tables = [...root.querySelectorAll('table')];
  const right = root.getBoundingClientRect().right;
  const wideTables = tables
    .filter((t) => t.scrollWidth > t.clientWidth + 1 || t.getBoundingClientRect().right > right + 1)
    .map((t) => ({
      header:
        [...t.querySelectorAll('th')].map((th) => th.textContent.trim()).find((h) => h !== '') ??
        '',
      width: t.scrollWidth,
    }));
  // What only the template may put in a comment: links, images, headings, quotes, scripts.
  const elements = {
    links: [...root.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    images: root.querySelectorAll('img').length,
    headings: [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map(
      (h) => `${h.tagName}: ${h.textContent.trim().slice(0, 40)}`,
    ),
    quotes: root.querySelectorAll('blockquote').length,
    // Mermaid's drawings carry their own <style>.
    scripts: [...root.querySelectorAll('script, style, iframe')].filter((e) => !e.closest('svg'))
      .length,
  };
  return {
    mermaidErrors,
    rawMarkdown,
    wideTables,
    diagrams,
    diagramTexts,
    tables: tables.length,
    elements,
  };
};
