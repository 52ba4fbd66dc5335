/** /systemManage/userManage (37): agency and company users in two tabs. */
import { useState } from 'react';
import { Header, Menu } from 'semantic-ui-react';
import type { Basefrom } from '../../../domain/admin/admin-records';
import { useDocumentTitle } from '../../app/use-document-title';
import { ListState } from '../../shared/ListState';
import { useDepartmentTree } from './shared/use-department-tree';
import { UserListPanel } from './users/UserListPanel';
import './admin.css';

/** The user-management screen. */
export default function UserManagePage() {
  useDocumentTitle('使用者管理');
  const [tab, setTab] = useState<Basefrom>('GOV');
  const tree = useDepartmentTree();
  return (
    <div className="pw-admin" data-testid="user-manage">
      <div className="pw-page-header">
        <Header as="h2">使用者管理</Header>
      </div>
      <Menu tabular>
        <Menu.Item name="機關使用者" active={tab === 'GOV'} onClick={() => setTab('GOV')} />
        <Menu.Item name="廠商使用者" active={tab === 'PUB'} onClick={() => setTab('PUB')} />
      </Menu>
      <ListState loading={tree.isLoading} error={tree.error} onRetry={() => void tree.refresh()}>
        {/* Keyed so each tab keeps its own filters. */}
        <UserListPanel key={tab} origin={tab} flat={tree.flat} />
      </ListState>
    </div>
  );
}
