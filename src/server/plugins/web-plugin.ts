/**
 * Serves the built web app at '/', version.json for the version check, client-config.json for the runtime
 * settings, and index.html for client routes.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ClientConfig } from '../../domain/client-config';
import type { ServerContext } from '../context';

/** The app version the browser compares with its own on every navigation. */
export function readAppVersion(ctx: ServerContext): string {
  const file = path.join(ctx.config.webDir, 'version.json');
  if (existsSync(file)) {
    try {
      return String((JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? ctx.config.appVersion);
    } catch {
      return ctx.config.appVersion;
    }
  }
  return ctx.config.appVersion;
}

/** Registers static serving when a build exists. */
export async function registerWeb(app: FastifyInstance, ctx: ServerContext, apiPrefix: string): Promise<void> {
  app.get('/version.json', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ version: readAppVersion(ctx) });
  });
  // The runtime settings the browser needs: where the card reader's local signing service listens.
  app.get('/client-config.json', async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ signerUrl: ctx.config.signerUrl } satisfies ClientConfig);
  });
  const indexFile = path.join(ctx.config.webDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`找不到前端建置檔 ${indexFile}，僅提供 API（請先執行 npm run build）`);
    app.setNotFoundHandler((_request, reply) => reply.status(404).send({ status: 'error', message: '找不到此功能' }));
    return;
  }
  const html = readFileSync(indexFile);
  const sendIndex = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  // With index: false the static plugin answers the root, a directory, with 403; '/' is a client route.
  app.get('/', async (_request, reply) => sendIndex(reply));
  await app.register(fastifyStatic, {
    root: ctx.config.webDir,
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      // Hashed assets never change; index.html must always be fresh so a new release is picked up.
      res.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith(apiPrefix) && !path.extname(request.url.split('?')[0] ?? '')) {
      return sendIndex(reply);
    }
    return reply.status(404).send({ status: 'error', message: '找不到此功能' });
  });
}
