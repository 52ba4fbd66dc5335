/* eslint-disable */
/**
 * Generated from schemas/step.schema.json by scripts/generate-schema-types.ts (npm run schemas:types).
 * Do not edit by hand: change the schema and regenerate.
 */

/**
 * 一個流程步驟（例如 A3.8 底價訂定）的完整定義。系統依此定義產生步驟頁面：法令依據、控制重點、參考連結、上傳類別、表單、紀錄清單、前置／鎖定規則、簽核與匯出表單。管理者新增或修改步驟只需編輯此 JSON，不必改程式。
 */
export type StepDefinition = {
  /**
   * （選填）本定義所依循的結構描述檔路徑，供編輯器提示與檢查使用，例如 ../schemas/step.schema.json。
   */
  $schema?: string;
  /**
   * 步驟代碼，格式為「階段代碼.序號」或「階段代碼.序號.子序號」，例如 A3.8、B2.20.1、N1.2。檔名必須與代碼相同（A3.8.json），頁面元件名稱為將點換成底線（A3_8）。
   */
  id: string;
  /**
   * 應辦事項名稱，顯示於選單與頁面標題，例如「底價訂定」。
   */
  title: string;
  /**
   * 所屬階段：A2 規劃設計、A3 招標前置作業、A4 開標審標決標、A5 決標後作業、A6 採購文件歸檔、B1 履約前置作業、B2 施工管理、B3 竣工結算驗收、C1 移交接管、C2 保固、N1 檔案匯入。必須與步驟代碼開頭一致。
   */
  phase: 'A2' | 'A3' | 'A4' | 'A5' | 'A6' | 'B1' | 'B2' | 'B3' | 'C1' | 'C2' | 'N1';
  /**
   * B 階段（履約管理）步驟所屬的選單群組，只有 B 開頭的步驟必填，其他階段不可填：administrativeManage 行政作業、planBookManage 計畫書件、applyDeclare 申請申報、constructionManage 施工管理、qualityManage 品質管理、occupationalSafetyManage 職業安全衛生、scheduleManage 進度管理、projectValuation 估驗計價、designChange 契約變更、completionAcceptance 竣工驗收。
   */
  menuGroup?:
    | 'administrativeManage'
    | 'planBookManage'
    | 'applyDeclare'
    | 'constructionManage'
    | 'qualityManage'
    | 'occupationalSafetyManage'
    | 'scheduleManage'
    | 'projectValuation'
    | 'designChange'
    | 'completionAcceptance';
  /**
   * （選填）以平台的專用畫面取代通用步驟頁，步驟清單與選單的連結都開啟該畫面：budgetBook 預算書基本資料頁（/PlanningDesign/biddingDocumentBudgetBookBasic/local，A2.8 工程預算書使用）。不填則使用通用步驟頁。
   */
  page?: 'budgetBook';
  budgetBook?: BudgetBookStage;
  /**
   * 法令依據清單，每列一個條文，連結至全國法規資料庫（law.moj.gov.tw）。
   */
  legalBasis: LegalBasisRow[];
  /**
   * 控制重點，依序編號顯示（第 1 點、第 2 點……），說明承辦人辦理本步驟時必須確認的事項。
   *
   * @minItems 1
   *
   * Items: 一項控制重點，以完整句子說明應確認的事項。
   */
  keyPoints: string[];
  /**
   * 參考連結，例如作業手冊、錯誤態樣、表單範本或法規全文。
   */
  references: ReferenceLink[];
  deadline?: DeadlineRule;
  /**
   * （選填）為 true 時，本步驟的檔案不屬於任何標案（例如 N1.2 歷史文件匯入）：匯入時不沿用原檔案的使用者、標案、上傳代碼及簽核欄位，檔案一律歸入本步驟唯一的上傳類別；檔案僅上傳者本人及同一機關（同一最上層機關之下各單位）具權限的機關人員可檢視。不填視為 false，檔案屬於所選標案。
   */
  projectlessFiles?: boolean;
  /**
   * 可上傳的檔案類別。每一類別有自己的上傳代碼前綴（全目錄不得重複），單檔上限一律 50 MB。
   */
  uploads: UploadCategory[];
  form: StepForm;
  /**
   * （選填）紀錄清單，例如會議紀錄、投標廠商、減價紀錄。每份清單可新增多筆紀錄，以表格列出。
   */
  records?: RecordCollection[];
  rules: StepRules;
  /**
   * 是否納入防呆追蹤：為 true 時，開啟未編輯的步驟而後續步驟將鎖定它時會提醒使用者，並記錄辦理狀態。全目錄共 18 個步驟為 true。
   */
  foolproof: boolean;
  signOff?: SignOff;
  /**
   * 步驟頁上的專用區塊（選填）：airPollutionFee 營建工程空氣污染防制費的申報與繳費紀錄（BFC Get_Air／Get_AirPay 等呼叫只接受列有此區塊的步驟）。
   */
  panels?: 'airPollutionFee'[];
  /**
   * 可匯出或預覽的表單，例如 TBS_B0305_003D 結算驗收證明書。沒有匯出表單時填空陣列。
   */
  exports: ExportForm[];
  permissions: StepPermissions;
  /**
   * 定義版本，從 1 起算；每次發布修改都要加 1。表單送出的資料會記錄當時的版本。
   */
  version: number;
};
/**
 * 機關人員在本階段能做的事。
 */
