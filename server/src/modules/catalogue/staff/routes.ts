// Admin product calls (spec 002 §7 Products). Staff only: customers and dealers 403, anonymous 401.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../lib/schemas';
import { declareRoutes } from '../../../lib/declare-routes';
import type { FastifyRequest } from 'fastify';
import { formFiles, multipartForm } from '../../../lib/multipart-form';
import { ProductCreateForm, ProductUpdateForm } from './form-schemas';
import { IMAGE_FILES, type ProductForm } from './product-form';
import {
  AdminProductsQuery,
  AdminProductsResponse,
  BulkProductsBody,
  BulkProductsResponse,
  ProductIdParams,
  ProductImageParams,
} from './schemas';
import { CategoriesResponse, ProductItem } from '../schemas';

const FORM =
  'multipart/form-data: name, description, category (id), origin, base_price (whole rials), tax_rate (0–100, 2 decimals), ' +
  'stock, weight (kg, 1 decimal), is_active, is_featured; the repeated file field `images` (JPEG, PNG, GIF or WebP by ' +
  'content, at most 5 files of 5 MB; 413 past the size, 400 past the count, an SVG or a renamed executable or an image ' +
  'over 40 megapixels refused with details.images naming each); `existing_images` (JSON list of image ids to keep) and ' +
  '`image_order` (JSON list of {type: existing|new, src: image id or index of the new file, order, is_primary}). The ' +
  'first image is the primary one unless one is marked. Also accepted as JSON without files (toggles: is_active, is_featured).';

/** The validated fields and the image files of a product form. */
const productForm = (request: FastifyRequest): ProductForm => ({
  fields: request.body as Record<string, unknown>,
  images: formFiles(request),
});

const adminProductRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { adminProducts, catalogue } = app.services;
  const staff = declareRoutes(app, ['admin']);

  staff.get('/admin/products/', {
    summary: 'Products for staff: search, status, stock_filter, category, ordering; pages of 12; stat cards',
    querystring: AdminProductsQuery,
    response: { 200: AdminProductsResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => adminProducts.list(request.query),
  });

  staff.get('/admin/products/categories/', {
    summary: 'Product categories',
    response: { 200: CategoriesResponse, ...errorResponses(401, 403) },
    handler: async () => catalogue.categories(),
  });

  staff.post('/admin/products/', {
    summary: 'Create a product with at least one image',
    description: FORM,
    consumes: ['multipart/form-data'],
    body: ProductCreateForm,
    response: { 201: ProductItem, ...errorResponses(400, 401, 403, 413) },
    // the role before the form is read: nobody else uploads anything
    preValidation: [app.requireStaff, multipartForm(ProductCreateForm, IMAGE_FILES)],
    handler: async (request, reply) => reply.code(201).send(await adminProducts.create(productForm(request))),
  });

  staff.patch('/admin/products/:id/', {
    summary: 'Change a product: any fields, images kept, added, removed and reordered; or a toggle as JSON',
    description: FORM,
    consumes: ['multipart/form-data', 'application/json'],
    params: ProductIdParams,
    body: ProductUpdateForm,
    response: { 200: ProductItem, ...errorResponses(400, 401, 403, 404, 409, 413) },
    // the role before the form is read: nobody else uploads anything
    preValidation: [app.requireStaff, multipartForm(ProductUpdateForm, IMAGE_FILES)],
    handler: async (request) => adminProducts.update(request.params.id, productForm(request)),
  });

  staff.delete('/admin/products/:id/', {
    summary: 'Delete a product and its image files; 409 when it appears in orders (deactivate it instead)',
    params: ProductIdParams,
    response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request, reply) => {
      await adminProducts.remove(request.params.id);
      return reply.code(204).send(null);
    },
  });

  staff.delete('/admin/products/:id/remove-image/:imageId/', {
    summary: 'Remove one image and its files; the next becomes primary; 409 for the last image',
    params: ProductImageParams,
    response: { 200: ProductItem, ...errorResponses(400, 401, 403, 404, 409) },
    handler: async (request) => adminProducts.removeImage(request.params.id, request.params.imageId),
  });

  staff.post('/admin/products/bulk-actions/', {
    summary: 'activate, deactivate, feature, unfeature or delete the products; delete keeps those in orders',
    body: BulkProductsBody,
    response: { 200: BulkProductsResponse, ...errorResponses(400, 401, 403) },
    handler: async (request) => adminProducts.bulk(request.body),
  });
};

export default adminProductRoutes;
