/**
 * Which extensions an upload category accepts. The spec fixes two lists (doc 2 §5): video avi, mp4, wmv, flv,
 * mov and drawings jpg, png, gif, svg, tiff, tif, pdf; the rest come from each step's definition. A definition
 * may narrow a fixed list but never widen it.
 */
import type { UploadCategory } from '../steps/step-definition';
import { fileExtension } from './clean-file-name';

/** The video category's extensions. */
export const VIDEO_EXTENSIONS: readonly string[] = Object.freeze(['avi', 'mp4', 'wmv', 'flv', 'mov']);
/** The drawing category's extensions. */
export const DRAWING_EXTENSIONS: readonly string[] = Object.freeze(['jpg', 'png', 'gif', 'svg', 'tiff', 'tif', 'pdf']);

/** The extensions a category accepts: its definition's list, cut down to the fixed list of its kind. */
export function acceptedExtensions(category: Pick<UploadCategory, 'kind' | 'accept'>): string[] {
  const own = category.accept.map((e) => e.toLowerCase());
  if (category.kind === 'video') return own.filter((e) => VIDEO_EXTENSIONS.includes(e));
  if (category.kind === 'drawing') return own.filter((e) => DRAWING_EXTENSIONS.includes(e));
  return own;
}

/** Whether a file name's extension is accepted by the category. */
export function acceptsFileName(category: Pick<UploadCategory, 'kind' | 'accept'>, fileName: string): boolean {
  const ext = fileExtension(fileName);
  return ext !== '' && acceptedExtensions(category).includes(ext);
}

/** The value of an <input type=file accept> for the category ('.pdf,.docx'). */
export function acceptAttribute(category: Pick<UploadCategory, 'kind' | 'accept'>): string {
  return acceptedExtensions(category)
    .map((e) => `.${e}`)
    .join(',');
}

/** The category of a step whose upload code prefix is `codeType`, if any. */
export function findCategoryByCode<C extends Pick<UploadCategory, 'codePrefix'>>(categories: readonly C[], codeType: string): C | undefined {
  return categories.find((c) => c.codePrefix === codeType);
}
