import { Button } from 'antd';
import { ListPaging as SharedListPaging, type ListPagingProps } from 'shared/ui';

/** The shop's paging (Primera / Anterior / "Página N de M" / Siguiente / Última) with antd's buttons. */
export function ListPaging({ className, ...props }: Omit<ListPagingProps, 'button'>) {
  return <SharedListPaging {...props} className={className ? `paging ${className}` : 'paging'} button={Button} />;
}
