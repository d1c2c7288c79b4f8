// /admin/announcements (spec 002 §2–§5, §7–§9): stat cards (total, active, featured, this month),
// the search, date (week, month) and status filters kept in the address, the announcement cards with their
// toggles, gallery, edit and delete, and bulk activate / deactivate / delete over a selection. Publishing (an
// active announcement saved or activated for the first time) queues the new-arrival messages on the server.
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Card, Checkbox, Col, Flex, Row, Skeleton, Statistic, Typography } from 'antd';
import { errorText, type AdminAnnouncement, type AnnouncementBulkAction } from '@sefaresh/shared-api';
import { EmptyState, ErrorState, formatNumber } from '@sefaresh/shared-ui';
import { loadErrorText } from '../../lib/load-error';
import { AnnouncementCard } from './announcement-card';
import { AnnouncementFormModal } from './announcement-form-modal';
import { AnnouncementGalleryModal } from './announcement-gallery-modal';
import { AnnouncementsFilters } from './announcements-filters';
import { ANNOUNCEMENTS_TEXTS as T } from './messages';
import {
  useAdminAnnouncements,
  useAnnouncementChanges,
  type AnnouncementFlag,
} from './use-admin-announcements';
import {
  DEFAULT_FILTERS,
  listQuery,
  useAnnouncementFilters,
  type AnnouncementFilters,
} from './use-announcement-filters';
import { BulkActions } from '../../components/catalogue-editing';
import { PageHeading } from '../../components/page-heading';

type Feedback = { type: 'success' | 'error'; text: string } | null;

const STAT_KEYS = ['total', 'active', 'featured', 'this_month'] as const;
const BULK_ACTIONS: AnnouncementBulkAction[] = ['activate', 'deactivate', 'delete'];

export function AnnouncementsPage() {
  const navigate = useNavigate();
  const { filters, change: changeFilters } = useAnnouncementFilters();
  const list = useAdminAnnouncements(listQuery(filters));
  const changes = useAnnouncementChanges();
  const [selected, setSelected] = useState<number[]>([]);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [editing, setEditing] = useState<{ announcement: AdminAnnouncement | null } | null>(null);
  const [gallery, setGallery] = useState<AdminAnnouncement | null>(null);
  const busy = changes.remove.isPending || changes.bulk.isPending;

  const change = useCallback(
    (next: Partial<AnnouncementFilters>) => {
      changeFilters(next);
      setSelected([]);
    },
    [changeFilters],
  );
  const failed = (fallback: string) => (error: unknown) =>
    setFeedback({ type: 'error', text: errorText(error, { fallback }) });

  const onFlag = (id: number, flag: AnnouncementFlag, value: boolean) =>
    changes.setFlag.mutate({ id, flag, value }, { onError: failed(T.actionFailed) });
  const onDelete = (announcement: AdminAnnouncement) =>
    changes.remove.mutate(announcement.id, {
      onSuccess: () => {
        setSelected((s) => s.filter((id) => id !== announcement.id));
        setFeedback({ type: 'success', text: T.deleted });
      },
      onError: failed(T.actionFailed),
    });
  const onBulk = (action: AnnouncementBulkAction) => {
    if (selected.length === 0) {
      setFeedback({ type: 'error', text: T.noneSelected });
      return;
    }
    changes.bulk.mutate(
      { action, ids: selected },
      {
        onSuccess: (answer) => {
          setSelected([]);
          setFeedback({ type: 'success', text: answer.message });
        },
        onError: failed(T.bulkFailed),
      },
    );
  };

  const data = list.data;
  const results = data?.results ?? [];
  const filtered = filters.search !== '' || filters.date !== 'all' || filters.status !== 'all';
  const allSelected = results.length > 0 && results.every((a) => selected.includes(a.id));
  let body;
  if (list.isError && !list.isFetching && !data) {
    body = (
      <ErrorState
        title={T.loadError}
        message={loadErrorText(list.error, T.loadError)}
        onRetry={() => void list.refetch()}
        retryLabel={T.retry}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (results.length === 0) {
    body = (
      <EmptyState
        description={filtered ? T.noMatch : T.noAnnouncements}
        action={
          filtered ? <Button onClick={() => change(DEFAULT_FILTERS)}>{T.clearFilters}</Button> : undefined
        }
      />
    );
  } else {
    body = (
      <Row gutter={[16, 16]} aria-busy={list.isFetching}>
        {results.map((announcement) => (
          <Col key={announcement.id} xs={24} md={12} xl={8}>
            <AnnouncementCard
              announcement={announcement}
              busy={busy}
              selected={selected.includes(announcement.id)}
              onSelect={(id, on) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)))}
              onFlag={onFlag}
              onEdit={(a) => setEditing({ announcement: a })}
              onDelete={onDelete}
              onGallery={setGallery}
            />
          </Col>
        ))}
      </Row>
    );
  }

  return (
    <Flex vertical gap={16}>
      <PageHeading title={T.title}>
        <Button type="primary" onClick={() => setEditing({ announcement: null })}>
          {T.add}
        </Button>
        <Button onClick={() => navigate('/admin')}>{T.dashboard}</Button>
      </PageHeading>
      <Row gutter={[12, 12]}>
        {STAT_KEYS.map((key) => (
          <Col key={key} xs={12} md={6}>
            <Card size="small">
              <Statistic title={T.stats[key]} value={data ? formatNumber(data.stats[key]) : '—'} />
            </Card>
          </Col>
        ))}
      </Row>
      <AnnouncementsFilters filters={filters} onChange={change} />
      {feedback && (
        <Alert
          type={feedback.type}
          showIcon
          title={feedback.text}
          closable={{ onClose: () => setFeedback(null) }}
        />
      )}
      <Flex gap={8} wrap align="center" role="toolbar" aria-label={T.bulkBar}>
        <Checkbox
          checked={allSelected}
          indeterminate={!allSelected && selected.length > 0}
          disabled={results.length === 0}
          onChange={(e) => setSelected(e.target.checked ? results.map((a) => a.id) : [])}
        >
          {T.selectAll}
        </Checkbox>
        <Typography.Text type="secondary">{T.selected(selected.length)}</Typography.Text>
        <BulkActions
          actions={BULK_ACTIONS}
          busy={busy}
          deleteConfirm={T.bulkDeleteConfirm(selected.length)}
          nothingSelected={selected.length === 0}
          onBulk={onBulk}
        />
      </Flex>
      {body}
      <AnnouncementFormModal
        open={editing !== null}
        announcement={editing?.announcement ?? null}
        onClose={() => setEditing(null)}
      />
      <AnnouncementGalleryModal announcement={gallery} onClose={() => setGallery(null)} />
    </Flex>
  );
}
