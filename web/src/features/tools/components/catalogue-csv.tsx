import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { exportTools } from '../api/export-tools';

/** Manage Products' way in and out of a spreadsheet: the catalogue as CSV, and the import page. */
export function CatalogueCsv() {
  const exporting = useMutation({ mutationFn: exportTools });
  return (
    <div className="toolbar">
      <button type="button" className="button button-secondary" onClick={() => exporting.mutate()} disabled={exporting.isPending}>
        Export CSV
      </button>
      <Link className="button button-secondary" to={paths.dashboard.importTools.getHref()}>
        Import CSV
      </Link>
    </div>
  );
}
