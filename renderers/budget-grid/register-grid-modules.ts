/**
 * The AG Grid Community modules the budget grid uses, registered once (only these are bundled into the
 * budget pages' lazily loaded chunk). The validation module, which names a missing module in the console,
 * is added in development only.
 */
import {
  CellStyleModule,
  ClientSideRowModelModule,
  ColumnApiModule,
  CustomEditorModule,
  ExternalFilterModule,
  LocaleModule,
  ModuleRegistry,
  PinnedRowModule,
  RenderApiModule,
  RowApiModule,
  RowStyleModule,
  ScrollApiModule,
  TextEditorModule,
  TooltipModule,
  ValidationModule,
  type Module,
} from 'ag-grid-community';

let registered = false;

/** Registers the grid's modules the first time it is called. */
export function registerGridModules(): void {
  if (registered) return;
  registered = true;
  const modules: Module[] = [
    ClientSideRowModelModule,
    ExternalFilterModule,
    CustomEditorModule,
    TextEditorModule,
    CellStyleModule,
    RowStyleModule,
    PinnedRowModule,
    RenderApiModule,
    RowApiModule,
    ScrollApiModule,
    ColumnApiModule,
    TooltipModule,
    LocaleModule,
  ];
  if (import.meta.env?.DEV) modules.push(ValidationModule);
  ModuleRegistry.registerModules(modules);
}
