/**
 * The OpenID provider of the browser tests, started by Playwright as a second web server before the product:
 * oidc-provider on 127.0.0.1:E2E_OIDC_PORT whose client redirects to the e2e server's /signin, signing in any
 * subject typed into its login form.
 */
import { startOidcProvider } from '../../support/start-oidc-provider';

const port = Number(process.env.E2E_OIDC_PORT);
const appPort = Number(process.env.E2E_PORT ?? 8181);
void startOidcProvider([`http://127.0.0.1:${appPort}/signin`], { port, clientSecret: process.env.E2E_OIDC_SECRET, anyone: true }).then((provider) => {
  console.log(`e2e OpenID provider at ${provider.issuer}`);
});