export type BudgetAbilities = ('view' | 'qty' | 'cost' | 'sysRemark' | 'discount' | 'restructure')[];
/**
 * 本標案得標廠商在本階段能做的事。
 */
export type BudgetAbilities1 = ('view' | 'qty' | 'cost' | 'sysRemark' | 'discount' | 'restructure')[];
/**
 * 其他能進入本標案的人（例如監造）在本階段能做的事。
 */
export type BudgetAbilities2 = ('view' | 'qty' | 'cost' | 'sysRemark' | 'discount' | 'restructure')[];
/**
 * 步驟代碼，例如 A3.8、B2.20.1。
 */
export type StepId = string;
/**
 * 版面區塊：heading 標題列、paragraph 段落、fields 欄位表（欄名｜內容）、table 紀錄表格、signatures 簽核欄、pageBreak 換頁。
 */
export type ExportBlock =
  | ExportHeadingBlock
  | ExportParagraphBlock
  | ExportFieldsBlock
  | ExportTableBlock
  | ExportSignaturesBlock
  | ExportPageBreakBlock;
/**
 * 標案中的一方：gov 機關（標案所屬機關樹的機關人員及機關承辦人）、sup 監造單位、con 施工廠商、designer 設計單位（後三者須為本標案的現任人員）。
 */
export type StepParty = 'gov' | 'sup' | 'con' | 'designer';
/**
 * 可檢視本步驟（表單、紀錄、檔案、預算書）的各方。
 *
 * @minItems 1
 */
export type PartyList = StepParty[];
/**
 * 可儲存表單、上傳與刪除檔案、變更辦理狀態的各方；可為空陣列（僅供檢視，例如由其他步驟自動完成）。
 */
export type PartyList1 = StepParty[];
/**
 * 對哪幾方封存；這幾方不可在本步驟的可編輯各方中。
 *
 * @minItems 1
 */
export type PartyList2 = StepParty[];

/**
 * （選填）本步驟是計價鏈（工程預算 → 底價 → 廠商報價 → 契約預算）的一個階段，保有自己的一份預算書：鏈的順序由 from 串起，各方能做的事由 parties 決定；階段名稱用本步驟的 title，開啟預算書所需的權限代碼用本步驟的 permissions。
 */
export interface BudgetBookStage {
  /**
   * 前一階段的步驟代碼（該步驟也須有 budgetBook）：本階段第一次開啟時，依前一階段的預算書建立。不填表示計價鏈的起點，其預算書由 PCCES 檔案匯入；全目錄只能有一個起點，且每一階段最多只能是一個階段的前一階段。
   */
  from?: string;
  /**
   * 有 from 時必填：如何由前一階段的預算書建立本階段的。copy 照抄（不含折扣），之後前一階段的數字變更時，本階段會提醒並可依前一階段重新建立；withoutAgencyPrices 保留項目結構但清除機關的單價（廠商報價用）；applyDiscount 依前一階段的折扣按比例調整單價（契約預算用）。
   */
  derive?: 'copy' | 'withoutAgencyPrices' | 'applyDiscount';
  parties: BudgetBookParties;
  /**
   * 本階段可設定折扣時必填：折扣後總價的名稱，例如「底價」、「折扣後報價」。有一方具 discount 時必須填寫，否則不可填。
   */
  discountLabel?: string;
}
/**
 * 各方在本階段能做的事；未列出的一方什麼都不能做。agency 機關人員、contractor 本標案的得標廠商、other 其他能進入本標案的人（例如監造）。
 */
