/** Adding or editing a department: name, type, parent (none for a top-level unit) and, when editing, state. */
import { useState } from 'react';
import { Button, Dropdown, Form, Modal } from 'semantic-ui-react';
import type { DepartmentRecord } from '../../../../domain/admin/admin-records';
import { collectSubtreeIds } from '../../../../domain/admin/department-tree';
import { DEPARTMENT_TYPES } from '../../../../domain/admin/department-types';
import { rangeMessage, requiredMessage } from '../../../../domain/form-messages';
import { api } from '../../../api/client';
import { toast } from '../../../shared/toast';
import { DepartmentSelect } from '../shared/DepartmentSelect';
import { fieldError, serverFieldErrors } from '../../../shared/field-error';
import type { FlatDepartment } from '../shared/use-department-tree';

const TYPE_OPTIONS = Object.entries(DEPARTMENT_TYPES).map(([value, text]) => ({ key: value, value, text: `${text}（${value}）` }));

/** Props of DepartmentFormDialog. */
export interface DepartmentFormDialogProps {
  /** The department to edit; absent to add one under `parentId`. */
  department?: DepartmentRecord;
  parentId: number | null;
  flat: FlatDepartment[];
  onClose: () => void;
  onSaved: (d: DepartmentRecord) => void;
}

/** The dialog. */
export function DepartmentFormDialog({ department, parentId, flat, onClose, onSaved }: DepartmentFormDialogProps) {
  const parentType = flat.find((d) => d.node.id === parentId)?.node.deptype;
  const [depname, setDepname] = useState(department?.depname ?? '');
  const [deptype, setDeptype] = useState(department?.deptype ?? parentType ?? '4');
  const [parent, setParent] = useState<number | null>(department ? department.id_parent : parentId);
  const [state, setState] = useState(department?.state ?? 1);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  // A unit cannot move under itself or under a unit below it.
  const blocked = department ? new Set(collectSubtreeIds(flat.map((f) => f.node), department.id)) : new Set<number>();

  const save = async () => {
    const name = depname.trim();
    const next = { depname: !name ? requiredMessage() : name.length > 100 ? rangeMessage(1, 100) : undefined };
    setErrors(next);
    if (next.depname) return;
    setBusy(true);
    try {
      const saved = department
        ? await api.patch<DepartmentRecord>('Group/Edit_Department', { id: department.id, depname: name, deptype, id_parent: parent, state })
        : await api.post<DepartmentRecord>('Group/Add_Department', { depname: name, id_parent: parent, deptype, dep_level: (flat.find((d) => d.node.id === parent)?.node.dep_level ?? 0) + 1 });
      toast.success(department ? '修改成功' : '新增成功');
      onSaved(saved);
    } catch (e) {
      setErrors((old) => ({ ...old, ...serverFieldErrors(e) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open size="tiny" onClose={onClose} closeOnDimmerClick={false} data-testid="department-form-dialog">
      <Modal.Header>{department ? '編輯部門' : '新增部門'}</Modal.Header>
      <Modal.Content>
        <Form noValidate loading={busy} onSubmit={save}>
          <Form.Input id="dep-name" label="部門名稱" required value={depname} onChange={(_e, d) => setDepname(String(d.value))} error={fieldError(errors.depname)} />
          <Form.Field>
            <label htmlFor="dep-type">部門類型</label>
            <Dropdown id="dep-type" selection fluid options={TYPE_OPTIONS} value={deptype} onChange={(_e, d) => setDeptype(String(d.value))} />
          </Form.Field>
          <Form.Field error={Boolean(errors.id_parent)}>
            <label htmlFor="dep-parent">上層部門</label>
            <DepartmentSelect id="dep-parent" flat={flat} clearable placeholder="無（頂層單位）" filter={(d) => !blocked.has(d.node.id)} value={parent} onChange={setParent} />
            {errors.id_parent ? <div className="ui pointing above prompt label" role="alert">{errors.id_parent}</div> : null}
          </Form.Field>
          {department ? (
            <Form.Group inline>
              <label>狀態</label>
              <Form.Radio label="啟用" checked={state === 1} onChange={() => setState(1)} />
              <Form.Radio label="停用" checked={state === 0} onChange={() => setState(0)} />
            </Form.Group>
          ) : null}
        </Form>
      </Modal.Content>
      <Modal.Actions>
        <Button basic content="取消" onClick={onClose} />
        <Button primary content="儲存" loading={busy} onClick={save} data-testid="department-form-save" />
      </Modal.Actions>
    </Modal>
  );
}
