import { CARD_HEIGHT, CARD_WIDTH, SITE_NAME } from './cards';
import type { Preview } from './sources';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values alike: every character that could end one is written as an entity. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);

/** Descriptions past this are cut by every card anyway; a shorter one is read whole. */
const DESCRIPTION_MAX = 200;
const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

/**
 * The page's own title, description, Open Graph and Twitter card tags (ARCHITECTURE.md "UIs":
 * pages people share are drawn on the server; crawlers run no JavaScript). URLs are absolute.
 */
export const headTagsOf = (preview: Preview, urls: { page: string; image: string }): string => {
  const title = preview.title.includes(SITE_NAME) ? preview.title : `${preview.title} · ${SITE_NAME}`;
  const description = clip(preview.description, DESCRIPTION_MAX);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(urls.page)}" />`,
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', preview.type),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', urls.page),
    meta('property', 'og:image', urls.image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(CARD_WIDTH)),
    meta('property', 'og:image:height', String(CARD_HEIGHT)),
    meta('property', 'og:image:alt', clip(preview.alt, 420)),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', urls.image),
    meta('name', 'twitter:image:alt', clip(preview.alt, 420)),
  ].join('\n    ');
};

const TITLE = /<title>[\s\S]*?<\/title>/i;

/** The built page with its generic <title> replaced by the page's own tags (or, lacking one, before </head>). */
export const withHeadTags = (indexHtml: string, tags: string): string => {
  if (TITLE.test(indexHtml)) return indexHtml.replace(TITLE, () => tags);
  return indexHtml.includes('</head>') ? indexHtml.replace('</head>', () => `${tags}\n</head>`) : `${tags}\n${indexHtml}`;
};
