/**
 * Text as OpenDocument paragraph content: XML-escaped with the forbidden control characters dropped, and the
 * spaces and tabs ODF would otherwise collapse kept as <text:s/> and <text:tab/>.
 */
import { escapeXml } from './escape-xml';

/** The content of one <text:p> for a line of text (no line breaks). */
export function odfLine(line: string): string {
  return escapeXml(line)
    .replace(/\t/g, '<text:tab/>')
    .replace(/ {2,}/g, (run) => ` <text:s text:c="${run.length - 1}"/>`)
    .replace(/^ /, '<text:s/>');
}

/** The lines of a text, each the content of its own paragraph (a cell or paragraph may hold several lines). */
export function odfLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map(odfLine);
}
