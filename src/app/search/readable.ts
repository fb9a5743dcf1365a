// A page's HTML reduced to its readable text with Mozilla's Readability over the browser's
// DOMParser. The parsed document is inert (DOMParser never runs scripts or loads resources) and only
// its text leaves this function; when Readability finds no article, the body's text is used.
import { Readability } from '@mozilla/readability';
import type { ReadableText } from '../../core/search/types.ts';

/** Most HTML parsed (a page beyond this is cut before parsing). */
export const READABLE_MAX_HTML = 2_000_000;

const squeeze = (t: string) =>
  t
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

export const readableText: ReadableText = (html, url) => {
  const doc = new DOMParser().parseFromString(html.slice(0, READABLE_MAX_HTML), 'text/html');
  try {
    const base = doc.createElement('base');
    base.href = url;
    doc.head?.prepend(base);
  } catch {
    // A page without a head: relative links stay relative.
  }
  const fallbackTitle = doc.title?.trim() ?? '';
  for (const el of doc.querySelectorAll('script, style, noscript, template, iframe, svg')) el.remove();
  const bodyText = squeeze(doc.body?.textContent ?? '');
  let article: { title?: string | null; textContent?: string | null } | null = null;
  try {
    article = new Readability(doc, { charThreshold: 200 }).parse();
  } catch {
    article = null;
  }
  const text = article?.textContent ? squeeze(article.textContent) : '';
  return { title: (article?.title ?? '').trim() || fallbackTitle, text: text.length >= 200 || !bodyText ? text || bodyText : bodyText };
};
