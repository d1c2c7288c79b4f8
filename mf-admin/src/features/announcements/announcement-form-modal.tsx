// The create/edit modal (spec 002 §3 Announcement, §5, §8): title and description required; shipment date and
// estimated arrival in the Persian calendar (arrival not before shipment); origin; categories (the catalogue's, or
// typed); related products from the catalogue; images (lib/image-selection.ts limits; on edit no new files keep
// the current ones); active and featured. Sent as multipart with the upload's progress; the server's field
// messages show under their fields, and its text after 'error saving announcement'.
import { useEffect, useState } from 'react';
import { Alert, Col, Form, Input, Modal, Progress, Row, Select, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAnnouncementsApi,
  catalogueApi,
  errorText,
  isApiError,
  type AdminAnnouncement,
} from '@sefaresh/shared-api';
import { PersianDatePicker } from '@sefaresh/shared-ui';
import { AnnouncementImages } from './announcement-images';
import { FORM_TEXTS as F } from './messages';
import { RelatedProductsSelect } from './related-products-select';
import { announcementKeys } from './use-admin-announcements';

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
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const categories = useQuery({
    queryKey: ['admin', 'products', 'categories'],
    queryFn: catalogueApi.productCategories,
    enabled: open,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const shipment = Form.useWatch('shipment_date', form);

  useEffect(() => {
    if (!open) return;
    setFiles([]);
    setImageErrors([]);
    setFailure(null);
    setProgress(null);
    form.resetFields();
    form.setFieldsValue(initialValues(announcement));
  }, [open, announcement, form]);

  const save = async (values: Values) => {
    setFailure(null);
    setProgress(0);
    try {
      const saved = await adminAnnouncementsApi.save(
        announcement?.id ?? null,
        formBody(values, files),
        setProgress,
      );
      await client.invalidateQueries({ queryKey: announcementKeys.all });
      onClose(saved);
    } catch (error) {
      setProgress(null);
      const fields = isApiError(error) ? error.fieldErrors : {};
      form.setFields(
        Object.entries(fields)
          .filter(([name]) => name !== 'images')
          .map(([name, errors]) => ({ name: name as keyof Values, errors })),
      );
      if (fields.images?.length) setImageErrors(fields.images);
      const text = errorText(error, { fallback: '' });
      setFailure(text ? `${F.saveFailed}: ${text}` : F.saveFailed);
    }
  };

  const saving = progress !== null;
  return (
    <Modal
      open={open}
      title={announcement ? F.editTitle(announcement.title) : F.createTitle}
      onCancel={() => !saving && onClose()}
      okText={F.save}
      cancelText={F.cancel}
      onOk={() => form.submit()}
      okButtonProps={{ loading: saving }}
      width={760}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={save} disabled={saving}>
        <Row gutter={12}>
          <Col xs={24}>
            <Form.Item
              name="title"
              label={F.title}
              rules={[{ required: true, whitespace: true, message: F.titleRequired }]}
            >
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="description"
              label={F.description}
              rules={[{ required: true, whitespace: true, message: F.descriptionRequired }]}
            >
              <Input.TextArea rows={4} maxLength={5000} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="shipment_date" label={F.shipmentDate}>
              <PersianDatePicker />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="estimated_arrival" label={F.estimatedArrival}>
              <PersianDatePicker min={shipment ?? undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="origin_country" label={F.origin}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="product_categories" label={F.categories}>
              <Select
                mode="tags"
                placeholder={F.categoriesHint}
                options={(categories.data ?? []).map((c) => {
                  const name = c.name_fa || c.display_name;
                  return { value: name, label: name };
                })}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="related_products" label={F.products}>
              <RelatedProductsSelect known={announcement?.related_products_info ?? []} />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="is_active" label={F.active} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="is_featured" label={F.featured} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <AnnouncementImages
          current={announcement?.images ?? []}
          files={files}
          onFiles={setFiles}
          errors={imageErrors}
          onErrors={setImageErrors}
          disabled={saving}
        />
        {saving && <Progress percent={Math.round((progress ?? 0) * 100)} aria-label={F.uploading} />}
        {failure && <Alert type="error" showIcon title={failure} style={{ marginTop: 8 }} />}
      </Form>
    </Modal>
  );
}
