// The price list's two buttons beside «add product»: the export (saved under the Persian file name of the rules
// module) and the import, which takes one .xlsx and opens the preview dialog.
import { useState } from 'react';
import { Alert, Button, Flex, Upload } from 'antd';
import { errorText, priceListApi } from '@sefaresh/shared-api';
import { exportFileName } from '@sefaresh/shared-api/rules';
import { saveBlob } from '@sefaresh/shared-ui';
import { ImportDialog } from './import-dialog';
import { PRICE_LIST_TEXTS as T } from './messages';

const XLSX_TYPES = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function PriceListActions() {
  const [exporting, setExporting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);

  const download = async () => {
    setExporting(true);
    setFailure(null);
    try {
      saveBlob(await priceListApi.exportXlsx(), exportFileName('price-list', new Date()));
    } catch (error) {
      setFailure(errorText(error, { fallback: T.exportFailed }));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Flex gap={8} wrap align="center">
      <Button loading={exporting} onClick={() => void download()}>
        {T.export}
      </Button>
      <Upload
        accept={XLSX_TYPES}
        showUploadList={false}
        maxCount={1}
        beforeUpload={(chosen) => {
          setFile(chosen);
          return false;
        }}
      >
        <Button>{T.import}</Button>
      </Upload>
      {failure && <Alert type="error" showIcon title={failure} />}
      <ImportDialog file={file} onClose={() => setFile(null)} />
    </Flex>
  );
}
