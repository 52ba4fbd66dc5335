/**
 * What a signature covers: the step's form and records at one saved version and the SHA-256 of every file
 * of the record, in RFC 8785 canonical JSON so the same content always gives the same bytes (and hash).
 */
import canonicalize from 'canonicalize';

/** A file as it enters the signed content: its code, name and content hash (never its storage location). */
export interface SignedFile {
  id: number;
  code: string;
  category: string;
  name: string;
  sha256: string;
}

/** The content of a step record that a sign-off case freezes and its signers sign. */
export interface SignedContent {
  stp_id: string;
  proj_id: number;
  /** The record of the step (0: the step's own form). */
  audit_id: number;
  /** The saved version of the data (0 when nothing was saved). */
  data_version: number;
  definition_version: number | null;
  data: Record<string, unknown>;
  files: SignedFile[];
}

/** The content with its files in a fixed order, so the order rows come from the database cannot change the hash. */
export function buildSignedContent(content: SignedContent): SignedContent {
  return { ...content, files: [...content.files].sort((a, b) => a.id - b.id) };
}

/** The canonical JSON text of the content (RFC 8785): the exact text whose SHA-256 is signed. */
export function canonicalSignedContent(content: SignedContent): string {
  const text = canonicalize(buildSignedContent(content));
  if (text === undefined) throw new Error('signed content cannot be canonicalised');
  return text;
}
