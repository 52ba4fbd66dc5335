/**
 * Demo data created on first start: a small, realistic department tree (an agency with sub-units, a
 * supervision firm, a contractor), permission groups, job titles and the four demo accounts.
 */
import { count } from 'drizzle-orm';
import { ALL_PERMISSION_CODES } from '../../domain/access/permission-codes';
import { departmentGroups, departments, departmentSubs, groupMembers, members } from '../db/schema';
import type { Database } from '../db/connect-database';
import { hashPassword } from '../security/hash-password';

/** One demo account as printed on start. */
export interface DemoAccount {
  account: string;
  role: string;
}

/** The demo accounts and what each is for. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { account: 'admin', role: '系統管理員（所有權限）' },
  { account: 'agency', role: '機關承辦人（臺北市政府工務局新建工程處）' },
  { account: 'supervisor', role: '監造人員（supervise = 1）' },
  { account: 'contractor', role: '施工廠商（PUB 帳號）' },
];

const AGENCY_CODES = [3, 7, 9, 11, 14, 15, 24, 25, 26, 27, 36, 72, 77, 79, 80, 82];
const SUPERVISOR_CODES = [25, 26, 27, 79, 80, 82];
const CONTRACTOR_CODES = [25, 26, 27, 79, 80, 82];

/** Creates the demo data unless the database already has members; answers whether it did. */
export async function seedDemoData(db: Database, password: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(members);
  if ((existing?.n ?? 0) > 0) return false;
  const hash = await hashPassword(password);

  await db.transaction(async (tx) => {
    const dep = async (depname: string, deptype: string, depLevel: number, idParent: number | null, depGroup: string | null, isAccountingOffice = false) => {
      const [row] = await tx.insert(departments).values({ depname, deptype, depLevel, idParent, depGroup, isAccountingOffice }).returning();
      return row!.id;
    };
    const pwd = await dep('臺北市政府工務局', '4', 1, null, 'PWD');
    const newBuild = await dep('臺北市政府工務局新建工程處', '4', 2, pwd, 'PWD');
    await dep('建築工程科', '4', 3, newBuild, 'PWD');
    await dep('土木工程科', '4', 3, newBuild, 'PWD');
    await dep('臺北市政府工務局水利工程處', '4', 2, pwd, 'PWD');
    await dep('臺北市政府工務局公園路燈工程管理處', '4', 2, pwd, 'PWD');
    await dep('臺北市政府工務局會計室', '4', 2, pwd, 'PWD', true);
    const supFirm = await dep('宏禹工程顧問股份有限公司', '2', 1, null, 'SUP');
    const conFirm = await dep('大安營造股份有限公司', '3', 1, null, 'CON');

    const title = async (depId: number, previewName: string, preview: number[]) => {
      const [row] = await tx.insert(departmentSubs).values({ depId, previewName, preview, level: 1 }).returning();
      return row!.id;
    };
    const clerk = await title(newBuild, '幫工程司', [80, 82]);
    const director = await title(pwd, '資訊室主任', [80, 82]);
    const supEngineer = await title(supFirm, '監造工程師', [80, 82]);
    const siteManager = await title(conFirm, '工地主任', [80, 82]);

    const group = async (depId: number, groupName: string, systemPermission: number[]) => {
      const [row] = await tx.insert(departmentGroups).values({ depId, groupName, systemPermission }).returning();
      return row!.groupId;
    };
    const admins = await group(pwd, '系統管理員', ALL_PERMISSION_CODES);
    const undertakers = await group(newBuild, '機關承辦人', AGENCY_CODES);
    const supervisors = await group(supFirm, '監造人員', SUPERVISOR_CODES);
    const contractors = await group(conFirm, '施工廠商人員', CONTRACTOR_CODES);

    const member = async (values: typeof members.$inferInsert, groupId: number) => {
      const [row] = await tx.insert(members).values(values).returning();
      await tx.insert(groupMembers).values({ groupId, memberId: row!.id });
    };
    await member({ account: 'admin', authwordHash: hash, basefrom: 'GOV', depId: pwd, dacId: director, cname: '王系統', email: 'admin@pwd.example.gov.tw', tel: ['02-27208889#1234'], jobName: '資訊室主任' }, admins);
    await member({ account: 'agency', authwordHash: hash, basefrom: 'GOV', depId: newBuild, dacId: clerk, cname: '林承辦', email: 'agency@pwd.example.gov.tw', tel: ['02-27208889#5678'], jobName: '幫工程司' }, undertakers);
    await member({ account: 'supervisor', authwordHash: hash, basefrom: 'GOV', depId: supFirm, dacId: supEngineer, cname: '陳監造', email: 'supervisor@hongyu.example.com.tw', tel: ['02-23456789'], jobName: '監造工程師', supervise: '1' }, supervisors);
    await member({ account: 'contractor', authwordHash: hash, basefrom: 'PUB', depId: conFirm, dacId: siteManager, cname: '張工地', email: 'contractor@daan.example.com.tw', tel: ['0912-345-678'], jobName: '工地主任' }, contractors);
  });
  return true;
}
