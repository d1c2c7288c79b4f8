// The create/edit modal (spec 002 §3 Announcement, §5, §8): title and description required; shipment date and
// estimated arrival in the Persian calendar (arrival not before shipment); origin; categories (the catalogue's, or
// typed); related products from the catalogue; images (lib/image-selection.ts limits; on edit no new files keep
// the current ones); active and featured. Sent as multipart with the upload's progress; the server's field
// messages show under their fields, and its text after 'error saving announcement'.
import { useEffect, useState } from 'react';
import { Col, Flex, Form, Input, Row, Select, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAnnouncementKeys,
  adminAnnouncementsApi,
  errorText,
  productCategoriesQuery,
  type AdminAnnouncement,
} from '@sefaresh/shared-api';
import { PersianDatePicker } from '@sefaresh/shared-ui';
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
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const categories = useQuery({ ...productCategoriesQuery(), enabled: open });
  const [files, setFiles] = useState<File[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const shipment = Form.useWatch('shipment_date', form);

  useEffect(() => {
    if (!open) return;
    setFiles([]);
    setImageErrors([]);
    form.resetFields();
    form.setFieldsValue(initialValues(announcement));
  }, [open, announcement, form]);

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

  return (
    <UploadFormModal
      form={form}
      open={open}
      title={announcement ? F.editTitle(announcement.title) : F.createTitle}
      onClose={() => onClose()}
      onSave={save}
      onImageErrors={setImageErrors}
      failureText={failureText}
    >
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
        <Col xs={24}>
          <Flex gap={24} wrap>
            {FLAGS.map(([name, label]) => (
              <Form.Item key={name} name={name} label={label} valuePropName="checked">
                <Switch />
              </Form.Item>
            ))}
          </Flex>
        </Col>
      </Row>
      <AnnouncementImages
        current={announcement?.images ?? []}
        files={files}
        onFiles={setFiles}
        errors={imageErrors}
        onErrors={setImageErrors}
      />
    </UploadFormModal>
  );
}
