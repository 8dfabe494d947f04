import { useMutation } from '@apollo/client/react';
import { Alert, Form, Input, Modal, Select, Space } from 'antd';
import { NumberInput } from '../common/number-input';
import { useState } from 'react';
import { CATEGORY_LIMITS, MESSAGES } from 'shared';
import { categorySchema, ruleOf } from 'shared/forms';
import { SaveCategoryDocument, type AdminCategoryFieldsFragment } from '../../generated/graphql';
import { CATEGORY_IMAGE_NUMS, categoryImageUrl } from './category-image';

/** The API's checks of SaveCategory's fields (shared's ruleOf over the `rules` schema). */
const RULES = {
  name: [ruleOf(categorySchema.entries.name)],
  order: [ruleOf(categorySchema.entries.order)],
  imageNum: [ruleOf(categorySchema.entries.imageNum)],
};

interface Props {
  /** The category to edit; null for a new one. */
  category: AdminCategoryFieldsFragment | null;
  /** Order proposed for a new category (after the last one). */
  nextOrder: number;
  /** Any category's image URL, to preview the illustrations. */
  sampleImageUrl: string | undefined;
  onClose(): void;
  /** Called with the API's message after a save it accepted. */
  onSaved(message: string): void;
}

interface Values {
  name: string;
  order: number | null;
  imageNum: number;
}

/** The new/edit category dialog: name, order and illustration, checked here and again by the API. */
export function CategoryDialog({ category, nextOrder, sampleImageUrl, onClose, onSaved }: Props) {
  const [form] = Form.useForm<Values>();
  const [saveCategory] = useMutation(SaveCategoryDocument);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const text = MESSAGES.adminCategories;

  const save = async (values: Values) => {
    setSaving(true);
    setProblem(null);
    try {
      const { data } = await saveCategory({
        variables: {
          input: {
            id: category?.id ?? null,
            name: values.name.trim(),
            order: values.order,
            imageNum: values.imageNum,
          },
        },
      });
      const answer = data?.saveCategory;
      if (!answer) throw new Error('no answer');
      if (answer.status) onSaved(answer.message);
      else setProblem(answer.message);
    } catch {
      setProblem(text.failed);
    } finally {
      setSaving(false);
    }
  };

  const imageOptions = CATEGORY_IMAGE_NUMS.map((num) => {
    const url = categoryImageUrl(category?.imageUrl ?? sampleImageUrl, num);
    return {
      value: num,
      label: (
        <Space size="small">
          {url && <img src={url} alt="" width={24} height={24} />}
          {text.imageOption(num)}
        </Space>
      ),
    };
  });

  return (
    <Modal
      open
      title={category ? text.editTitle(category.name) : text.newTitle}
      okText={saving ? MESSAGES.busy.saving : text.save}
      cancelText={text.cancel}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      maskClosable={!saving}
    >
      <Form
        noValidate
        form={form}
        layout="vertical"
        name="category"
        initialValues={{
          name: category?.name ?? '',
          order: category?.order ?? nextOrder,
          imageNum: category?.imageNum ?? 1,
        }}
        onFinish={(values) => void save(values)}
        disabled={saving}
      >
        <Form.Item label={text.fieldName} name="name" rules={RULES.name}>
          <Input maxLength={CATEGORY_LIMITS.nameMax + 10} autoComplete="off" />
        </Form.Item>
        <Form.Item label={text.fieldOrder} name="order" rules={RULES.order}>
          <NumberInput precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label={text.fieldImage} name="imageNum" rules={RULES.imageNum}>
          <Select options={imageOptions} aria-label={text.fieldImage} />
        </Form.Item>
      </Form>
      {saving && <Alert type="info" title={MESSAGES.busy.saving} />}
      {problem && <Alert type="error" showIcon title={problem} />}
    </Modal>
  );
}
