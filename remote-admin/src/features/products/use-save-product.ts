import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { MESSAGES } from 'shared';
import { SaveProductDocument, type AdminProductFieldsFragment, type ProductInput } from '../../generated/graphql';

export interface SavedProduct {
  product: AdminProductFieldsFragment;
  message: string;
}

/** saveProduct with 'Guardando...' state; a refusal (or a failed call) becomes `problem`. */
export function useSaveProduct() {
  const [saveProduct] = useMutation(SaveProductDocument);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async (input: ProductInput): Promise<SavedProduct | null> => {
    setSaving(true);
    setProblem(null);
    try {
      const { data } = await saveProduct({ variables: { input } });
      const answer = data?.saveProduct;
      if (!answer) throw new Error('no answer');
      if (answer.status && answer.product) return { product: answer.product, message: answer.message };
      setProblem(answer.message);
    } catch {
      setProblem(MESSAGES.adminProducts.saveFailed);
    } finally {
      setSaving(false);
    }
    return null;
  };

  return { save, saving, problem };
}
