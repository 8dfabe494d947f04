import { useState } from 'react';

interface Props {
  url: string | null;
  size?: number;
  /** Empty in the list, where the name sits beside the picture. */
  alt?: string;
}

/** The product picture, small; nothing at all when there is none or it fails to load (spec 8). */
export function ProductThumbnail({ url, size = 48, alt = '' }: Props) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || url === '-' || failedUrl === url) return null;
  return (
    <img
      className="product-thumbnail"
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailedUrl(url)}
    />
  );
}
