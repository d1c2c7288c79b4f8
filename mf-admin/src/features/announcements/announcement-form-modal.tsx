// The create/edit modal (spec 002 §3 Announcement, §5, §8): title and description required; shipment date and
// estimated arrival in the Persian calendar (arrival not before shipment); origin; categories (the catalogue's, or
// typed); related products from the catalogue; images (lib/image-selection.ts limits; on edit no new files keep
// the current ones); active and featured. Sent as multipart with the upload's progress; the server's field
// messages show under their fields, and its text after 'error saving announcement'.
import { useEffect, useMemo, useState } from 'react';
import { Col, Flex, Input, Row, Select, Switch } from 'antd';
import type { FormikProps } from 'formik';
import * as yup from 'yup';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAnnouncementKeys,
  adminAnnouncementsApi,
  errorText,
  productCategoriesQuery,
  type AdminAnnouncement,
} from '@sefaresh/shared-api';
import { CATALOGUE_TEXT_LIMITS as LIMITS } from '@sefaresh/shared-api/rules';
import { FormField, PersianDatePicker } from '@sefaresh/shared-ui';
import { switchFieldProps, textFieldProps, touchedError, valueFieldProps } from '../../lib/formik-field';
import { UploadFormModal } from '../../components/catalogue-editing';
import { AnnouncementImages } from './announcement-images';
import { FORM_TEXTS as F } from './messages';
import { RelatedProductsSelect } from './related-products-select';

interface Values {
  title: string;
  description: string;
  shipment_date: string | null;
  estimated_arrival: string | null;
  origin_country: string;
  product_categories: string[];
  related_products: number[];
  is_active: boolean;
  is_featured: boolean;
}

const schema = yup.object({
  title: yup.string().trim().required(F.titleRequired),
  description: yup.string().trim().required(F.descriptionRequired),
});

const id = (field: keyof Values) => `announcement-form-${field}`;

/** The switches: active publishes the announcement (once) to customers and dealers. */
const FLAGS = [
  ['is_active', F.active],
  ['is_featured', F.featured],
] as const;

/** How the categories text is split into tags and joined back (the seeded texts use the Persian comma). */
const CATEGORY_SEPARATOR = /[،,]/;
const CATEGORY_JOINER = '، ';

function initialValues(a: AdminAnnouncement | null): Values {
  return {
    title: a?.title ?? '',
    description: a?.description ?? '',
    shipment_date: a?.shipment_date ?? null,
    estimated_arrival: a?.estimated_arrival ?? null,
    origin_country: a?.origin_country ?? '',
    product_categories: (a?.product_categories ?? '')
      .split(CATEGORY_SEPARATOR)
      .map((c) => c.trim())
      .filter(Boolean),
    related_products: a?.related_products ?? [],
    is_active: a?.is_active ?? true,
    is_featured: a?.is_featured ?? false,
  };
}

/** The multipart body: every field, and the files only when new ones were chosen. */
function formBody(values: Values, files: File[]): FormData {
  const body = new FormData();
  body.set('title', values.title.trim());
  body.set('description', values.description.trim());
  body.set('shipment_date', values.shipment_date ?? '');
  body.set('estimated_arrival', values.estimated_arrival ?? '');
  body.set('origin_country', values.origin_country?.trim() ?? '');
  body.set('product_categories', (values.product_categories ?? []).join(CATEGORY_JOINER));
  body.set('related_products', JSON.stringify(values.related_products ?? []));
  body.set('is_active', String(values.is_active));
  body.set('is_featured', String(values.is_featured));
  for (const file of files) body.append('images', file, file.name);
  return body;
}

export interface AnnouncementFormModalProps {
  /** null: a new announcement; an announcement: edit it. */
  announcement: AdminAnnouncement | null;
  open: boolean;
  onClose(saved?: AdminAnnouncement): void;
}

