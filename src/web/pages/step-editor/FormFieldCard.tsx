/**
 * One form field in the structured editor: a summary line with its place, and when opened its settings —
 * key, title, help text, kind, widget, required, options, limits and the condition it is shown under —
 * each a control rather than JSON.
 */
import { useEffect, useState } from 'react';
import { Checkbox, Icon, Label } from 'semantic-ui-react';
import { listConditionControllers, type FieldPatch } from '../../../domain/step-editor/configure-form-field';
import { anchorOf } from '../../../domain/step-editor/fault-anchor';
import { FIELD_KINDS, WIDGET_LABELS, fieldKindLabel, readFieldOptions, widgetsOfKind, type FieldKind } from '../../../domain/step-editor/field-kinds';
import type { FormField } from '../../../domain/step-editor/form-fields';
import { explainFieldNameProblem } from '../../../domain/step-editor/rename-form-field';
import type { FormWidgetName } from '../../../domain/steps/form-widgets';
import type { StepDefinition } from '../../../domain/steps/step-definition';
import { RowControls, TextField, idOf } from './editor-parts';
import { AnchoredField, FaultNote, useFaultsAt } from './fault-placement';
import { ListTextInput } from './ListTextInput';

/** Props of FormFieldCard. */
export interface FormFieldCardProps {
  definition: StepDefinition;
  field: FormField;
  index: number;
  count: number;
  open: boolean;
  onToggle: () => void;
  onConfigure: (patch: FieldPatch) => void;
  onRename: (name: string) => void;
  onMove: (offset: number) => void;
  onRemove: () => void;
}

const parseLines = (text: string) => [...new Set(text.split('\n').map((line) => line.trim()).filter(Boolean))];

