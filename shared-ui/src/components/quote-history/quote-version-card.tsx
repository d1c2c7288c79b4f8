// One quote version: its number, who priced it and when, its totals, how long it holds («منقضی شده»
// past it), its acceptance (version, time and the first 16 characters of the document's SHA-256) and its PDF.
import { useState } from 'react';
import { Button, Flex, Tag, Typography } from 'antd';
import type { QuoteVersionView as QuoteVersion } from './quote-types';
import { formatJalaliDate, formatJalaliDateTime, toPersianDigits } from '../../formatters';
import { saveBlob } from '../../hooks/save-blob';
import { BRAND_COLORS } from '../../theme/tokens';
import { PriceText } from '../price-text';
import { QUOTE_HISTORY_TEXTS as T } from './quote-texts';

export interface QuotePdfProps {
  /** The version's pre-invoice (the caller fetches it with the bearer token). */
  fetchPdf(version: QuoteVersion): Promise<Blob>;
  fileName(version: QuoteVersion): string;
  /** A failed download: the caller shows its text. */
  onFailed(error: unknown): void;
}

/** Past its valid_until: the server says so for the current version; an earlier one is past its date. */
export function versionExpired(v: QuoteVersion, now = Date.now()): boolean {
  return v.expired || (!v.is_current && !v.acceptance && Date.parse(v.valid_until) < now);
}

export function QuoteValidity({ version }: { version: QuoteVersion }) {
  const date = formatJalaliDate(version.valid_until);
  if (versionExpired(version))
    return (
      <Flex component="span" gap={6} wrap align="center" data-testid="quote-expired">
        <Tag color="red" style={{ marginInlineEnd: 0 }}>
          {T.expired}
        </Tag>
        <Typography.Text type="danger">{T.expiredOn(date)}</Typography.Text>
      </Flex>
    );
  return <Typography.Text>{T.validUntil(date)}</Typography.Text>;
}

export function AcceptanceLine({ acceptance }: { acceptance: NonNullable<QuoteVersion['acceptance']> }) {
  return (
    <Typography.Text type="success" data-testid="quote-acceptance" style={{ overflowWrap: 'anywhere' }}>
      {T.accepted(toPersianDigits(acceptance.version), formatJalaliDateTime(acceptance.accepted_at))}
      {' — '}
      {T.fingerprint}: <bdi dir="ltr">{acceptance.pdf_sha256.slice(0, 16)}</bdi>
    </Typography.Text>
  );
}

export interface QuoteVersionCardProps extends QuotePdfProps {
  version: QuoteVersion;
  official?: boolean;
}

export function QuoteVersionCard({
  version: v,
  official,
  fetchPdf,
  fileName,
  onFailed,
}: QuoteVersionCardProps) {
  const [busy, setBusy] = useState(false);
  const n = toPersianDigits(v.version);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await fetchPdf(v), fileName(v));
    } catch (error) {
      onFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <article
      aria-label={T.version(n)}
      data-version={v.version}
      style={{ border: `1px solid ${BRAND_COLORS.border}`, borderRadius: 8, padding: 12, minWidth: 0 }}
    >
      <Flex vertical gap={4}>
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>{T.version(n)}</Typography.Text>
          {v.is_current && <Tag color="blue">{T.current}</Tag>}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {T.pricedBy(v.priced_by_name, formatJalaliDateTime(v.created_at))}
          </Typography.Text>
        </Flex>
        <span>
          {official ? T.totalWithTax : T.total}:{' '}
          <PriceText value={official ? v.total_with_tax : v.quoted_total} strong />
        </span>
        <QuoteValidity version={v} />
        {v.acceptance && <AcceptanceLine acceptance={v.acceptance} />}
        <div>
          <Button size="small" onClick={download} loading={busy} aria-label={T.download(n)}>
            {T.download(n)}
          </Button>
        </div>
      </Flex>
    </article>
  );
}
