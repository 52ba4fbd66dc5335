/**
 * Reads a formula item's MathML (mml:math) into a BudgetFormula. PCCES writes one mml:list per
 * definition: `bvar(ci NAME [, cn label])` followed by `apply(eq, ci NAME, expression)`; the percentage of
 * NAME in `bvar(ci NAMEPercent) condition(apply(eq, ci Percent, cn value))` (plain `Percent` for Amount);
 * and progressive bands as a list of `apply(condition(and(geq(cn upper, ci Amount), lt(ci Amount, cn lower))), eq, ci Percent, cn rate)`.
 */
import type { BudgetFormula, FormulaExpression, FormulaTier, FormulaVariable } from './budget-book-types';
import { isDecimalText, toDecimal, toDecimalString } from './budget-decimal';
import type { XmlElement } from './read-xml-tree';

/** The MathML namespace. */
export const MATHML_NS = 'http://www.w3.org/1998/Math/MathML';

/** The name of the formula's result. */
const AMOUNT = 'Amount';
/** The name standing for the percentage in force. */
const PERCENT = 'Percent';

/** Parses an mml:math element; `fail` raises the caller's error with a reason (zh-TW). */
export function parseMathmlFormula(math: XmlElement, itemPercent: string, fail: (reason: string) => never): BudgetFormula {
  const lists = mathChildren(math).filter((element) => element.local === 'list');
  if (lists.length === 0) fail('公式沒有任何定義（mml:list）');
  const definitions = new Map<string, { label: string; body: XmlElement }>();
  const percents = new Map<string, string>();
  let tiers: FormulaTier[] | null = null;

  for (const list of lists) {
    const [head, ...rest] = mathChildren(list);
    if (head === undefined) fail('公式有空的定義（mml:list）');
    if (head.local === 'bvar') {
      const ci = mathChildren(head).find((element) => element.local === 'ci');
      const name = ci?.text.trim() ?? '';
      if (name === '') fail('公式的變數沒有名稱（mml:bvar/mml:ci）');
      const label = mathChildren(head).find((element) => element.local === 'cn')?.text.trim() ?? '';
      const body = rest[0];
      if (body?.local === 'apply') {
        const [eq, target, expression] = mathChildren(body);
        if (eq?.local !== 'eq' || target?.text.trim() !== name || expression === undefined) {
          fail(`公式對「${name}」的定義不是「${name} = 運算式」的形式`);
        }
        definitions.set(name, { label, body: expression });
      } else if (body?.local === 'condition') {
        percents.set(name, readPercentCondition(body, name, fail));
      } else {
        fail(`公式對「${name}」的定義無法辨識`);
      }
    } else if (head.local === 'apply') {
      tiers = [head, ...rest].map((band) => readTier(band, fail));
    } else {
      fail(`公式含無法辨識的元素「${head.name}」`);
    }
  }

  const amount = definitions.get(AMOUNT);
  if (amount === undefined) fail('公式沒有 Amount 的定義');
  const variableNames = new Set([...definitions.keys()].filter((name) => name !== AMOUNT));
  const amountPercent = percents.get(PERCENT) ?? (tiers === null ? itemPercent : null);
  const variables: FormulaVariable[] = [...variableNames].map((name) => {
    const definition = definitions.get(name) as { label: string; body: XmlElement };
    return {
      name,
      label: definition.label,
      expression: readExpression(definition.body, variableNames, fail),
      percent: percents.get(`${name}${PERCENT}`) ?? amountPercent ?? itemPercent,
    };
  });
  return {
    variables,
    expression: readExpression(amount.body, variableNames, fail),
    percent: tiers === null ? amountPercent : null,
    tiers: tiers === null ? null : [...(tiers as FormulaTier[])].sort((a, b) => toDecimal(a.lower).comparedTo(toDecimal(b.lower))),
  };
}

function mathChildren(element: XmlElement): XmlElement[] {
  return element.elements.filter((child) => child.ns === MATHML_NS);
}

function readNumber(element: XmlElement | undefined, what: string, fail: (reason: string) => never): string {
  const text = element?.text.trim() ?? '';
  if (element?.local !== 'cn' || !isDecimalText(text)) fail(`公式的${what}「${text}」不是數字`);
  return toDecimalString(toDecimal(text));
}

function readPercentCondition(condition: XmlElement, name: string, fail: (reason: string) => never): string {
  const apply = mathChildren(condition)[0];
  const [eq, target, value] = apply === undefined ? [] : mathChildren(apply);
  if (apply?.local !== 'apply' || eq?.local !== 'eq' || target?.text.trim() !== PERCENT) {
    fail(`公式對「${name}」的百分比條件無法辨識`);
  }
  return readNumber(value, '百分比', fail);
}

function readTier(band: XmlElement, fail: (reason: string) => never): FormulaTier {
  const [condition, eq, target, rate] = mathChildren(band);
  if (band.local !== 'apply' || condition?.local !== 'condition' || eq?.local !== 'eq' || target?.text.trim() !== PERCENT) {
    fail('公式的分段費率無法辨識');
  }
  const and = mathChildren(condition)[0];
  const bounds = and?.local === 'apply' ? mathChildren(and) : [];
  if (bounds[0]?.local !== 'and') fail('公式的分段條件無法辨識');
  let upper: string | undefined;
  let lower: string | undefined;
  for (const bound of bounds.slice(1)) {
    const [op, ...operands] = mathChildren(bound);
    const number = operands.find((operand) => operand.local === 'cn');
    if (op?.local === 'geq') upper = readNumber(number, '分段上限', fail);
    else if (op?.local === 'lt') lower = readNumber(number, '分段下限', fail);
    else fail('公式的分段條件無法辨識');
  }
  if (upper === undefined || lower === undefined) fail('公式的分段條件缺少上限或下限');
  return { lower, upper, percent: readNumber(rate, '分段費率', fail) };
}

function readExpression(element: XmlElement, variables: ReadonlySet<string>, fail: (reason: string) => never): FormulaExpression {
  switch (element.local) {
    case 'ci': {
      const name = element.text.trim();
      if (name === '') fail('公式含空白的項目代碼（mml:ci）');
      if (name === PERCENT) return { op: 'percent' };
      if (variables.has(name)) return { op: 'var', name };
      return { op: 'item', itemKey: name };
    }
    case 'cn':
      return { op: 'number', value: readNumber(element, '常數', fail) };
    case 'apply': {
      const [operator, ...operandElements] = mathChildren(element);
      const args = operandElements.map((operand) => readExpression(operand, variables, fail));
      switch (operator?.local) {
        case 'plus':
        case 'minus':
        case 'times':
          if (args.length === 0) fail(`公式的運算「${operator.local}」沒有運算元`);
          return { op: operator.local, args };
        case 'divide': {
          const [numerator, denominator] = args;
          if (args.length !== 2 || numerator === undefined || denominator === undefined) fail('公式的除法必須恰有兩個運算元');
          return { op: 'divide', args: [numerator, denominator] };
        }
        default:
          return fail(`公式含不支援的運算「${operator?.name ?? ''}」`);
      }
    }
    default:
      return fail(`公式含無法辨識的元素「${element.name}」`);
  }
}
