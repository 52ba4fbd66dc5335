/** zh-TW labels of the project fields, for the forms and for the server's messages. */

/** Field key → label. */
export const PROJECT_FIELD_LABELS = Object.freeze({
  plan_id: '所屬計畫',
  dep_id: '主辦單位',
  proj_number: '標案案號',
  proj_name: '標案名稱',
  proj_year_range: '執行年度',
  proj_type: '工程類別',
  proj_agent: '代辦機關',
  proj_unit: '執行單位',
  proj_host_unit: '主辦機關',
  proj_plan_unit: '規劃單位',
  proj_design_unit: '設計單位',
  proj_design_vendor: '設計廠商',
  proj_place: '工程地點',
  proj_content: '工程內容',
  proj_expected_result: '預期效益',
  proj_total: '總經費',
  proj_construction_cost: '工程費',
  proj_management: '工程管理費',
  proj_management_cost: '工程管理費金額',
  proj_property: '工程性質',
  proj_property_type: '採購標的',
  proj_undertaker: '承辦人',
  proj_editor: '最後編輯者',
  eir_id: '工程項目',
  eir_name: '工程項目名稱',
  eir_agent: '工程項目主辦',
  eir_total: '工程項目經費',
  design_vendors: '設計廠商名單',
  files: '標案檔案',
  district: '工程地點行政區',
  proj_date: '採購基準日',
  name: '名稱',
  unit: '單位',
  contact_name: '聯絡人',
  character: '角色',
  contact_tel: '聯絡電話',
  construction_list: '設計工作項目',
});

const byName: Readonly<Record<string, string>> = PROJECT_FIELD_LABELS;

/** 'design_vendors.0.name' → '設計廠商名單第1列名稱'; plain keys → their label; unknown keys as they are. */
export function labelOfField(path: string): string {
  const parts = path.split('.');
  if (parts.length === 3 && /^\d+$/.test(parts[1]!)) {
    return `${byName[parts[0]!] ?? parts[0]}第${Number(parts[1]) + 1}列${byName[parts[2]!] ?? parts[2]}`;
  }
  return byName[path] ?? path;
}
