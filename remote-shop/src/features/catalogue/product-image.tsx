import { useEffect, useRef, useState } from 'react';

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
  const image = useRef<HTMLImageElement>(null);
  // An adopted server image (hydration, issue 30) may have failed before React listened: a broken
  // image is complete with no size, and only a broken one refuses to decode (a picture without an
  // intrinsic size, such as some SVGs, decodes).
  useEffect(() => {
    const shown = image.current;
    if (shown?.complete && shown.naturalWidth === 0 && typeof shown.decode === 'function') {
      shown.decode().catch(() => setFailed(true));
    }
  }, []);
  if (!hasImage(url) || failed) {
    return <span className="image-placeholder" style={{ width: size, height: size }} aria-hidden="true" />;
  }
  return (
    <img
      ref={image}
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
