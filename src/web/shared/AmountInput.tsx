/** Moved to renderers/widgets/AmountInput.tsx (the form theme needs it); re-exported so existing imports keep working. */
export * from '../../../renderers/widgets/AmountInput';
