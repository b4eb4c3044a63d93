import {
  TablePagination as PagePicker,
  type TablePaginationProps as PagePickerProps,
} from '../../../components/table-pagination';
import { PAGE_SIZES } from '../user-table-state';

/** The pagination of the people tables: the sizes the user list offers, each change announced. */
export const USER_PAGINATION = { pageSizes: PAGE_SIZES, pageSizeLabel: 'Rows per page', announcePage: true };

type TablePaginationProps = Omit<PagePickerProps, keyof typeof USER_PAGINATION>;

/** Previous and next, where the reader is ('Page N of M'), and how many rows a page holds. */
export function TablePagination(props: TablePaginationProps) {
  return <PagePicker {...USER_PAGINATION} {...props} />;
}