export function AnnouncementFormModal({ announcement, open, onClose }: AnnouncementFormModalProps) {
  const client = useQueryClient();
  const categories = useQuery({ ...productCategoriesQuery(), enabled: open });
  const [files, setFiles] = useState<File[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const initial = useMemo(() => initialValues(announcement), [announcement]);

  useEffect(() => {
    if (!open) return;
    setFiles([]);
    setImageErrors([]);
  }, [open]);

  const save = async (values: Values, onProgress: (fraction: number) => void) => {
    const body = formBody(values, files);
    const saved = await adminAnnouncementsApi.save(announcement?.id ?? null, body, onProgress);
    await client.invalidateQueries({ queryKey: adminAnnouncementKeys.all });
    onClose(saved);
  };
  const failureText = (error: unknown) => {
    const text = errorText(error, { fallback: '' });
    return text ? `${F.saveFailed}: ${text}` : F.saveFailed;
  };

  const fields = (formik: FormikProps<Values>) => {
    const error = (field: keyof Values & string) => touchedError(formik, field);
    const value = <K extends keyof Values & string>(field: K) => valueFieldProps(formik, field, id(field));
    return (
      <Row gutter={12}>
        <Col xs={24}>
          <FormField label={F.title} htmlFor={id('title')} required error={error('title')}>
            <Input {...textFieldProps(formik, 'title', id('title'))} maxLength={LIMITS.announcementTitle} />
          </FormField>
        </Col>
        <Col xs={24}>
          <FormField label={F.description} htmlFor={id('description')} required error={error('description')}>
            <Input.TextArea
              {...textFieldProps(formik, 'description', id('description'))}
              rows={4}
              maxLength={LIMITS.announcementDescription}
            />
          </FormField>
        </Col>
        <Col xs={24} md={8}>
          <FormField label={F.shipmentDate} htmlFor={id('shipment_date')} error={error('shipment_date')}>
            <PersianDatePicker {...value('shipment_date')} />
          </FormField>
        </Col>
        <Col xs={24} md={8}>
          <FormField
            label={F.estimatedArrival}
            htmlFor={id('estimated_arrival')}
            error={error('estimated_arrival')}
          >
            <PersianDatePicker
              {...value('estimated_arrival')}
              min={formik.values.shipment_date ?? undefined}
            />
          </FormField>
        </Col>
        <Col xs={24} md={8}>
          <FormField label={F.origin} htmlFor={id('origin_country')} error={error('origin_country')}>
            <Input
              {...textFieldProps(formik, 'origin_country', id('origin_country'))}
              maxLength={LIMITS.announcementOrigin}
            />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField
            label={F.categories}
            htmlFor={id('product_categories')}
            error={error('product_categories')}
          >
            <Select
              {...value('product_categories')}
              mode="tags"
              style={{ width: '100%' }}
              placeholder={F.categoriesHint}
              options={(categories.data ?? []).map((c) => {
                const name = c.name_fa || c.display_name;
                return { value: name, label: name };
              })}
            />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label={F.products} htmlFor={id('related_products')} error={error('related_products')}>
            <RelatedProductsSelect
              id={id('related_products')}
              value={formik.values.related_products}
              onChange={(ids) => void formik.setFieldValue('related_products', ids)}
              known={announcement?.related_products_info ?? []}
            />
          </FormField>
        </Col>
        <Col xs={24}>
          <Flex gap={24} wrap>
            {FLAGS.map(([name, label]) => (
              <FormField key={name} label={label} htmlFor={id(name)}>
                <Switch {...switchFieldProps(formik, name, id(name))} />
              </FormField>
            ))}
          </Flex>
        </Col>
      </Row>
    );
  };

  return (
    <UploadFormModal<Values>
      open={open}
      title={announcement ? F.editTitle(announcement.title) : F.createTitle}
      onClose={() => onClose()}
      initialValues={initial}
      validationSchema={schema}
      onSave={save}
      onImageErrors={setImageErrors}
      failureText={failureText}
    >
      {(formik) => (
        <>
          {fields(formik)}
          <AnnouncementImages
            current={announcement?.images ?? []}
            files={files}
            onFiles={setFiles}
            errors={imageErrors}
            onErrors={setImageErrors}
          />
        </>
      )}
    </UploadFormModal>
  );
}
