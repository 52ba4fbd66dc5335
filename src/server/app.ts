/** Builds the Fastify application: every service plugin under the API prefix, the web app at '/'. */
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerContext } from './context';
import { applyCallPolicy, DEFAULT_BODY_LIMIT, type ApiCall } from './http/call-policy';
import { logSerializers } from './http/log-serializers';
import { installErrorMapping } from './http/map-error';
import { refuseUnsafeInput } from './http/refuse-unsafe-input';
import { accessTokenPlugin } from './plugins/access-token-plugin';
import { bfbPlugin } from './plugins/bfb-plugin';
import { bfcPlugin } from './plugins/bfc-plugin';
import { vaSignOffPlugin } from './plugins/va-signoff-plugin';
import { bfcAirPlugin } from './plugins/bfc-air-plugin';
import { bgcPlugin } from './plugins/bgc-plugin';
import { emaPlugin } from './plugins/ema-plugin';
import { otPlugin } from './plugins/ot-plugin';
import { projectBasicPlugin } from './plugins/project-basic-plugin';
import { bfbFilePlugin } from './plugins/bfb-file-plugin';
import { budgetBgcPlugin } from './plugins/budget-bgc-plugin';
import { budgetEmaPlugin } from './plugins/budget-ema-plugin';
import { cmbPlugin } from './plugins/cmb-plugin';
import { filesPlugin } from './plugins/files-plugin';
import { groupPlugin } from './plugins/group-plugin';
import { memberPlugin } from './plugins/member-plugin';
import { memberSsoPlugin } from './plugins/member-sso-plugin';
import { pcsPlugin } from './plugins/pcs-plugin';
import { pvwPlugin } from './plugins/pvw-plugin';
import { stepEditorPlugin } from './plugins/step-editor-plugin';
import { stepPlugin } from './plugins/step-plugin';
import { sysPlugin } from './plugins/sys-plugin';
import { uploadFilePlugin } from './plugins/upload-file-plugin';
import { closeExportPool } from './exports/run-export-job';
import { exportPlugin } from './plugins/export-plugin';
import { vaPlugin } from './plugins/va-plugin';
import { registerWeb } from './plugins/web-plugin';
import { registerSecurityHeaders } from './plugins/security-headers-plugin';

/** Where every call lives. */
export const API_PREFIX = '/TP_PROJECT_SV/api/v1';

/** Creates the app for a context; the caller listens and closes it. */
export async function buildApp(ctx: ServerContext, options: { logger?: boolean; logStream?: NodeJS.WritableStream } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger || options.logStream
        ? { level: process.env.LOG_LEVEL ?? 'info', serializers: logSerializers, ...(options.logStream ? { stream: options.logStream } : {}) }
        : false,
    // Each call's own limit is set by the call policy; this is only the ceiling for routes outside the API.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Only listed proxies may name the client: anyone else could forge X-Forwarded-For.
    trustProxy: ctx.config.trustedProxies.length > 0 ? ctx.config.trustedProxies : false,
  });
  installErrorMapping(app);
  // The export worker threads and their temporary folder end with the server.
  app.addHook('onClose', async () => closeExportPool());
  await registerSecurityHeaders(app, { signerOrigin: ctx.config.signerUrl });
  app.decorate('apiCalls', [] as ApiCall[]);
  app.addHook('onRoute', (route) => {
    app.apiCalls.push(...applyCallPolicy(ctx, route, API_PREFIX));
  });
  app.addHook('preValidation', refuseUnsafeInput);
  await app.register(
    async (api) => {
      await api.register(memberPlugin(ctx));
      await api.register(memberSsoPlugin(ctx));
      await api.register(accessTokenPlugin(ctx));
      await api.register(bgcPlugin(ctx));
      await api.register(bfbPlugin(ctx));
      await api.register(bfcPlugin(ctx));
      await api.register(vaSignOffPlugin(ctx));
      await api.register(emaPlugin(ctx));
      await api.register(otPlugin(ctx));
      await api.register(projectBasicPlugin(ctx));
      await api.register(groupPlugin(ctx));
      await api.register(pvwPlugin(ctx));
      await api.register(sysPlugin(ctx));
      await api.register(stepPlugin(ctx));
      await api.register(stepEditorPlugin(ctx));
      await api.register(pcsPlugin(ctx));
      await api.register(budgetBgcPlugin(ctx));
      await api.register(budgetEmaPlugin(ctx));
      await api.register(uploadFilePlugin(ctx));
      await api.register(bfbFilePlugin(ctx));
      await api.register(filesPlugin(ctx));
      await api.register(cmbPlugin(ctx));
      await api.register(bfcAirPlugin(ctx));
      await api.register(exportPlugin(ctx));
      await api.register(vaPlugin(ctx));
    },
    { prefix: API_PREFIX },
  );
  await registerWeb(app, ctx, API_PREFIX);
  return app;
}