export interface BudgetBookParties {
  agency?: BudgetAbilities;
  contractor?: BudgetAbilities1;
  other?: BudgetAbilities2;
}
/**
 * 一列法令依據。
 */
export interface LegalBasisRow {
  /**
   * 法規名稱，例如「政府採購法」「政府採購法施行細則」。
   */
  law: string;
  /**
   * 條文標示，例如「第46條」「第22條第1項第6款」「第58條之1」。條號須與連結中的 flno 相同。
   */
  article: string;
  /**
   * 全國法規資料庫的條文連結，例如 https://law.moj.gov.tw/LawClass/LawSingle.aspx?pcode=A0030057&flno=46（政府採購法 pcode A0030057，施行細則 A0030058）。
   */
  url: string;
}
/**
 * 一個參考連結。
 */
export interface ReferenceLink {
  /**
   * 連結顯示文字。
   */
  title: string;
  /**
   * 連結網址（http 或 https）。
   */
  url: string;
}
/**
 * （選填）預定辦理期限規則，以文字說明並附結構化欄位，供系統計算預定日期與提醒。
 */
export interface DeadlineRule {
  /**
   * 給使用者看的期限說明，例如「決標日起15日內」。
   */
  text: string;
  /**
   * 期間長度（單位見 unit）。
   */
  days: number;
  /**
   * 期間單位：calendarDay 日曆天、workingDay 工作天、month 月。
   */
  unit: 'calendarDay' | 'workingDay' | 'month';
  /**
   * before 為事件前、after 為事件後。
   */
  direction: 'before' | 'after';
  /**
   * 起算事件：tenderAnnounced 招標公告、tenderClose 截止收件、opening 開標、award 決標、contractSigned 訂約、workStart 開工、completion 竣工、initialInspectionPassed 初驗合格、acceptance 驗收合格、warrantyEnd 保固期滿、stepDone 指定步驟辦理完成（須填 step）。
   */
  relativeTo:
    | 'tenderAnnounced'
    | 'tenderClose'
    | 'opening'
    | 'award'
    | 'contractSigned'
    | 'workStart'
    | 'completion'
    | 'initialInspectionPassed'
    | 'acceptance'
    | 'warrantyEnd'
    | 'stepDone';
  /**
   * relativeTo 為 stepDone 時，起算的步驟代碼。
   */
  step?: string;
}
/**
 * 一個檔案上傳類別。
 */
export interface UploadCategory {
  /**
   * 類別鍵值（英文小駝峰），同一步驟內不可重複。
   */
  key: string;
  /**
   * 類別名稱，例如「底價表及核定簽呈」。
   */
  label: string;
  /**
   * 類別性質：document 文件、drawing 圖說（限 jpg、png、gif、svg、tiff、tif、pdf）、photo 照片、video 影片（限 avi、mp4、wmv、flv、mov）、data 資料檔（例如 PCCES XML）。
   */
  kind: 'document' | 'drawing' | 'photo' | 'video' | 'data';
  /**
   * 允許的副檔名清單（小寫、不含點），例如 ["pdf", "docx"]。
   *
   * @minItems 1
   *
   * Items: 副檔名，小寫、不含點。
   */
  accept: string[];
  /**
   * 單檔大小上限（MB），依規定一律為 50。
   */
  maxSizeMB: 50;
  /**
   * 上傳代碼前綴，檔案代碼為前綴加流水號。A3～A6 步驟使用規格書列出的 26 個前綴（A-TS- … A-SP-），其他階段使用「階段代碼-2至4個大寫字母-」，例如 B2-DL-。全目錄不得重複。
   */
  codePrefix: string;
  /**
   * 是否必須至少上傳一個檔案，步驟才能標記為已完成。
   */
  required: boolean;
  /**
   * （選填）為 true 時，本類別至少上傳一份即視為已完成：檔案上傳時若步驟尚未完成，辦理狀態即改為已完成並記入狀態紀錄（例如 A2.8 工程預算書）。不填視為 false。
   */
  completesStep?: boolean;
  /**
   * （選填）每個檔案須標示的檔案種類選項；B1.7、B2.18 等需送 file_type 的步驟使用。
   *
   * @minItems 1
   */
  fileTypes?: UploadFileType[];
}
/**
 * 上傳時每個檔案須選擇的檔案種類（file_type）選項。
 */
