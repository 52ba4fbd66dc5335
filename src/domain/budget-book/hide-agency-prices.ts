/**
 * The book a contractor quotes on (A5.5): the structure, quantities and formula rates of the agency's book,
 * with every price of the agency removed — unit prices and amounts, the unit-price analyses and resource
 * statistics (which hold the agency's prices), cost ratios, the grand total, and the PCCES sections derived
 * from it (InfoSummary's cost per unit area, the seal over the priced content). Fixed prices become
 * quotable, since a fixed price is the agency's too. The reserve price (A3.8's discount) is never copied.
 */
import { BUDGET_BOOK_SCHEMA_VERSION, type BudgetBook, type PayItem } from './budget-book-types';
import { applyBudgetCalculation } from './apply-budget-calculation';
import { recalculateBudgetBook } from './recalculate-budget-book';

/** A copy of the book with the agency's prices removed and every figure recomputed from zero prices. */
export function hideAgencyPrices(book: BudgetBook): BudgetBook {
  const blank = (item: PayItem): PayItem => ({
    ...item,
    cost: '0',
    amount: '0',
    costFixed: false,
    amountFixed: false,
    ratios: null,
    als_qty: null,
    analysisOutputQuantity: null,
    sysRemark: '',
    children: item.children.map(blank),
  });
  const hidden: BudgetBook = {
    schemaVersion: BUDGET_BOOK_SCHEMA_VERSION,
    Main: {
      ...book.Main,
      source: { ...book.Main.source, signatureSealStamp: '' },
      totalAmount: '0',
      totalAmountChinese: '',
      extraTenderInformation: [],
      extraSections: [],
    },
    DetailList: book.DetailList.map(blank),
    CostBreakdownList: [],
    ResourceList: { workItems: [], payItems: [] },
    Discount: null,
    DiscountHistory: [],
  };
  return applyBudgetCalculation(hidden, recalculateBudgetBook(hidden));
}
