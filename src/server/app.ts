/** Builds the Fastify application: every service plugin under the API prefix, the web app at '/'. */
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerContext } from './context';
import { installErrorMapping } from './http/map-error';
import { accessTokenPlugin } from './plugins/access-token-plugin';
import { groupPlugin } from './plugins/group-plugin';
import { memberPlugin } from './plugins/member-plugin';
import { pvwPlugin } from './plugins/pvw-plugin';
import { sysPlugin } from './plugins/sys-plugin';
import { bfbPlugin } from './plugins/bfb-plugin';
import { bgcPlugin } from './plugins/bgc-plugin';
import { emaPlugin } from './plugins/ema-plugin';
import { otPlugin } from './plugins/ot-plugin';
import { projectBasicPlugin } from './plugins/project-basic-plugin';
import { stepEditorPlugin } from './plugins/step-editor-plugin';
import { stepPlugin } from './plugins/step-plugin';
import { registerWeb } from './plugins/web-plugin';

/** Where every call lives. */
export const API_PREFIX = '/TP_PROJECT_SV/api/v1';

/** Creates the app for a context; the caller listens and closes it. */
export async function buildApp(ctx: ServerContext, options: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: 10 * 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  installErrorMapping(app);
  await app.register(
    async (api) => {
      await api.register(memberPlugin(ctx));
      await api.register(accessTokenPlugin(ctx));
      await api.register(groupPlugin(ctx));
      await api.register(pvwPlugin(ctx));
      await api.register(sysPlugin(ctx));
      await api.register(bgcPlugin(ctx));
      await api.register(bfbPlugin(ctx));
      await api.register(emaPlugin(ctx));
      await api.register(otPlugin(ctx));
      await api.register(projectBasicPlugin(ctx));
      await api.register(stepPlugin(ctx));
      await api.register(stepEditorPlugin(ctx));
    },
    { prefix: API_PREFIX },
  );
  await registerWeb(app, ctx, API_PREFIX);
  return app;
}
