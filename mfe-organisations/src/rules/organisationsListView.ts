import { PAGE_SIZES } from '@portal/contract';
import type { ListViewOptions } from '@portal/list-state/pure';

/** docs/product.md "Numbers": 25, 50 or 100 organisations a page, 25 at first. */
export const ORGANISATIONS_LIST_VIEW: ListViewOptions = { defaultPageSize: 25, pageSizes: PAGE_SIZES };
