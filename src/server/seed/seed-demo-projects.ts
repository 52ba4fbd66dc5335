/**
 * Demo projects created after the demo accounts: a branch plan and a plan of 新建工程處 with three works of
 * different procurement classes — a school seismic retrofit (查核金額以上, awarded and under contract, the
 * demo supervisor and contractor assigned), a sidewalk improvement (公告金額以上, being tendered) and a
 * small drainage job (未達公告金額, in design).
 */
import { count, eq, inArray } from 'drizzle-orm';
import {
  branchPlans,
  departments,
  members,
  planEngineeringItems,
  plans,
  projectAwards,
  projectBasicPrices,
  projectContracts,
  projectPersonnel,
  projects,
  purchaseData,
} from '../db/schema';
import type { Database } from '../db/connect-database';

/** The demo projects' numbers, for tests and the start banner. */
export const DEMO_PROJECT_NUMBERS = ['PWD-115-001', 'PWD-115-002', 'PWD-115-003'] as const;

/** Creates the demo plan and projects unless any branch plan exists or the demo accounts are missing; answers whether it did. */
export async function seedDemoProjects(db: Database): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(branchPlans);
  if ((existing?.n ?? 0) > 0) return false;
  const people = await db.select().from(members).where(inArray(members.account, ['agency', 'supervisor', 'contractor']));
  const agency = people.find((p) => p.account === 'agency');
  const supervisor = people.find((p) => p.account === 'supervisor');
  const contractor = people.find((p) => p.account === 'contractor');
  if (!agency?.depId || !supervisor || !contractor) return false;
  const [unit] = await db.select().from(departments).where(eq(departments.id, agency.depId));
  if (!unit) return false;

  await db.transaction(async (tx) => {
    const [branch] = await tx
      .insert(branchPlans)
      .values({ depId: unit.id, name: '學校及公共建築工程', code: '5109010100', year: 2026, total: '320000000', remark: '115年度單位預算', createdBy: agency.id })
      .returning();
    const [plan] = await tx
      .insert(plans)
      .values({
        branchPlanId: branch!.id,
        depId: unit.id,
        name: '115年度校舍耐震補強及人行環境改善計畫',
        year: 2026,
        agent: unit.depname,
        total: '95000000',
        remark: '',
        createdBy: agency.id,
      })
      .returning();
    const items = await tx
      .insert(planEngineeringItems)
      .values([
        { planId: plan!.id, name: '國民小學校舍耐震補強', agent: '臺北市政府教育局', total: '70000000', sort: 0 },
        { planId: plan!.id, name: '信義區人行道改善', agent: unit.depname, total: '13000000', sort: 1 },
        { planId: plan!.id, name: '公園周邊排水改善', agent: unit.depname, total: '1500000', sort: 2 },
      ])
      .returning();
    const common = {
      planId: plan!.id,
      depId: unit.id,
      projAgent: '臺北市政府工務局新建工程處',
      projUnit: '建築工程科',
      projHostUnit: '臺北市政府工務局新建工程處',
      projPlanUnit: '臺北市政府工務局新建工程處',
      projUndertaker: agency.id,
      projEditor: agency.id,
      projPropertyType: '工程',
    };
    const [school, sidewalk] = await tx
      .insert(projects)
      .values([
        {
          ...common,
          projNumber: DEMO_PROJECT_NUMBERS[0],
          projName: '臺北市立興雅國民小學校舍耐震補強工程',
          projYearStart: 2026,
          projYearEnd: 2027,
          projType: '建築工程',
          projDesignUnit: '臺北市政府工務局新建工程處',
          projDesignVendor: '安家聯合建築師事務所',
          projPlace: '臺北市信義區松仁路',
          projContent: '既有三層樓教室棟耐震補強（擴柱、增設翼牆及剪力牆）、門窗與防水修繕。',
          projExpectedResult: '校舍耐震能力達現行規範，保障師生安全。',
          projTotal: '68500000',
          projConstructionCost: '62000000',
          projManagement: '1',
          projManagementCost: '1240000',
          projProperty: '5',
          eirId: items[0]!.id,
          eirName: items[0]!.name,
          eirAgent: items[0]!.agent,
          eirTotal: items[0]!.total,
          designVendors: [
            {
              name: '安家聯合建築師事務所',
              unit: '建築設計',
              contact_name: '黃建築師',
              character: '設計監造',
              contact_tel: '02-2758-1234',
              construction_list: '結構補強設計、建築修繕',
            },
          ],
          district: '63000020',
          projDate: '2026-03-02',
        },
        {
          ...common,
          projNumber: DEMO_PROJECT_NUMBERS[1],
          projName: '基隆路人行道改善工程',
          projYearStart: 2026,
          projYearEnd: 2026,
          projType: '道路工程',
          projUnit: '土木工程科',
          projPlace: '臺北市大安區基隆路二段（和平東路至辛亥路）',
          projContent: '人行道鋪面更新、無障礙坡道改善、行道樹穴擴大及照明設施更新。',
          projExpectedResult: '提供平整、無障礙之步行環境。',
          projTotal: '12800000',
          projConstructionCost: '11600000',
          projProperty: '4',
          eirId: items[1]!.id,
          eirName: items[1]!.name,
          eirAgent: items[1]!.agent,
          eirTotal: items[1]!.total,
          district: '63000030',
          projDate: '2026-05-15',
        },
        {
          ...common,
          projNumber: DEMO_PROJECT_NUMBERS[2],
          projName: '大安森林公園周邊排水改善工程',
          projYearStart: 2026,
          projYearEnd: 2026,
          projType: '水利工程',
          projUnit: '土木工程科',
          projPlace: '臺北市大安區新生南路二段',
          projContent: '側溝加寬及集水井增設。',
          projExpectedResult: '改善豪雨積淹水。',
          projTotal: '1380000',
          projConstructionCost: '1250000',
          projProperty: '4',
          eirId: items[2]!.id,
          eirName: items[2]!.name,
          eirAgent: items[2]!.agent,
          eirTotal: items[2]!.total,
          district: '63000030',
          projDate: '2026-07-01',
        },
      ])
      .returning();

    await tx.insert(projectPersonnel).values([
      { projId: school!.id, memberId: agency.id, identity: 'undertaker', startDate: '2026-01-05', tel: agency.tel[0] ?? '', createdBy: agency.id },
      { projId: school!.id, memberId: supervisor.id, identity: 'supervisor', startDate: '2026-04-20', tel: supervisor.tel[0] ?? '', createdBy: agency.id },
      { projId: school!.id, memberId: contractor.id, identity: 'contractor', startDate: '2026-04-20', tel: contractor.tel[0] ?? '', createdBy: agency.id },
      { projId: sidewalk!.id, memberId: agency.id, identity: 'undertaker', startDate: '2026-03-01', tel: agency.tel[0] ?? '', createdBy: agency.id },
    ]);
    await tx.insert(purchaseData).values([
      {
        projId: school!.id,
        tenderMethod: '公開招標',
        awardMethod: '最低標',
        budgetAmount: '62000000',
        announceDate: '2026-03-02',
        closeDate: '2026-03-23',
        openingDate: '2026-03-24',
        bidBond: '3000000',
        performanceBond: '6000000',
        updatedBy: agency.id,
      },
      {
        projId: sidewalk!.id,
        tenderMethod: '公開招標',
        awardMethod: '最低標',
        budgetAmount: '11600000',
        announceDate: '2026-05-15',
        closeDate: '2026-05-29',
        openingDate: '2026-06-01',
        bidBond: '500000',
        performanceBond: '1100000',
        updatedBy: agency.id,
      },
    ]);
    await tx.insert(projectBasicPrices).values({ projId: school!.id, amount: '60500000', setDate: '2026-03-23', remark: '機關首長核定', setBy: agency.id });
    await tx.insert(projectAwards).values({
      projId: school!.id,
      bidOpening: { date: '2026-03-24', place: '新建工程處第一會議室', times: 1, negotiation_rounds: 0, chair: '王科長' },
      tenderTableData: [
        { vendor: '大安營造股份有限公司', price: '58800000.00', qualified: true, remark: '' },
        { vendor: '宏泰營造有限公司', price: '59950000.00', qualified: true, remark: '' },
        { vendor: '北辰土木包工業', price: '61200000.00', qualified: true, remark: '' },
      ],
      award: { date: '2026-03-24', vendor: '大安營造股份有限公司', amount: '58800000.00' },
      projAmount: '58800000',
      awardDate: '2026-03-24',
      updatedBy: agency.id,
    });
    await tx.insert(projectContracts).values({
      projId: school!.id,
      contractNumber: '北市工新建字第115001號',
      contractAmount: '58800000',
      company: '大安營造股份有限公司',
      signDate: '2026-04-07',
      startDate: '2026-04-20',
      endDate: '2027-01-14',
      durationDays: 270,
      hasFirstInspection: true,
      progressPlanned: '35.00',
      progressActual: '31.50',
      deposit: { amount: '5880000.00', kind: '銀行之書面連帶保證', paid_date: '2026-04-02', valid_until: '2027-05-19', remark: '' },
      updatedBy: agency.id,
    });
  });
  return true;
}
