// An order's quote history, the same on the customer's page, staff's editor and the dealer's view: the
// current version with its validity, acceptance and PDF; where there is more than one version, what changed since
// the one before and the earlier versions with their PDFs.
import type { ReactNode } from 'react';
import { Card, Collapse, Flex } from 'antd';
import type { QuoteVersionView as QuoteVersion } from './quote-types';
import { toPersianDigits } from '../../formatters';
import { QuoteChanges } from './quote-changes';
import { QUOTE_HISTORY_TEXTS as T } from './quote-texts';
import { QuoteVersionCard, type QuotePdfProps } from './quote-version-card';

export interface QuoteHistoryProps extends QuotePdfProps {
  /** Newest first, as GET /api/orders/{id}/quotes/ answers them. */
  versions: readonly QuoteVersion[];
  official?: boolean;
  /** Shown above the versions (a revision request, an action). */
  children?: ReactNode;
}

export function QuoteHistory({ versions, official, children, ...pdf }: QuoteHistoryProps) {
  if (versions.length === 0) return null;
  const [latest, ...earlier] = versions;
  const previous = earlier[0];
  return (
    <Card title={T.title} size="small" data-testid="quote-history">
      <Flex vertical gap={12}>
        {children}
        <QuoteVersionCard version={latest} official={official} {...pdf} />
        {previous && (
          <QuoteChanges
            changes={latest.changes}
            title={T.changesTitle(toPersianDigits(previous.version), toPersianDigits(latest.version))}
          />
        )}
        {earlier.length > 0 && (
          <Collapse
            size="small"
            items={[
              {
                key: 'earlier',
                label: `${T.earlier} (${toPersianDigits(earlier.length)})`,
                children: (
                  <Flex vertical gap={8}>
                    {earlier.map((v) => (
                      <QuoteVersionCard key={v.version} version={v} official={official} {...pdf} />
                    ))}
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}