export interface UploadFileType {
  /**
   * 送往伺服器的 file_type 值（英數）。
   */
  value: string;
  /**
   * 選項顯示文字。
   */
  label: string;
}
/**
 * 步驟表單：以 JSON Schema 描述欄位與檢核（schema），以 uiSchema 指定輸入元件。瀏覽器與伺服器使用同一份定義檢核。
 */
export interface StepForm {
  /**
   * 表單的 JSON Schema（draft-07）：欄位型別、必填（required）、長度與樣式。日期用 string + format date；金額、比例用 string + 小數樣式（pattern），不可用 number。
   */
  schema: {
    /**
     * 表單根節點一律為 object。
     */
    type: 'object';
    /**
     * 表單欄位，鍵為欄位名稱（英文小駝峰）。
     */
    properties: {
      [k: string]: unknown | undefined;
    };
    [k: string]: unknown | undefined;
  };
  /**
   * （選填）rjsf uiSchema：鍵必須是表單中存在的欄位；ui:widget 只能用 rocDate、rocDateRange、amount、cityDistrict、percent 及 rjsf 標準元件（text、textarea、select、radio、checkboxes、checkbox、updown、hidden、email、uri）。
   */
  uiSchema?: {
    [k: string]: unknown | undefined;
  };
}
/**
 * 一份可新增多筆的紀錄清單。
 */
export interface RecordCollection {
  /**
   * 清單鍵值（英文小駝峰），同一步驟內不可重複。
   */
  key: string;
  /**
   * 清單名稱，例如「投標廠商」。
   */
  title: string;
  /**
   * 單筆紀錄的 JSON Schema，規則同表單。
   */
  schema: {
    /**
     * 每筆紀錄一律為 object。
     */
    type: 'object';
    /**
     * 紀錄欄位。
     */
    properties: {
      [k: string]: unknown | undefined;
    };
    [k: string]: unknown | undefined;
  };
  /**
   * （選填）單筆紀錄的 uiSchema，規則同表單。
   */
  uiSchema?: {
    [k: string]: unknown | undefined;
  };
  /**
   * 清單表格顯示的欄位，依序排列。
   *
   * @minItems 1
   */
  columns: RecordColumn[];
}
/**
 * 紀錄清單表格中的一欄。
 */
export interface RecordColumn {
  /**
   * 對應紀錄欄位名稱，須存在於紀錄的 schema。
   */
  field: string;
  /**
   * 欄位標題。
   */
  title: string;
}
/**
 * 步驟間的防呆規則：前置步驟、鎖定步驟與同組步驟。
 */
export interface StepRules {
  /**
   * 前置步驟：全部「已完成」或「無須辦理」（且狀態已知）後，本步驟才能編輯或變更狀態。不可形成循環。
   */
  prerequisites: StepId[];
  /**
   * 鎖定步驟：其中任一步驟狀態已知且不是「未辦理」時，本步驟即被鎖定，不能再編輯。
   */
  locks: StepId[];
  /**
   * 同組步驟：其中任一步驟已開始辦理（狀態不是「未辦理」）時，視為已提醒過，不再重複跳出鎖定提醒。可列入本步驟自己（例如 A4.1～A4.5 整組互為同組）。
   */
  siblings: StepId[];
}
/**
 * （選填）簽核設定：需以自然人憑證簽章時填寫。
 */
