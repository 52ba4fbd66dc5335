/**
 * The Noto Sans TC font files the PDF writer embeds (pdfkit subsets them, so a file carries only the glyphs
 * it uses), read once per thread: each is about 7 MB and every PDF needs both.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Where the regular and bold faces are installed. */
export const EXPORT_FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-tc/700Bold/NotoSansTC_700Bold.ttf'),
} as const;

/** The two faces as font data. */
export interface ExportFonts {
  regular: Buffer;
  bold: Buffer;
}

let loading: Promise<ExportFonts> | undefined;

/** The faces, read on first use and kept for the life of the thread. */
export function loadExportFonts(): Promise<ExportFonts> {
  loading ??= Promise.all([readFile(EXPORT_FONT_FILES.regular), readFile(EXPORT_FONT_FILES.bold)]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      // A failed read is not remembered: the next export tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
