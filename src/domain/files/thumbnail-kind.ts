/**
 * Which stored files get an image thumbnail, and how the browser fetches each (spec doc 1 §7): names ending
 * in jpg, jpeg, png, gif, svg, tif or tiff; tiff as an arraybuffer (browsers cannot show TIFF), svg as text.
 */
import { fileExtension } from './clean-file-name';

/** Extensions that get a thumbnail. */
export const THUMBNAIL_EXTENSIONS: readonly string[] = Object.freeze(['jpg', 'jpeg', 'png', 'gif', 'svg', 'tif', 'tiff']);
/** At most this many thumbnails are fetched at once. */
export const THUMBNAIL_CONCURRENCY = 5;
/** The thumbnail queue is looked at this often (ms). */
export const THUMBNAIL_POLL_MS = 300;

/** How to fetch a file's image: the `type` of the image lookup ('tiff', 'svg' or '' for a plain blob), or null for no thumbnail. */
export function thumbnailKind(fileName: string): 'tiff' | 'svg' | '' | null {
  const ext = fileExtension(fileName);
  if (!THUMBNAIL_EXTENSIONS.includes(ext)) return null;
  if (ext === 'tif' || ext === 'tiff') return 'tiff';
  if (ext === 'svg') return 'svg';
  return '';
}