export interface SignOff {
  /**
   * single 單一簽核（一方簽章即完成）、multiple 多方簽核（所列各方都須簽章）。
   */
  mode: 'single' | 'multiple';
  /**
   * 須簽章的各方，依簽核順序排列（第一關在前）。
   *
   * @minItems 1
   *
   * Items: 簽核方：con 施工廠商、sup 監造單位、gov 機關。
   */
  parties: ('con' | 'sup' | 'gov')[];
  /**
   * 各簽核方的關卡設定（選填，鍵為簽核方）：關卡名稱與可簽章者。未設定的一方以「某方簽章」為名，且該方任何人員均可簽章。
   */
  stages?: {
    con?: SignOffStage;
    sup?: SignOffStage1;
    gov?: SignOffStage2;
  };
  /**
   * 退回時回到哪裡：start 退回送出者，案件結束，修正內容後須重新送出簽核；previous 退回前一關，前一關須重新簽章（第一關退回即同 start）。不填為 start。
   */
  returnTo?: 'start' | 'previous';
}
/**
 * 施工廠商的關卡。
 */
export interface SignOffStage {
  /**
   * 關卡名稱，例如「工地主任簽章」「監造單位查核」。
   */
  name?: string;
  /**
   * 可簽章者：party 在本案扮演該方的任何人員（機關為標案所屬機關樹的機關人員）；assigned 僅限本案現任指派人員（機關為承辦人）。不填為 party。
   */
  signers?: 'party' | 'assigned';
}
/**
 * 監造單位的關卡。
 */
export interface SignOffStage1 {
  /**
   * 關卡名稱，例如「工地主任簽章」「監造單位查核」。
   */
  name?: string;
  /**
   * 可簽章者：party 在本案扮演該方的任何人員（機關為標案所屬機關樹的機關人員）；assigned 僅限本案現任指派人員（機關為承辦人）。不填為 party。
   */
  signers?: 'party' | 'assigned';
}
/**
 * 機關的關卡。
 */
export interface SignOffStage2 {
  /**
   * 關卡名稱，例如「工地主任簽章」「監造單位查核」。
   */
  name?: string;
  /**
   * 可簽章者：party 在本案扮演該方的任何人員（機關為標案所屬機關樹的機關人員）；assigned 僅限本案現任指派人員（機關為承辦人）。不填為 party。
   */
  signers?: 'party' | 'assigned';
}
/**
 * 一張可匯出或預覽的表單。
 */
export interface ExportForm {
  /**
   * 表單代碼，格式 TBS_{階段與步驟數字}_{序號}{版別}，例如 TBS_B0305_003D（B3.5 結算驗收證明書）。
   */
  formType: string;
  /**
   * 表單名稱。
   */
  title: string;
  /**
   * 可匯出的格式：表格類用 ods、xlsx，文書類用 odt、docx，部分表單僅提供 pdf。
   *
   * @minItems 1
   *
   * Items: 檔案格式。
   */
  formats: ('ods' | 'odt' | 'pdf' | 'xlsx' | 'docx')[];
  /**
   * 此表單套印的欄位，每個都必須是本步驟表單或紀錄清單中真的存在的欄位。
   *
   * @minItems 1
   *
   * Items: 表單欄位路徑：巢狀欄位以點分隔（committee.chair），紀錄清單欄位寫成 records.{清單鍵值}.{欄位}。
   */
  fields: string[];
  /**
   * （選填）僅在這些環境提供此匯出，未填表示所有環境皆提供。
   *
   * @minItems 1
   *
   * Items: 執行環境。
   */
  environments?: ('production' | 'test' | 'development')[];
  layout?: ExportLayout;
}
/**
 * （選填）表單版面：標題、段落、欄位表、紀錄表格與簽核欄的排列；未填時依 fields 產生預設版面。同一份版面產出 odt、docx、ods、xlsx 與 pdf。
 */
