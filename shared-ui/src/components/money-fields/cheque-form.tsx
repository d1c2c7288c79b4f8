// The cheque registration of customers and staff: the 16-digit Sayad id, bank, drawer, due date in the Persian
// calendar, amount, the instalment it secures (default: the oldest open one) and an optional picture. A refused
// send keeps everything typed and chosen; the server's field errors go under their fields. The caller sends
// (shared-api's registerCheque) and reads a refusal (chequeRefusal): shared-ui knows no endpoint.
import { useId, useState } from 'react';
import { Alert, Button, Flex, Input, Progress, Row, Typography, Upload } from 'antd';
import { useFormik } from 'formik';
import { CHEQUE_FIELD_MAX_LENGTH, RECEIPT_ACCEPT, SAYAD_ID_LENGTH } from '@sefaresh/shared-api/rules';
import { formatFileSize } from '../../formatters/files';
import { toPersianDigits } from '../../formatters/digits';
import { PersianDatePicker } from '../../date-picker/persian-date-picker';
import { FormField } from '../form-field';
import { LTR_INPUT_STYLE } from '../ltr';
import { MoneyInput } from '../money-input';
import type { InstalmentView } from '../receivables/receivable-types';
import {
  chequeSchema,
  initialCheque,
  toChequePayload,
  type ChequePayload,
  type ChequeValues,
} from './cheque-values';
import { formikGrid } from './formik-grid';
import { InstalmentSelect } from './instalment-select';
import { CHEQUE_FORM_TEXTS as T, MONEY_FIELD_TEXTS } from './money-field-texts';

type ChequeFormField = keyof ChequeValues | 'picture';

export interface ChequeFormProps {
  schedule: readonly InstalmentView[];
  /** Sends the cheque (onProgress gets 0–1 while a picture goes up); resolves once it is registered. */
  register(
    payload: ChequePayload,
    picture: File | null,
    onProgress: (fraction: number) => void,
  ): Promise<unknown>;
  /** A refusal's sentence and the fields it names. */
  refusalOf(error: unknown): { text: string; fields: Partial<Record<ChequeFormField, string>> };
  /** The problem of a chosen picture, checked before anything is sent (null: fine). */
  checkPicture?(file: File): string | null;
  onRegistered(): void;
  onCancel?(): void;
}

/** Room for a Sayad id typed in groups of four. */
const SAYAD_INPUT_LENGTH = SAYAD_ID_LENGTH + 6;

export function ChequeForm({
  schedule,
  register,
  refusalOf,
  checkPicture,
  onRegistered,
  onCancel,
}: ChequeFormProps) {
  const idPrefix = useId();
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const formik = useFormik<ChequeValues>({
    initialValues: initialCheque(schedule),
    validationSchema: chequeSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      setPercent(picture ? 0 : null);
      try {
        await register(toChequePayload(values), picture, (f) => setPercent(Math.round(f * 100)));
        helpers.resetForm({ values: initialCheque(schedule) });
        setPicture(null);
        onRegistered();
      } catch (error) {
        const { text, fields } = refusalOf(error);
        const { picture: pictureRefused, ...perField } = fields;
        if (pictureRefused) setPictureProblem(pictureRefused);
        helpers.setErrors(perField);
        setFailure(text);
      } finally {
        setPercent(null);
      }
    },
  });
  const sending = formik.isSubmitting;

  const grid = formikGrid(formik, idPrefix, sending);
  const text = (field: 'sayad_id' | 'bank' | 'drawer_name', maxLength: number) => ({
    ...grid.control(field),
    name: field,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    maxLength,
  });
  const field = grid.column;

  const choosePicture = (file: File) => {
    const problem = checkPicture?.(file) ?? null;
    setPictureProblem(problem);
    setPicture(problem ? null : file);
  };

  return (
    <form noValidate aria-label={T.formLabel} onSubmit={formik.handleSubmit}>
      <Typography.Paragraph type="secondary">{T.hint}</Typography.Paragraph>
      <Row gutter={16}>
        {field(
          'sayad_id',
          T.sayadId,
          <Input
            {...text('sayad_id', SAYAD_INPUT_LENGTH)}
            inputMode="numeric"
            autoComplete="off"
            style={LTR_INPUT_STYLE}
          />,
        )}
        {field('bank', T.bank, <Input {...text('bank', CHEQUE_FIELD_MAX_LENGTH.bank)} />)}
        {field(
          'drawer_name',
          T.drawerName,
          <Input {...text('drawer_name', CHEQUE_FIELD_MAX_LENGTH.drawer_name)} />,
        )}
        {field('due_date', T.dueDate, <PersianDatePicker {...grid.day('due_date')} />)}
        {field('amount', T.amount, <MoneyInput {...grid.valued<string>('amount')} />)}
        {schedule.length > 0 &&
          field(
            'instalment_id',
            MONEY_FIELD_TEXTS.instalment,
            <InstalmentSelect
              id={grid.idOf('instalment_id')}
              schedule={schedule}
              value={formik.values.instalment_id}
              onChange={(value) => void formik.setFieldValue('instalment_id', value)}
              disabled={sending}
              error={grid.errorOf('instalment_id')}
            />,
            false,
          )}
      </Row>

      <FormField
        label={T.picture}
        htmlFor={`${idPrefix}-picture`}
        error={pictureProblem ?? undefined}
        marginBottom={12}
      >
        <Flex gap={8} align="center" wrap>
          <Upload
            accept={RECEIPT_ACCEPT}
            maxCount={1}
            showUploadList={false}
            disabled={sending}
            beforeUpload={(file) => {
              choosePicture(file as File);
              return false;
            }}
          >
            <Button id={`${idPrefix}-picture`} disabled={sending}>
              {T.choosePicture}
            </Button>
          </Upload>
          {picture && (
            <>
              <Typography.Text ellipsis style={{ minWidth: 0, maxWidth: '100%' }}>
                {picture.name} ({formatFileSize(picture.size)})
              </Typography.Text>
              <Button
                size="small"
                danger
                disabled={sending}
                onClick={() => setPicture(null)}
                aria-label={T.removePicture(picture.name)}
              >
                ×
              </Button>
            </>
          )}
        </Flex>
      </FormField>

      {percent !== null && (
        <Progress
          percent={percent}
          status="active"
          format={(p) => `${toPersianDigits(p ?? 0)}٪`}
          aria-label={T.sending}
        />
      )}
      {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}

      <Flex gap={8} justify="flex-end">
        {onCancel && (
          <Button onClick={onCancel} disabled={sending}>
            {T.cancel}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={sending}>
          {T.send}
        </Button>
      </Flex>
    </form>
  );
}