function numberOrNull(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

function conditionValueText(value: string | boolean): string {
  if (value === true) return '是';
  if (value === false) return '否';
  return value;
}

/** The field's key, renamed when the input is left or Enter pressed, so half-typed names never reach the draft. */
function FieldKeyInput({ definition, field, onRename }: Pick<FormFieldCardProps, 'definition' | 'field' | 'onRename'>) {
  const anchor = anchorOf('form', 'fields', field.name, 'name');
  const [text, setText] = useState(field.name);
  useEffect(() => setText(field.name), [field.name]);
  const problem = explainFieldNameProblem(definition, field.name, text.trim());
  const commit = () => {
    if (!problem && text.trim() !== field.name) onRename(text.trim());
  };
  return (
    <AnchoredField anchor={anchor} label="欄位鍵值（英文，資料以此儲存）" htmlFor={idOf(anchor)} required className={problem ? 'error' : undefined}>
      <input
        id={idOf(anchor)}
        type="text"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      {problem ? (
        <Label basic color="red" pointing size="small">
          {problem}
        </Label>
      ) : null}
    </AnchoredField>
  );
}

/** The condition under which the field is shown. */
function ConditionControl({ definition, field, onConfigure }: Pick<FormFieldCardProps, 'definition' | 'field' | 'onConfigure'>) {
  const anchor = anchorOf('form', 'fields', field.name, 'condition');
  const controllers = listConditionControllers(definition.form, field.name);
  const current = controllers.find((c) => c.name === field.condition?.field);
  const valueId = `${idOf(anchor)}-value`;
  return (
    <AnchoredField anchor={anchor} label="顯示條件" htmlFor={idOf(anchor)} className="pw-span-2">
      <div className="pw-condition">
        <select
          id={idOf(anchor)}
          value={field.condition?.field ?? ''}
          onChange={(e) => {
            const controller = controllers.find((c) => c.name === e.target.value);
            onConfigure({ condition: controller && controller.values.length > 0 ? { field: controller.name, value: controller.values[0]! } : null });
          }}
        >
          <option value="">一律顯示</option>
          {controllers.map((c) => (
            <option key={c.name} value={c.name}>{`當「${c.title}」為…時才顯示`}</option>
          ))}
          {field.condition && !current ? <option value={field.condition.field}>{`（${field.condition.field}）`}</option> : null}
        </select>
        {field.condition && current ? (
          <select
            id={valueId}
            aria-label="條件值"
            value={JSON.stringify(field.condition.value)}
            onChange={(e) => onConfigure({ condition: { field: current.name, value: JSON.parse(e.target.value) as string | boolean } })}
          >
            {current.values.map((value) => (
              <option key={JSON.stringify(value)} value={JSON.stringify(value)}>
                {conditionValueText(value)}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      {controllers.length === 0 && !field.condition ? <div className="pw-muted pw-hint">需先有「單選選項」或「是／否」欄位，才能設定顯示條件。</div> : null}
    </AnchoredField>
  );
}

/** The settings that depend on the kind: options, lengths, limits, rows. */
function KindSettings({ field, onConfigure }: Pick<FormFieldCardProps, 'field' | 'onConfigure'>) {
  const at = (part: string) => anchorOf('form', 'fields', field.name, part);
  const number = (part: 'maxLength' | 'minimum' | 'maximum', label: string) => (
    <AnchoredField anchor={at(part)} label={label} htmlFor={idOf(at(part))}>
      <input
        id={idOf(at(part))}
        type="number"
        inputMode="numeric"
        value={typeof field.schema[part] === 'number' ? String(field.schema[part]) : ''}
        onChange={(e) => onConfigure({ [part]: numberOrNull(e.target.value) })}
      />
    </AnchoredField>
  );
  const widget = field.ui['ui:widget'];
  const rows = (field.ui['ui:options'] as { rows?: unknown } | undefined)?.rows;
  return (
    <>
      {field.kind === 'choice' || field.kind === 'multiChoice' ? (
        <AnchoredField anchor={at('options')} label="選項（每行一個）" htmlFor={idOf(at('options'))} className="pw-span-2">
          <ListTextInput id={idOf(at('options'))} multiline value={readFieldOptions(field.schema)} parse={parseLines} onChange={(options) => onConfigure({ options })} />
        </AnchoredField>
      ) : null}
      {['text', 'email', 'uri', 'cityDistrict'].includes(field.kind) ? number('maxLength', '長度上限（字）') : null}
      {field.kind === 'integer' ? (
        <>
          {number('minimum', '最小值')}
          {number('maximum', '最大值')}
        </>
      ) : null}
      {widget === 'textarea' ? (
        <AnchoredField anchor={at('rows')} label="顯示列數" htmlFor={idOf(at('rows'))}>
          <input id={idOf(at('rows'))} type="number" inputMode="numeric" min={1} value={typeof rows === 'number' ? String(rows) : ''} onChange={(e) => onConfigure({ rows: numberOrNull(e.target.value) })} />
        </AnchoredField>
      ) : null}
    </>
  );
}

/** The card. */
export function FormFieldCard(props: FormFieldCardProps) {
  const { definition, field, index, count, open, onToggle, onConfigure, onRename, onMove, onRemove } = props;
  const cardAnchor = anchorOf('form', 'fields', field.name);
  const at = (part: string) => anchorOf('form', 'fields', field.name, part);
  const title = typeof field.schema.title === 'string' && field.schema.title ? field.schema.title : '（未命名）';
  const faulty = useFaultsAt(cardAnchor).length > 0;
  const widgets = widgetsOfKind(field.kind);
  const widget = typeof field.ui['ui:widget'] === 'string' ? (field.ui['ui:widget'] as string) : '';
  const controller = field.condition ? listConditionControllers(definition.form, field.name).find((c) => c.name === field.condition!.field) : undefined;
  return (
    <div className={`pw-field-card${open ? ' open' : ''}${faulty ? ' faulty' : ''}`} data-anchor={cardAnchor} data-field={field.name}>
      <div className="pw-field-card-head">
        <button type="button" className="pw-field-card-toggle" aria-expanded={open} onClick={onToggle}>
          <Icon name={open ? 'caret down' : 'caret right'} />
          <span className="pw-field-index">{index + 1}.</span>
          <strong>{title}</strong>
          <span className="pw-muted pw-field-name">{field.name}</span>
        </button>
        <div className="pw-field-tags">
          <Label size="mini">{fieldKindLabel(field.kind)}</Label>
          {field.required ? (
            <Label size="mini" color="red" basic>
              必填
            </Label>
          ) : null}
          {field.condition ? (
            <Label size="mini" color="blue" basic>
              {`條件：${controller?.title ?? field.condition.field}＝${conditionValueText(field.condition.value)}`}
            </Label>
          ) : null}
        </div>
        <RowControls name={`欄位「${title}」`} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
      <FaultNote anchor={cardAnchor} />
      {open ? (
        <div className="pw-field-card-body pw-grid pw-grid-2">
          <TextField anchor={at('title')} label="欄位標題" required value={field.schema.title} onChange={(v) => onConfigure({ title: v })} />
          <FieldKeyInput definition={definition} field={field} onRename={onRename} />
          <AnchoredField anchor={at('kind')} label="類型" htmlFor={idOf(at('kind'))}>
            <select id={idOf(at('kind'))} value={field.kind} onChange={(e) => onConfigure({ kind: e.target.value as Exclude<FieldKind, 'custom'> })}>
              {field.kind === 'custom' ? (
                <option value="custom" disabled>
                  {fieldKindLabel('custom')}
                </option>
              ) : null}
              {Object.entries(FIELD_KINDS).map(([kind, spec]) => (
                <option key={kind} value={kind}>
                  {spec.label}
                </option>
              ))}
            </select>
          </AnchoredField>
          <AnchoredField anchor={at('widget')} label="輸入元件" htmlFor={idOf(at('widget'))}>
            <select id={idOf(at('widget'))} value={widget} disabled={widgets.length === 0} onChange={(e) => onConfigure({ widget: e.target.value as FormWidgetName })}>
              {widget && !widgets.includes(widget as FormWidgetName) ? <option value={widget}>{WIDGET_LABELS[widget as FormWidgetName] ?? widget}</option> : null}
              {!widget ? <option value="">（預設）</option> : null}
              {widgets.map((name) => (
                <option key={name} value={name}>
                  {WIDGET_LABELS[name]}
                </option>
              ))}
            </select>
          </AnchoredField>
          <TextField anchor={at('description')} label="填寫說明（顯示於欄位下方）" value={field.schema.description} onChange={(v) => onConfigure({ description: v })} className="pw-span-2" />
          <KindSettings field={field} onConfigure={onConfigure} />
          <AnchoredField anchor={at('required')} className="pw-checkbox-field">
            <Checkbox id={idOf(at('required'))} label="必填" checked={field.required} onChange={(_e, data) => onConfigure({ required: Boolean(data.checked) })} />
          </AnchoredField>
          <ConditionControl definition={definition} field={field} onConfigure={onConfigure} />
        </div>
      ) : null}
    </div>
  );
}
