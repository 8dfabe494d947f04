import { useEffect, useRef, useState } from 'react';
import { MESSAGES, selectToken, useAppSelector } from 'shared';
import { useApiBaseUrl } from './api-base-url';
import type { ProductImageChange } from './product-form-values';
import { imageFileProblem, uploadProductImage } from './product-image-upload';

interface ChosenImage {
  previewUrl: string;
  /** Set once the API has the file. */
  uploadId: string | null;
}

/**
 * The picture of the product form. A chosen file is checked (type, size), previewed from memory
 * and uploaded at once; the save then sends its uploadId. 'Quitar imagen' drops the chosen file
 * or the current picture.
 */
export function useProductImage(currentUrl: string | null) {
  const token = useAppSelector(selectToken);
  const apiBaseUrl = useApiBaseUrl();
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [removed, setRemoved] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const lastRequest = useRef(0);
  const previewUrl = chosen?.previewUrl;

  // The object URL lives as long as its preview.
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const choose = async (file: File) => {
    const refusal = imageFileProblem(file);
    setProblem(refusal);
    if (refusal) return;
    const request = ++lastRequest.current;
    setChosen({ previewUrl: URL.createObjectURL(file), uploadId: null });
    setUploading(true);
    const answer = await uploadProductImage(file, token, apiBaseUrl);
    if (request !== lastRequest.current) return;
    setUploading(false);
    if (answer.ok) {
      setChosen((current) => current && { ...current, uploadId: answer.uploadId });
      setRemoved(false);
    } else {
      setChosen(null);
      setProblem(answer.message);
    }
  };

  const remove = () => {
    lastRequest.current += 1;
    setChosen(null);
    setUploading(false);
    setProblem(null);
    setRemoved(true);
  };

  const change: ProductImageChange = {
    imageUploadId: chosen?.uploadId ?? null,
    removeImage: removed && !chosen && currentUrl !== null,
  };
  const text = MESSAGES.adminProducts;
  let status: string | null = null;
  if (chosen?.uploadId) status = text.imageReady;
  else if (change.removeImage) status = text.imageRemoved;

  return {
    previewUrl: previewUrl ?? (removed ? null : currentUrl),
    uploading,
    problem,
    status,
    change,
    choose,
    remove,
  };
}

export type ProductImageState = ReturnType<typeof useProductImage>;
