import { useState } from 'react';

/** True for the URLs the spec says show no image at all: "-", empty or missing. */
export function hasImage(url: string | null | undefined): url is string {
  return Boolean(url && url.trim() !== '' && url !== '-');
}

interface Props {
  url?: string | null;
  alt: string;
  size: number;
  /** The page's main picture (the largest paint): fetched at once instead of lazily. */
  eager?: boolean;
}

/** A fixed-size image (no layout shift) that hides itself when the URL is missing or fails to load. */
export function ProductImage({ url, alt, size, eager = false }: Props) {
  const [failed, setFailed] = useState(false);
  if (!hasImage(url) || failed) {
    return <span className="image-placeholder" style={{ width: size, height: size }} aria-hidden="true" />;
  }
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
