/** What every service function receives: the database, the settings, the mailer and the signature trust. */
import type { Database } from './db/connect-database';
import type { ServerConfig } from './config';
import type { Mailer } from './mail/create-mailer';
import type { SignatureTrust } from './signatures/signature-types';

/** Dependencies of the service layer, created once per server. */
export interface ServerContext {
  db: Database;
  config: ServerConfig;
  mailer: Mailer;
  /**
   * What citizen-certificate signatures are verified against (verifyCmsSignature(ctx.signatureTrust, …)):
   * SIGN_TRUST_ANCHORS, SIGN_INTERMEDIATES and SIGN_CRLS, or in development the generated test CA; empty
   * anchors (production without configuration) refuse every signature.
   */
  signatureTrust: SignatureTrust;
}
