/** The pager under a list: the count and the pages (10 rows each unless told otherwise). */
import { Pagination } from 'semantic-ui-react';

/** Props of Pager. */
export interface PagerProps {
  page: number;
  totalPages: number;
  total: number;
  onPage: (page: number) => void;
}

/** Shows 共 N 筆 and, with more than one page, the page buttons. */
export function Pager({ page, totalPages, total, onPage }: PagerProps) {
  return (
    <div className="pw-pager" data-testid="pager">
      <span className="pw-pager-count">共 {total} 筆</span>
      {totalPages > 1 ? (
        <Pagination
          size="mini"
          activePage={page}
          totalPages={totalPages}
          siblingRange={1}
          boundaryRange={0}
          ellipsisItem={null}
          firstItem={null}
          lastItem={null}
          onPageChange={(_e, d) => onPage(Number(d.activePage))}
        />
      ) : null}
    </div>
  );
}
