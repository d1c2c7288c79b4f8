// The create/edit modal (spec 002 §3 Product, §5): the fields with their rules, images chosen with antd's Upload
// (checked per file, at most 5 new ones a save), reordered (the first is the primary) and removed, and the save's
// upload progress. The server's field messages show under their fields, image messages above the images.
import { useEffect, useState } from 'react';
import { Alert, Button, Col, Flex, Form, Input, Row, Select, Switch, Upload } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminProductKeys,
  adminProductsApi,
  errorText,
  productCategoriesQuery,
  type AdminProduct,
} from '@sefaresh/shared-api';
import { DEFAULT_TAX_RATE, IMAGE_UPLOAD } from '@sefaresh/shared-api/rules';
import { NumberInput } from '@sefaresh/shared-ui';
import {
  appendImages,
  checkSelection,
  existingImages,
  IMAGE_TEXTS,
  move,
  type FormImage,
} from './image-list';
import { UploadFormModal } from '../../components/catalogue-editing';
import { FORM_TEXTS as F } from './form-messages';

interface Values {
  name: string;
  description?: string;
  category?: number;
  origin?: string;
  base_price: number | null;
  tax_rate: number | null;
  stock: number | null;
  weight?: number | null;
  is_active: boolean;
  is_featured: boolean;
}

export interface ProductFormModalProps {
  /** null: a new product; a product: edit it. */
  product: AdminProduct | null;
  open: boolean;
  onClose(saved?: AdminProduct): void;
}

let serial = 0;

export function ProductFormModal({ product, open, onClose }: ProductFormModalProps) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const categories = useQuery(productCategoriesQuery());
  const [images, setImages] = useState<FormImage[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);

  useEffect(() => {
    if (!open) return;
    setImages(existingImages(product));
    setImageErrors([]);
    form.resetFields();
    form.setFieldsValue(
      product
        ? {
            name: product.name,
            description: product.description,
            category: product.category_id,
            origin: product.origin,
            base_price: Number(product.base_price),
            tax_rate: product.tax_rate ?? DEFAULT_TAX_RATE,
            stock: product.stock,
            weight: product.weight,
            is_active: product.is_active,
            is_featured: product.is_featured,
          }
        : { tax_rate: DEFAULT_TAX_RATE, is_active: true, is_featured: false, base_price: null, stock: null },
    );
  }, [open, product, form]);
  // previews of new files live until the modal closes; antd hands over the files of a selection one at a time
  const [previews] = useState<string[]>([]);
  const [pending] = useState<File[]>([]);
  useEffect(() => {
    if (open) return undefined;
    previews.splice(0).forEach((url) => URL.revokeObjectURL(url));
    return undefined;
  }, [open, previews]);

  const addFiles = (files: File[]) => {
    const room = IMAGE_UPLOAD.maxFiles - images.filter((img) => img.kind === 'new').length;
    const { accepted, errors } = checkSelection(files);
    if (accepted.length > room) errors.push(IMAGE_TEXTS.count);
    setImageErrors(errors);
    const added = accepted.slice(0, Math.max(0, room)).map<FormImage>((file) => {
      serial += 1;
      const url = URL.createObjectURL(file);
      previews.push(url);
      return { kind: 'new', key: `n${serial}`, file, url };
    });
    setImages((list) => [...list, ...added]);
  };

  const save = async (values: Values, onProgress: (fraction: number) => void) => {
    if (images.length === 0) {
      setImageErrors([IMAGE_TEXTS.required]);
      return;
    }
    const body = new FormData();
    for (const [key, value] of Object.entries(values))
      if (value !== undefined && value !== null) body.set(key, String(value));
    appendImages(body, images);
    const saved = await adminProductsApi.save(product?.id ?? null, body, onProgress);
    await client.invalidateQueries({ queryKey: adminProductKeys.all });
    onClose(saved);
  };

  return (
    <UploadFormModal
      form={form}
      open={open}
      title={product ? F.editTitle(product.name) : F.createTitle}
      onClose={() => onClose()}
      onSave={save}
      onImageErrors={setImageErrors}
      failureText={(error) => errorText(error, { fallback: F.saveFailed })}
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={F.name}
            rules={[{ required: true, whitespace: true, message: F.nameRequired }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="category"
            label={F.category}
            rules={[{ required: true, message: F.categoryRequired }]}
          >
            <Select
              options={(categories.data ?? []).map((c) => ({
                value: c.id,
                label: c.name_fa || c.display_name,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="base_price"
            label={F.basePrice}
            rules={[{ required: true, message: F.priceRequired }]}
          >
            <NumberInput min={0} precision={0} grouped />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="tax_rate" label={F.taxRate}>
            <NumberInput min={0} max={100} step={0.01} precision={2} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="stock" label={F.stock} rules={[{ required: true, message: F.stockRequired }]}>
            <NumberInput min={0} precision={0} grouped />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="weight" label={F.weight}>
            <NumberInput min={0} step={0.1} precision={1} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="origin" label={F.origin}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="is_active" label={F.active} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="is_featured" label={F.featured} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="description" label={F.description}>
            <Input.TextArea rows={3} maxLength={5000} />
          </Form.Item>
        </Col>
      </Row>
      <Flex vertical gap={8}>
        {imageErrors.length > 0 && <Alert type="error" showIcon title={imageErrors.join(' — ')} />}
        <Upload
          multiple
          accept={IMAGE_UPLOAD.types.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            if (pending.push(file) === 1) setTimeout(() => addFiles(pending.splice(0)), 0);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button>{F.chooseImages}</Button>
        </Upload>
        <ol
          aria-label={F.images}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
        >
          {images.map((img, index) => (
            <li key={img.key}>
              <Flex gap={8} align="center" wrap>
                <img
                  src={img.url}
                  alt={F.imageN(index + 1)}
                  style={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 4 }}
                />
                <span>{index === 0 ? F.primary : F.imageN(index + 1)}</span>
                <Button
                  size="small"
                  aria-label={F.up(index + 1)}
                  disabled={index === 0}
                  onClick={() => setImages((l) => move(l, index, -1))}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  aria-label={F.down(index + 1)}
                  disabled={index === images.length - 1}
                  onClick={() => setImages((l) => move(l, index, 1))}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  danger
                  aria-label={F.remove(index + 1)}
                  onClick={() => setImages((l) => l.filter((x) => x.key !== img.key))}
                >
                  {F.removeShort}
                </Button>
              </Flex>
            </li>
          ))}
        </ol>
      </Flex>
    </UploadFormModal>
  );
}
