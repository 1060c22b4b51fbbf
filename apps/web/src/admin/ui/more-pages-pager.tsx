import { Pager } from './list-pager';

/** A list page as the server tells it: where it is, its size and the total behind the filters. */
interface ListPage {
  page: number;
  pageSize: number;
  total: number;
}

/** The pager under a paged list, once the list has more than one page. */
export function MorePagesPager({ list, onPage }: { list: ListPage | undefined; onPage: (page: number) => void }) {
  if (!list || list.total <= list.pageSize) return null;
  return <Pager page={list.page} pageSize={list.pageSize} total={list.total} onPage={onPage} />;
}
