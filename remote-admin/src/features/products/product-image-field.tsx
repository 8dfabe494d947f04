import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Space, Spin, Typography } from 'antd';
import { MESSAGES, VISUALLY_HIDDEN } from 'shared';
import { IMAGE_ACCEPT, IMAGE_MAX_MEGABYTES } from './product-image-upload';
import { ProductThumbnail } from './product-thumbnail';
import type { ProductImageState } from './use-product-image';

const INPUT_ID = 'product-image-file';

/** Picture of the product: preview, file input (checked before upload), 'Agregando...' and 'Quitar imagen'. */
export function ProductImageField({ image, disabled }: { image: ProductImageState; disabled: boolean }) {
  const text = MESSAGES.adminProducts;
  return (
    <Form.Item label={text.fieldImage} htmlFor={INPUT_ID} extra={text.imageHint(IMAGE_MAX_MEGABYTES)}>
      <div className="product-image-field">
        <div className="product-image-preview">
          {image.previewUrl ? (
            <ProductThumbnail key={image.previewUrl} url={image.previewUrl} size={160} alt={text.imagePreview} />
          ) : (
            <Typography.Text type="secondary">{text.noImage}</Typography.Text>
          )}
        </div>
        <Space orientation="vertical">
          {/* The browser's own file button speaks the browser's language: ours says it in Spanish. */}
          <input
            id={INPUT_ID}
            className="product-image-input"
            style={VISUALLY_HIDDEN}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={disabled}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void image.choose(file);
            }}
          />
          <label htmlFor={INPUT_ID} className="product-image-choose" aria-hidden="true">
            <UploadOutlined /> {image.previewUrl ? text.changeImage : text.chooseImage}
          </label>
          {image.uploading && (
            <Space role="status">
              <Spin size="small" />
              <Typography.Text>{MESSAGES.busy.adding}</Typography.Text>
            </Space>
          )}
          {image.status && <Typography.Text type="secondary">{image.status}</Typography.Text>}
          {image.previewUrl && (
            <Button icon={<DeleteOutlined aria-hidden="true" />} onClick={image.remove} disabled={disabled}>
              {text.removeImage}
            </Button>
          )}
        </Space>
      </div>
      {image.problem && <Alert type="error" showIcon title={image.problem} className="product-image-problem" />}
    </Form.Item>
  );
}
