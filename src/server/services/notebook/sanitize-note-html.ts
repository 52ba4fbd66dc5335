/**
 * Sanitises a note's HTML with sanitize-html and the allow-list of src/domain/admin/note-html-policy: no
 * script, event handler, style, embedded content or javascript:/data: URL survives. Run on every save, so
 * what is stored (and later rendered) is already safe.
 */
import sanitizeHtml from 'sanitize-html';
import {
  NOTE_ALLOWED_ATTRIBUTES,
  NOTE_ALLOWED_SCHEMES,
  NOTE_ALLOWED_TAGS,
  NOTE_DISCARDED_CONTENT_TAGS,
  stripByteOrderMark,
} from '../../../domain/admin/note-html-policy';

const options: sanitizeHtml.IOptions = {
  allowedTags: NOTE_ALLOWED_TAGS,
  allowedAttributes: NOTE_ALLOWED_ATTRIBUTES,
  allowedSchemes: NOTE_ALLOWED_SCHEMES,
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'xlink:href'],
  // //evil.example would inherit the page's scheme and slip past the scheme list.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: NOTE_DISCARDED_CONTENT_TAGS,
  // No style attribute is allowed at all, so there is nothing to parse (and no expression() to miss).
  parseStyleAttributes: false,
  allowedClasses: {},
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      // A link opening a new tab must not hand the note's window to the target page.
      if (out.target !== undefined) {
        out.target = '_blank';
        out.rel = 'noopener noreferrer nofollow';
      } else {
        delete out.rel;
      }
      return { tagName, attribs: out };
    },
  },
};

/** The safe HTML for a note, with byte-order marks removed. */
export function sanitizeNoteHtml(html: string): string {
  return sanitizeHtml(stripByteOrderMark(html), options);
}
