/** Adding or editing a department: name, type, parent (none for a top-level unit) and, when editing, state. */
import { useState } from 'react';
import { Dropdown, Form } from 'semantic-ui-react';
import type { DepartmentRecord } from '../../../../domain/admin/admin-records';
import { checkRequiredText, NAME_LIMITS } from '../../../../domain/admin/check-required-text';
import { collectSubtreeIds } from '../../../../domain/admin/department-tree';
import { AGENCY_DEPTYPE, DEPARTMENT_TYPES } from '../../../../domain/admin/department-types';
import { api } from '../../../api/client';
import { FieldErrorLabel } from '../../../shared/FieldErrorLabel';
import { fieldError } from '../../../shared/field-error';
import { FormDialog } from '../../../shared/FormDialog';
import { toast } from '../../../shared/toast';
import { useCheckedSubmit } from '../../../shared/use-checked-submit';
import { DepartmentSelect } from '../shared/DepartmentSelect';
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
  const [deptype, setDeptype] = useState(department?.deptype ?? parentType ?? AGENCY_DEPTYPE);
  const [parent, setParent] = useState<number | null>(department ? department.id_parent : parentId);
  const [state, setState] = useState(department?.state ?? 1);
  // A unit cannot move under itself or under a unit below it.
  const blocked = department ? new Set(collectSubtreeIds(flat.map((f) => f.node), department.id)) : new Set<number>();

  const { errors, busy, submit } = useCheckedSubmit(
    () => {
      const problem = checkRequiredText(depname, NAME_LIMITS.department);
      return problem ? { depname: problem } : {};
    },
    async () => {
      const name = depname.trim();
      // The server works the level out from the parent.
      const saved = department
        ? await api.patch<DepartmentRecord>('Group/Edit_Department', { id: department.id, depname: name, deptype, id_parent: parent, state })
        : await api.post<DepartmentRecord>('Group/Add_Department', { depname: name, id_parent: parent, deptype });
      toast.success(department ? '修改成功' : '新增成功');
      onSaved(saved);
    },
  );

  return (
    <FormDialog title={department ? '編輯部門' : '新增部門'} testId="department-form" busy={busy} onClose={onClose} onSubmit={() => void submit()} size="tiny" closeOnDimmerClick={false}>
      <Form.Input id="dep-name" label="部門名稱" required value={depname} onChange={(_e, d) => setDepname(String(d.value))} error={fieldError(errors.depname)} />
      <Form.Field>
        <label htmlFor="dep-type">部門類型</label>
        <Dropdown id="dep-type" selection fluid options={TYPE_OPTIONS} value={deptype} onChange={(_e, d) => setDeptype(String(d.value))} />
      </Form.Field>
      <Form.Field error={Boolean(errors.id_parent)}>
        <label htmlFor="dep-parent">上層部門</label>
        <DepartmentSelect id="dep-parent" flat={flat} clearable placeholder="無（頂層單位）" filter={(d) => !blocked.has(d.node.id)} value={parent} onChange={setParent} />
        <FieldErrorLabel message={errors.id_parent} />
      </Form.Field>
      {department ? (
        <Form.Group inline>
          <label>狀態</label>
          <Form.Radio label="啟用" checked={state === 1} onChange={() => setState(1)} />
          <Form.Radio label="停用" checked={state === 0} onChange={() => setState(0)} />
        </Form.Group>
      ) : null}
    </FormDialog>
  );
}
