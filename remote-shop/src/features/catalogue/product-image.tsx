import { useState } from 'react';

/** True for the URLs the spec says show no image at all: "-", empty or missing. */
export function hasImage(url: string | null | undefined): url is string {
  return Boolean(url && url.trim() !== '' && url !== '-');
}

/** A fixed-size image that hides itself when the URL is missing or fails to load. */
export function ProductImage({ url, alt, size }: { url?: string | null; alt: string; size: number }) {
  const [failed, setFailed] = useState(false);
  if (!hasImage(url) || failed) return <span className="image-placeholder" style={{ width: size, height: size }} />;
  return (
    <img
      src={url}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
