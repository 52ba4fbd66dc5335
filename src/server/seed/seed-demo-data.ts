/**
 * Demo data created on first start: a small, realistic department tree (an agency with sub-units, a
 * supervision firm, a contractor), permission groups, job titles and the four demo accounts.
 */
import { count } from 'drizzle-orm';
import { members } from '../db/schema';
import type { Database } from '../db/connect-database';
import { hashPassword } from '../security/hash-password';
import { ADMIN_GROUP, insertDepartment, insertGroup, insertJobTitle, insertMemberInGroup } from './insert-organisation-rows';

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

// 53 and 57: everyone who signs off sees and binds their own citizen certificate (憑證管理).
const AGENCY_CODES = [3, 7, 9, 11, 14, 15, 24, 25, 26, 27, 36, 53, 57, 72, 77, 79, 80, 82];
const SUPERVISOR_CODES = [25, 26, 27, 53, 57, 79, 80, 82];
const CONTRACTOR_CODES = [25, 26, 27, 53, 57, 79, 80, 82];

/** Creates the demo data unless the database already has members; answers whether it did. */
export async function seedDemoData(db: Database, password: string): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(members);
  if ((existing?.n ?? 0) > 0) return false;
  const hash = await hashPassword(password);

  await db.transaction(async (tx) => {
    const dep = (depname: string, deptype: string, depLevel: number, idParent: number | null, depGroup: string | null, isAccountingOffice = false) =>
      insertDepartment(tx, { depname, deptype, depLevel, idParent, depGroup, isAccountingOffice });
    const pwd = await dep('臺北市政府工務局', '4', 1, null, 'PWD');
    const newBuild = await dep('臺北市政府工務局新建工程處', '4', 2, pwd, 'PWD');
    await dep('建築工程科', '4', 3, newBuild, 'PWD');
    await dep('土木工程科', '4', 3, newBuild, 'PWD');
    await dep('臺北市政府工務局水利工程處', '4', 2, pwd, 'PWD');
    await dep('臺北市政府工務局公園路燈工程管理處', '4', 2, pwd, 'PWD');
    await dep('臺北市政府工務局會計室', '4', 2, pwd, 'PWD', true);
    const supFirm = await dep('宏禹工程顧問股份有限公司', '2', 1, null, 'SUP');
    const conFirm = await dep('大安營造股份有限公司', '3', 1, null, 'CON');

    const clerk = await insertJobTitle(tx, newBuild, '幫工程司');
    const director = await insertJobTitle(tx, pwd, '資訊室主任');
    const supEngineer = await insertJobTitle(tx, supFirm, '監造工程師');
    const siteManager = await insertJobTitle(tx, conFirm, '工地主任');

    const admins = await insertGroup(tx, pwd, ADMIN_GROUP.groupName, ADMIN_GROUP.codes);
    const undertakers = await insertGroup(tx, newBuild, '機關承辦人', AGENCY_CODES);
    const supervisors = await insertGroup(tx, supFirm, '監造人員', SUPERVISOR_CODES);
    const contractors = await insertGroup(tx, conFirm, '施工廠商人員', CONTRACTOR_CODES);

    const member = (values: typeof members.$inferInsert, groupId: number) => insertMemberInGroup(tx, values, groupId);
    await member({ account: 'admin', authwordHash: hash, basefrom: 'GOV', depId: pwd, dacId: director, cname: '王系統', email: 'admin@pwd.example.gov.tw', tel: ['02-27208889#1234'], jobName: '資訊室主任' }, admins);
    await member({ account: 'agency', authwordHash: hash, basefrom: 'GOV', depId: newBuild, dacId: clerk, cname: '林承辦', email: 'agency@pwd.example.gov.tw', tel: ['02-27208889#5678'], jobName: '幫工程司' }, undertakers);
    await member({ account: 'supervisor', authwordHash: hash, basefrom: 'GOV', depId: supFirm, dacId: supEngineer, cname: '陳監造', email: 'supervisor@hongyu.example.com.tw', tel: ['02-23456789'], jobName: '監造工程師', supervise: '1' }, supervisors);
    await member({ account: 'contractor', authwordHash: hash, basefrom: 'PUB', depId: conFirm, dacId: siteManager, cname: '張工地', email: 'contractor@daan.example.com.tw', tel: ['0912-345-678'], jobName: '工地主任' }, contractors);
  });
  return true;
}
