/** The choice lists of purchase data and bonds: tender methods, award methods and bond kinds. */

/** 招標方式 (採購法 §18). */
export const TENDER_METHODS: readonly string[] = Object.freeze(['公開招標', '選擇性招標', '限制性招標']);

/** 決標原則 (採購法 §52). */
export const AWARD_METHODS: readonly string[] = Object.freeze(['最低標', '最有利標', '準用最有利標', '取最有利標精神']);

/** Ways a performance bond may be given (押標金保證金暨其他擔保作業辦法 §7). */
export const BOND_KINDS: readonly string[] = Object.freeze([
  '現金',
  '金融機構簽發之本票或支票',
  '保付支票',
  '郵政匯票',
  '無記名政府公債',
  '設定質權之金融機構定期存款單',
  '銀行開發或保兌之不可撤銷擔保信用狀',
  '銀行之書面連帶保證',
  '保險公司之連帶保證保險單',
]);