export interface ExportLayout {
  /**
   * （選填）表單標題，未填時用表單名稱；可含 {{…}} 代入。
   */
  title?: string;
  /**
   * （選填）A4 直式 portrait（預設）或橫式 landscape。
   */
  orientation?: 'portrait' | 'landscape';
  /**
   * 由上而下的版面區塊。
   *
   * @minItems 1
   * @maxItems 200
   */
  blocks: ExportBlock[];
}
export interface ExportHeadingBlock {
  type: 'heading';
  /**
   * 文字，可含 {{欄位}} 代入本步驟欄位，或 {{project.name}}、{{project.number}}、{{project.agency}}、{{project.unit}}、{{project.place}}、{{step.id}}、{{step.title}}、{{today}}；欄位後加 |amount、|amountInWords、|rocDate 指定格式，例如 {{awardAmount|amountInWords}}。
   */
  text: string;
}
export interface ExportParagraphBlock {
  type: 'paragraph';
  /**
   * 文字，可含 {{欄位}} 代入本步驟欄位，或 {{project.name}}、{{project.number}}、{{project.agency}}、{{project.unit}}、{{project.place}}、{{step.id}}、{{step.title}}、{{today}}；欄位後加 |amount、|amountInWords、|rocDate 指定格式，例如 {{awardAmount|amountInWords}}。
   */
  text: string;
  /**
   * （選填）對齊，預設靠左。
   */
  align?: 'left' | 'center' | 'right';
}
export interface ExportFieldsBlock {
  type: 'fields';
  /**
   * @minItems 1
   * @maxItems 200
   */
  items: ExportFieldItem[];
}
export interface ExportFieldItem {
  /**
   * 本步驟表單欄位名稱（巢狀以點分隔）。
   */
  field: string;
  /**
   * （選填）欄名，未填時用欄位標題。
   */
  label?: string;
  /**
   * 顯示格式：text 原樣、rocDate 民國日期（115年3月2日）、amount 金額加千分位、amountInWords 國字大寫（新臺幣壹佰貳拾萬元整）、number 數字加千分位、boolean 是／否；未填時依欄位型別決定。
   */
  format?: 'text' | 'rocDate' | 'amount' | 'amountInWords' | 'number' | 'boolean';
}
export interface ExportTableBlock {
  type: 'table';
  /**
   * 紀錄清單鍵值（records[].key）。
   */
  records: string;
  /**
   * （選填）表格標題，未填時用紀錄清單名稱。
   */
  caption?: string;
  /**
   * @minItems 1
   * @maxItems 30
   */
  columns: ExportColumn[];
  /**
   * （選填）列合計的欄位（金額或數字）。
   *
   * @maxItems 30
   */
  totals?: string[];
}
export interface ExportColumn {
  /**
   * 紀錄欄位名稱。
   */
  field: string;
  /**
   * （選填）欄名，未填時用欄位標題。
   */
  label?: string;
  /**
   * 顯示格式：text 原樣、rocDate 民國日期（115年3月2日）、amount 金額加千分位、amountInWords 國字大寫（新臺幣壹佰貳拾萬元整）、number 數字加千分位、boolean 是／否；未填時依欄位型別決定。
   */
  format?: 'text' | 'rocDate' | 'amount' | 'amountInWords' | 'number' | 'boolean';
}
export interface ExportSignaturesBlock {
  type: 'signatures';
}
export interface ExportPageBreakBlock {
  type: 'pageBreak';
}
/**
 * 檢視與編輯本步驟所需的權限代碼。
 */
export interface StepPermissions {
  /**
   * 可檢視本步驟的權限代碼。
   *
   * @minItems 1
   *
   * Items: 權限代碼，0 表示所有登入者。
   */
  view: number[];
  /**
   * 可編輯、上傳與變更狀態的權限代碼。
   *
   * @minItems 1
   *
   * Items: 權限代碼，0 表示所有登入者。
   */
  edit: number[];
  parties: StepParties;
  /**
   * 封存：事件發生前，對所列各方隱藏本步驟（不填 fields 與 uploads）或其部分欄位、上傳類別；伺服器不會把封存的內容送給這些人。
   */
  sealed?: StepSeal[];
}
/**
 * 標案中可檢視、可編輯本步驟的各方（除了權限代碼之外另須符合）。可編輯的一方必須也能檢視。
 */
export interface StepParties {
  view: PartyList;
  edit: PartyList1;
}
/**
 * 一項封存規則。
 */
export interface StepSeal {
  /**
   * 封存到哪個事件發生：award 決標（決標紀錄已填決標日期）。
   */
  until: 'award';
  from: PartyList2;
  /**
   * 封存的表單欄位（表單 schema 第一層的欄位名稱）。
   *
   * @minItems 1
   */
  fields?: string[];
  /**
   * 封存的上傳類別 key。fields 與 uploads 都不填，表示封存整個步驟。
   *
   * @minItems 1
   */
  uploads?: string[];
  /**
   * 向被封存的一方顯示的說明，例如「依政府採購法第34條，底價於決標前保密」。
   */
  message: string;
}
