/**
 * The parts people play on a project (project personnel): the agency's undertaker, the supervisor, the
 * contractor and the designer. Each has the category the spec's business calls name and the department
 * type its people's units carry.
 */

/** A part on a project. */
export type ProjectIdentity = 'undertaker' | 'supervisor' | 'contractor' | 'designer';

/** What is known about a part. */
export interface IdentityInfo {
  readonly key: ProjectIdentity;
  /** Category as the business calls send it (Get_Business_Executives/{category}/…). */
  readonly category: string;
  /** Label of the person. */
  readonly title: string;
  /** Department type of the units these people belong to ('4' agency, '2' supervision firm, '3' contractor, '1' design firm). */
  readonly depType: string;
}

/** The four parts in display order. */
export const PROJECT_IDENTITIES: readonly IdentityInfo[] = Object.freeze([
  { key: 'undertaker', category: '主辦機關', title: '機關承辦人', depType: '4' },
  { key: 'supervisor', category: '監造單位', title: '監造人員', depType: '2' },
  { key: 'contractor', category: '施工廠商', title: '施工廠商人員', depType: '3' },
  { key: 'designer', category: '設計單位', title: '設計廠商人員', depType: '1' },
]);

/** The identity keys. */
export const IDENTITY_KEYS: readonly ProjectIdentity[] = PROJECT_IDENTITIES.map((i) => i.key);

/** Finds a part by key or by category ('監造單位' → supervisor); null when neither matches. */
export function findIdentity(keyOrCategory: string): IdentityInfo | null {
  return PROJECT_IDENTITIES.find((i) => i.key === keyOrCategory || i.category === keyOrCategory) ?? null;
}
