import type { ReactNode } from 'react';
import { Result } from 'antd';

export interface UnderConstructionProps {
  title?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}

/** A short notice for an area whose features are still being built. */
export function UnderConstruction({
  title = 'این بخش در حال ساخت است',
  description = 'امکانات این بخش به‌زودی در دسترس قرار می‌گیرد.',
  extra,
}: UnderConstructionProps) {
  return <Result status="info" title={title} subTitle={description} extra={extra} />;
}
