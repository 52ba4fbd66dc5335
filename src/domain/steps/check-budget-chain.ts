/**
 * Catalogue checks of the steps' `budgetBook` blocks (the price-bidding chain, budget-stages.ts): each
 * `from` names another stage, `derive` goes with `from`, a party that may change a book may read it, a
 * discount has its label, and the stages form one line — one start, no stage taken up by two, no cycle.
 */
import { findPrerequisiteCycles } from './find-prerequisite-cycles';
import { toJsonPath, type StepCatalogueFault } from './step-catalogue-fault';
import type { StepDefinition } from './step-definition';

/** A schema-valid definition and its file. */
export interface BudgetChainEntry {
  file: string;
  definition: StepDefinition;
}

const PARTY_NAMES = { agency: '機關', contractor: '廠商', other: '其他人員' } as const;

/** Every fault of the chain the definitions describe; none when no step has a budgetBook. */
export function checkBudgetChain(entries: readonly BudgetChainEntry[]): StepCatalogueFault[] {
  const stages = entries.filter((entry) => entry.definition.budgetBook !== undefined);
  const ids = new Set(stages.map((entry) => entry.definition.id));
  const faults: StepCatalogueFault[] = [];
  const fault = (file: string, path: (string | number)[], message: string) => faults.push({ file, path: toJsonPath(['budgetBook', ...path]), message });

  for (const { file, definition } of stages) {
    const block = definition.budgetBook!;
    if (block.from === definition.id) fault(file, ['from'], `計價階段不能由自己建立（${definition.id}）`);
    else if (block.from !== undefined && !ids.has(block.from)) fault(file, ['from'], `前一階段 ${block.from} 不存在或沒有 budgetBook`);
    if (block.from !== undefined && block.derive === undefined) fault(file, ['derive'], '有前一階段（from）時必須填寫建立方式 derive');
    if (block.from === undefined && block.derive !== undefined) fault(file, ['derive'], '計價鏈的起點由匯入建立，不可填寫 derive');
    for (const party of ['agency', 'contractor', 'other'] as const) {
      const abilities = block.parties[party] ?? [];
      if (abilities.length > 0 && !abilities.includes('view')) fault(file, ['parties', party], `${PARTY_NAMES[party]}能修改就必須能檢視（須含 view）`);
    }
    const hasDiscount = Object.values(block.parties).some((abilities) => abilities?.includes('discount'));
    if (hasDiscount && block.discountLabel === undefined) fault(file, ['discountLabel'], '有一方可設定折扣（discount）時必須填寫 discountLabel');
    if (!hasDiscount && block.discountLabel !== undefined) fault(file, ['discountLabel'], '沒有一方可設定折扣（discount），不可填寫 discountLabel');
  }

  const starts = stages.filter((entry) => entry.definition.budgetBook!.from === undefined);
  if (stages.length > 0 && starts.length !== 1) {
    const message = starts.length === 0 ? '計價鏈沒有起點（每一階段都有 from）' : `計價鏈只能有一個起點（沒有 from 的階段：${starts.map((entry) => entry.definition.id).join('、')}）`;
    for (const { file } of starts.length === 0 ? stages : starts) fault(file, ['from'], message);
  }

  const byFrom = new Map<string, BudgetChainEntry[]>();
  for (const entry of stages) {
    const from = entry.definition.budgetBook!.from;
    if (from !== undefined) byFrom.set(from, [...(byFrom.get(from) ?? []), entry]);
  }
  for (const [from, group] of byFrom) {
    if (group.length < 2) continue;
    const names = group.map((entry) => entry.definition.id).join('、');
    for (const { file } of group) fault(file, ['from'], `${from} 只能是一個階段的前一階段（${names} 都由它建立）`);
  }

  const graph = new Map(stages.map(({ definition }) => [definition.id, definition.budgetBook!.from === undefined ? [] : [definition.budgetBook!.from]] as const));
  for (const cycle of findPrerequisiteCycles(graph)) {
    const description = [...cycle, cycle[0]].join(' → ');
    for (const { file } of stages.filter((entry) => cycle.includes(entry.definition.id))) fault(file, ['from'], `計價鏈形成循環：${description}`);
  }
  return faults;
}
