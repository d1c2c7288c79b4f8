// The price list of /admin/products: the .xlsx export (downloaded through the client, so the token stays in a
// header) and the import of an edited file, previewed (dry_run) or applied, with the upload's progress.
import { api } from '@sefaresh/shared-api/core';
import type { ApiResponseBody } from '../types';
import { uploadForm } from './upload';

export type PriceListImport = ApiResponseBody<'/api/admin/products/import/', 'post'>;
export type PriceListRow = PriceListImport['rows'][number];
export type PriceListProblem = PriceListImport['problems'][number];
export type PriceListChange = PriceListRow['changes'][number];

export const priceListApi = {
  /** GET admin/products/export/ → every product as an .xlsx. */
  exportXlsx: () => api.get('admin/products/export/', { timeout: false }).blob(),
  /**
   * POST admin/products/import/ with the file: with `dryRun` the preview (nothing changes), without it the file is
   * applied all or nothing (400 by cell when it has errors). onProgress gets 0–1 as the bytes go out.
   */
  importFile: (file: Blob, dryRun: boolean, onProgress?: (fraction: number) => void) => {
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'price-list.xlsx');
    return uploadForm<PriceListImport>(
      `admin/products/import/${dryRun ? '?dry_run=true' : ''}`,
      form,
      onProgress,
    );
  },
};
