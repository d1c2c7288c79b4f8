// The create/edit modal (spec 002 §3 Product, §5): the fields with their rules (product-form-values.ts), the
// images (product-images.tsx), and the save's upload progress. The server's field messages show under their
// fields, image messages above the images.
import { useEffect, useMemo, useState } from 'react';
import { Col, Input, Row, Select, Switch } from 'antd';
import type { FormikProps } from 'formik';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminProductKeys,
  adminProductsApi,
  errorText,
  productCategoriesQuery,
  type AdminProduct,
} from '@sefaresh/shared-api';
import { CATALOGUE_TEXT_LIMITS } from '@sefaresh/shared-api/rules';
import { FormField, MoneyInput, NumberInput } from '@sefaresh/shared-ui';
import { switchFieldProps, textFieldProps, touchedError, valueFieldProps } from '../../lib/formik-field';
import { UploadFormModal } from '../../components/catalogue-editing';
import { appendImages, existingImages, IMAGE_TEXTS, type FormImage } from './image-list';
import { FORM_TEXTS as F } from './form-messages';
import { ProductImages } from './product-images';
import {
  productFormBody,
  productFormSchema,
  productFormValues,
  type ProductFormValues,
} from './product-form-values';

export interface ProductFormModalProps {
  /** null: a new product; a product: edit it. */
  product: AdminProduct | null;
  open: boolean;
  onClose(saved?: AdminProduct): void;
}

const id = (field: keyof ProductFormValues) => `product-form-${field}`;

export function ProductFormModal({ product, open, onClose }: ProductFormModalProps) {
  const client = useQueryClient();
  const categories = useQuery(productCategoriesQuery());
  const [images, setImages] = useState<FormImage[]>([]);
  const [imageErrors, setImageErrors] = useState<string[]>([]);
  const initialValues = useMemo(() => productFormValues(product), [product]);

  useEffect(() => {
    if (!open) return;
    setImages(existingImages(product));
    setImageErrors([]);
  }, [open, product]);

  const save = async (values: ProductFormValues, onProgress: (fraction: number) => void) => {
    if (images.length === 0) {
      setImageErrors([IMAGE_TEXTS.required]);
      return;
    }
    const body = productFormBody(values);
    appendImages(body, images);
    const saved = await adminProductsApi.save(product?.id ?? null, body, onProgress);
    await client.invalidateQueries({ queryKey: adminProductKeys.all });
    onClose(saved);
  };

  const fields = (formik: FormikProps<ProductFormValues>) => {
    const error = (field: keyof ProductFormValues & string) => touchedError(formik, field);
    const text = (field: 'name' | 'origin' | 'description') => textFieldProps(formik, field, id(field));
    const value = <K extends keyof ProductFormValues & string>(field: K) =>
      valueFieldProps(formik, field, id(field));
    return (
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <FormField label={F.name} htmlFor={id('name')} required error={error('name')}>
            <Input {...text('name')} maxLength={CATALOGUE_TEXT_LIMITS.productName} />
          </FormField>
        </Col>
        <Col xs={24} md={12}>
          <FormField label={F.category} htmlFor={id('category')} required error={error('category')}>
            <Select
              {...value('category')}
              // no category yet is undefined to antd (null would be a chosen, empty value with no placeholder)
              value={formik.values.category ?? undefined}
              style={{ width: '100%' }}
              options={(categories.data ?? []).map((c) => ({
                value: c.id,
                label: c.name_fa || c.display_name,
              }))}
            />
          </FormField>
        </Col>
        <Col xs={24} md={8}>
          <FormField label={F.basePrice} htmlFor={id('base_price')} required error={error('base_price')}>
            <MoneyInput {...value('base_price')} />
          </FormField>
        </Col>
        <Col xs={12} md={8}>
          <FormField label={F.taxRate} htmlFor={id('tax_rate')} error={error('tax_rate')}>
            <NumberInput {...value('tax_rate')} step={0.01} />
          </FormField>
        </Col>
        <Col xs={12} md={8}>
          <FormField label={F.stock} htmlFor={id('stock')} required error={error('stock')}>
            <NumberInput {...value('stock')} grouped />
          </FormField>
        </Col>
        <Col xs={12} md={8}>
          <FormField label={F.weight} htmlFor={id('weight')} error={error('weight')}>
            <NumberInput {...value('weight')} step={0.1} />
          </FormField>
        </Col>
        <Col xs={12} md={8}>
          <FormField label={F.origin} htmlFor={id('origin')}>
            <Input {...text('origin')} maxLength={CATALOGUE_TEXT_LIMITS.productOrigin} />
          </FormField>
        </Col>
        <Col xs={12} md={4}>
          <FormField label={F.active} htmlFor={id('is_active')}>
            <Switch {...switchFieldProps(formik, 'is_active', id('is_active'))} />
          </FormField>
        </Col>
        <Col xs={12} md={4}>
          <FormField label={F.featured} htmlFor={id('is_featured')}>
            <Switch {...switchFieldProps(formik, 'is_featured', id('is_featured'))} />
          </FormField>
        </Col>
        <Col xs={24}>
          <FormField label={F.description} htmlFor={id('description')} error={error('description')}>
            <Input.TextArea
              {...text('description')}
              rows={3}
              maxLength={CATALOGUE_TEXT_LIMITS.productDescription}
            />
          </FormField>
        </Col>
      </Row>
    );
  };

  return (
    <UploadFormModal<ProductFormValues>
      open={open}
      title={product ? F.editTitle(product.name) : F.createTitle}
      onClose={() => onClose()}
      initialValues={initialValues}
      validationSchema={productFormSchema}
      onSave={save}
      onImageErrors={setImageErrors}
      failureText={(error) => errorText(error, { fallback: F.saveFailed })}
    >
      {(formik) => (
        <>
          {fields(formik)}
          <ProductImages
            open={open}
            images={images}
            onImages={setImages}
            errors={imageErrors}
            onErrors={setImageErrors}
          />
        </>
      )}
    </UploadFormModal>
  );
}
