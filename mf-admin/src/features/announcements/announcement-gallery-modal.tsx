// The gallery modal (spec 002 §2): every image of an announcement in the order staff set, at display size; a click
// opens antd's viewer over the whole set (zoom, previous/next).
import { Flex, Image, Modal } from 'antd';
import type { AdminAnnouncement } from '@sefaresh/shared-api';
import { ANNOUNCEMENTS_TEXTS as T } from './messages';

export interface AnnouncementGalleryModalProps {
  announcement: AdminAnnouncement | null;
  onClose(): void;
}

export function AnnouncementGalleryModal({ announcement, onClose }: AnnouncementGalleryModalProps) {
  return (
    <Modal
      open={announcement !== null}
      title={announcement ? T.gallery(announcement.title) : undefined}
      onCancel={onClose}
      footer={null}
      width={820}
      destroyOnHidden
    >
      <Image.PreviewGroup>
        <Flex wrap gap={12} justify="center">
          {announcement?.images.map((img, index) => (
            <Image
              key={img.id}
              src={img.image}
              alt={T.imageN(index + 1)}
              width={240}
              height={180}
              style={{ objectFit: 'cover', borderRadius: 6 }}
            />
          ))}
        </Flex>
      </Image.PreviewGroup>
    </Modal>
  );
}
