import type { ListState } from '@portal/list-state';
import type { TablePaging } from './tableTypes';

/** The table paging of a list whose page state `useListState` keeps, for a result of `total` rows. */
export function listPaging(
  list: Pick<ListState, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>,
  total: number,
  pageSizes: readonly number[],
): TablePaging {
  return {
    total,
    page: list.page,
    pageSize: list.pageSize,
    pageSizes,
    onPageChange: list.setPage,
    onPageSizeChange: list.setPageSize,
  };
}
