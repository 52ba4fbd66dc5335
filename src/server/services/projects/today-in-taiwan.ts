/** Moved to src/domain/today-in-taiwan.ts (the browser needs it too); re-exported for the budget-book services that import it here. */
export { todayInTaiwan } from '../../../domain/today-in-taiwan';
