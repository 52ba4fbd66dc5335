import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Three suites: pure domain (node), browser-side units (happy-dom), and API tests over real HTTP. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/web/**', 'tests/unit/renderers/**'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/unit/web/**/*.test.{ts,tsx}', 'tests/unit/renderers/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
