/** The budget-book domain: the stored model, PCCES import/export, exact recalculation, grid rows and counts. */
export * from './budget-book-types';
export * from './budget-decimal';
export * from './format-budget-number';
export * from './format-item-number';
export * from './pcces-import-error';
export * from './parse-pcces-xml';
export * from './write-pcces-xml';
export * from './evaluate-budget-formula';
export * from './index-budget-book';
export * from './calculate-analysis';
export * from './recalculate-budget-book';
export * from './update-budget-item';
export * from './apply-budget-calculation';
export * from './check-budget-book';
export * from './flatten-budget-book';
export * from './count-budget-book';
export * from './generate-budget-book';
