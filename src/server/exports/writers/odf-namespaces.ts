/** The XML namespaces and fixed parts the OpenDocument writers (odt, ods) share. */
import { escapeXml } from './escape-xml';

/** The XML declaration every part starts with. */
export const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const NS = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
  svg: 'urn:oasis:names:tc:opendocument:xmlns:svg-compatible:1.0',
  number: 'urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0',
  meta: 'urn:oasis:names:tc:opendocument:xmlns:meta:1.0',
  dc: 'http://purl.org/dc/elements/1.1/',
};

/** The namespace declarations of a root element. */
export const ODF_NAMESPACES = Object.entries(NS)
  .map(([prefix, uri]) => `xmlns:${prefix}="${uri}"`)
  .join(' ');

/** The font every export is set in; readers without it substitute another CJK sans. */
export const EXPORT_FONT = 'Noto Sans TC';

/** The font-face declaration of the export font (Latin, Asian and complex script alike). */
export const ODF_FONT_FACES = `<office:font-face-decls><style:font-face style:name="${EXPORT_FONT}" svg:font-family="'${EXPORT_FONT}'" style:font-family-generic="swiss" style:font-pitch="variable"/></office:font-face-decls>`;

/** Text properties naming the export font for every script, in Traditional Chinese. */
export const ODF_FONT_PROPERTIES =
  `style:font-name="${EXPORT_FONT}" style:font-name-asian="${EXPORT_FONT}" style:font-name-complex="${EXPORT_FONT}" ` +
  'fo:language="zh" fo:country="TW" style:language-asian="zh" style:country-asian="TW"';

/** The manifest of a package of the given media type holding content, styles and meta. */
export function odfManifest(mimetype: string): string {
  const entry = (path: string) => `<manifest:file-entry manifest:full-path="${path}" manifest:media-type="text/xml"/>`;
  return (
    `${XML_HEAD}<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.3">` +
    `<manifest:file-entry manifest:full-path="/" manifest:version="1.3" manifest:media-type="${mimetype}"/>` +
    entry('content.xml') +
    entry('styles.xml') +
    entry('meta.xml') +
    '</manifest:manifest>'
  );
}

/** The meta part: title, subject, language, creation time. */
export function odfMeta(title: string, subject: string, created: Date): string {
  return (
    `${XML_HEAD}<office:document-meta ${ODF_NAMESPACES} office:version="1.3"><office:meta>` +
    `<dc:title>${escapeXml(title)}</dc:title><dc:subject>${escapeXml(subject)}</dc:subject><dc:language>zh-TW</dc:language>` +
    `<meta:creation-date>${created.toISOString().slice(0, 19)}</meta:creation-date><meta:generator>公共工程標案管理平台</meta:generator>` +
    '</office:meta></office:document-meta>'
  );
}

/** A4 page geometry in centimetres for an orientation, with 2 cm margins. */
export function odfPage(orientation: 'portrait' | 'landscape'): { width: number; height: number; margin: number; contentWidth: number } {
  const [width, height] = orientation === 'landscape' ? [29.7, 21] : [21, 29.7];
  const margin = 2;
  return { width, height, margin, contentWidth: width - 2 * margin };
}

/** The page-layout element for the page, with room for a footer. */
export function odfPageLayout(name: string, orientation: 'portrait' | 'landscape'): string {
  const page = odfPage(orientation);
  return (
    `<style:page-layout style:name="${name}"><style:page-layout-properties fo:page-width="${page.width}cm" fo:page-height="${page.height}cm" ` +
    `style:print-orientation="${orientation}" fo:margin-top="${page.margin}cm" fo:margin-bottom="1.2cm" fo:margin-left="${page.margin}cm" fo:margin-right="${page.margin}cm"/>` +
    '<style:footer-style><style:header-footer-properties fo:min-height="0.6cm" fo:margin-top="0.3cm"/></style:footer-style></style:page-layout>'
  );
}
