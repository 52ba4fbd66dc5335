/**
 * One record collection (投標廠商, 會議紀錄 …) as a table of its columns; while editing, records are added,
 * edited and deleted here and kept in the step's data under the collection's key.
 */
import { useState } from 'react';
import { Button, Confirm, Header, Icon, Segment, Table } from 'semantic-ui-react';
import type { FormErrorSchema } from '../../src/domain/steps/build-form-error-schema';
import type { JsonSchemaNode, RecordCollection } from '../../src/domain/steps/step-definition';
import { collectProperties } from '../../src/domain/steps/walk-form-schema';
import { formatFieldValue } from '../form-theme/format-field-value';
import { RecordEditorModal } from './RecordEditorModal';
import type { StepRecord } from './step-data';

/** Props of RecordCollectionTable. */
export interface RecordCollectionTableProps {
  collection: RecordCollection;
  records: StepRecord[];
  editable: boolean;
  /** Errors of this collection by record index ({ 0: { taxId: { __errors } } }), from the server or the check. */
  errors?: FormErrorSchema;
  onChange?: (records: StepRecord[]) => void;
}

function messagesOf(node: FormErrorSchema | undefined, fieldTitle: (field: string) => string): string[] {
  if (!node) return [];
  const own = node.__errors ?? [];
  const nested = Object.entries(node)
    .filter(([key]) => key !== '__errors')
    .flatMap(([field, child]) => (Array.isArray(child) ? [] : (child?.__errors ?? []).map((message) => `${fieldTitle(field)}：${message}`)));
  return [...own, ...nested];
}

/** The table of one collection with its add/edit/delete controls. */
export function RecordCollectionTable({ collection, records, editable, errors, onChange }: RecordCollectionTableProps) {
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const properties = collectProperties(collection.schema);
  const ui = (collection.uiSchema ?? {}) as Record<string, JsonSchemaNode | undefined>;
  const fieldTitle = (field: string) => {
    const title = properties.get(field)?.title;
    return typeof title === 'string' ? title : field;
  };
  const tableId = `records-${collection.key}`;
  return (
    <Segment className="pw-records" data-records={collection.key}>
      <div className="pw-records-header">
        <Header as="h3" size="small" id={tableId}>
          <Icon name="list" />
          <Header.Content>
            {collection.title}
            <span className="pw-muted pw-count">{`共 ${records.length} 筆`}</span>
          </Header.Content>
        </Header>
        {editable ? (
          <Button type="button" size="small" primary basic icon="plus" content={`新增${collection.title}`} onClick={() => setEditing({ index: null })} />
        ) : null}
      </div>
      {records.length === 0 ? (
        <p className="pw-muted pw-records-empty">尚無紀錄。</p>
      ) : (
        <div className="pw-table-scroll">
          <Table compact celled unstackable aria-labelledby={tableId}>
            <Table.Header>
              <Table.Row>
                <Table.HeaderCell collapsing>#</Table.HeaderCell>
                {collection.columns.map((column) => (
                  <Table.HeaderCell key={column.field}>{column.title}</Table.HeaderCell>
                ))}
                {editable ? <Table.HeaderCell collapsing>操作</Table.HeaderCell> : null}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {records.map((record, index) => {
                const rowErrors = messagesOf(errors?.[String(index)] as FormErrorSchema | undefined, fieldTitle);
                return (
                  <Table.Row key={index} error={rowErrors.length > 0}>
                    <Table.Cell collapsing>{index + 1}</Table.Cell>
                    {collection.columns.map((column) => {
                      const node = properties.get(column.field) ?? {};
                      const text = formatFieldValue(node, ui[column.field], record[column.field]);
                      return (
                        <Table.Cell key={column.field} textAlign={node.pattern ? 'right' : undefined}>
                          {text || <span className="pw-muted">—</span>}
                        </Table.Cell>
                      );
                    })}
                    {editable ? (
                      <Table.Cell collapsing>
                        <Button type="button" size="mini" basic icon="edit" aria-label={`編輯第 ${index + 1} 筆`} onClick={() => setEditing({ index })} />
                        <Button type="button" size="mini" basic negative icon="trash alternate outline" aria-label={`刪除第 ${index + 1} 筆`} onClick={() => setDeleting(index)} />
                      </Table.Cell>
                    ) : null}
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table>
        </div>
      )}
      {records.map((_, index) => {
        const rowErrors = messagesOf(errors?.[String(index)] as FormErrorSchema | undefined, fieldTitle);
        return rowErrors.length ? (
          <div key={index} className="ui basic red label pw-record-error" role="alert">
            {`第 ${index + 1} 筆：${rowErrors.join('；')}`}
          </div>
        ) : null;
      })}
      {editing ? (
        <RecordEditorModal
          collection={collection}
          record={editing.index === null ? null : (records[editing.index] ?? null)}
          onCancel={() => setEditing(null)}
          onSave={(record) => {
            const next = editing.index === null ? [...records, record] : records.map((r, i) => (i === editing.index ? record : r));
            setEditing(null);
            onChange?.(next);
          }}
        />
      ) : null}
      <Confirm
        open={deleting !== null}
        header="提醒您"
        content={deleting !== null ? `確定刪除${collection.title}第 ${deleting + 1} 筆？` : ''}
        cancelButton="取消"
        confirmButton="刪除"
        size="mini"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const index = deleting;
          setDeleting(null);
          if (index !== null) onChange?.(records.filter((_, i) => i !== index));
        }}
      />
    </Segment>
  );
}
