/**
 * What a personal note's HTML may contain: the allow-list the server sanitises with (a rich-text editor's
 * blocks and marks, links over http/https/mailto/tel only, no styles, no event handlers, no embedded
 * content). Pure data, so server and tests read the same list.
 */

/**
 * Tags kept: what the note editor (tiptap's starter kit) itself writes, so a stored note opens in the editor
 * unchanged. Everything else is unwrapped to its text (script, style, iframe, object, embed … lose their
 * content too).
 */
export const NOTE_ALLOWED_TAGS: string[] = [
  'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'code', 'pre', 'blockquote',
  'ul', 'ol', 'li', 'a',
];

/** Attributes kept per tag; no tag keeps style, class or any on* handler. */
export const NOTE_ALLOWED_ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  ol: ['start'],
};

/** URL schemes a link may use; javascript:, data:, vbscript: and the rest are dropped. */
export const NOTE_ALLOWED_SCHEMES: string[] = ['http', 'https', 'mailto', 'tel'];

/** Tags whose whole content goes with them (the rest are unwrapped, keeping their text). */
export const NOTE_DISCARDED_CONTENT_TAGS: string[] = ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'xmp', 'noembed', 'noframes'];

/** Longest note title. */
export const NOTE_TITLE_MAX = 100;

/** Largest note content accepted, in characters (a note is text, not a file store). */
export const NOTE_CONTENT_MAX = 500_000;

/** Removes every byte-order mark (U+FEFF), which editors and pasted Word text leave behind. */
export function stripByteOrderMark(text: string): string {
  return text.replace(/\uFEFF/g, '');
}
