import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const buildVersion = `${pkg.version}+${new Date().toISOString().replace(/[-:TZ.]/g, '').slice(0, 14)}`;

/**
 * Government intranets cannot reach public font hosts: drop Semantic UI's Google Fonts @import (Lato is
 * self-hosted through @fontsource) and write version.json for the version check.
 */
function selfHostedAssets(): Plugin {
  return {
    name: 'self-hosted-assets',
    transform(code, id) {
      if (id.includes('semantic-ui-css') && id.endsWith('.css')) {
        const cleaned = code
          .replace(/@import url\([^)]*fonts\.googleapis\.com[^)]*\);?/g, '')
          // Semantic UI 2.5 ships one selector that is invalid CSS (a class after ::after); the minifier refuses it.
          .replace(/\[data-tooltip\]\[data-inverted\]:after \.header\{[^}]*\}/g, '');
        return { code: cleaned, map: null };
      }
      return null;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version: buildVersion }) });
    },
  };
}

/** The web app: src/web is the root, the build goes to dist/web and is served by the Fastify server. */
export default defineConfig({
  root: 'src/web',
  publicDir: false,
  plugins: [react(), selfHostedAssets()],
  define: { __APP_VERSION__: JSON.stringify(buildVersion) },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: { '/TP_PROJECT_SV': 'http://localhost:8080', '/version.json': 'http://localhost:8080' },
  },
});
