import { useFormik } from 'formik';
import { Alert, Button, ConfigProvider, Flex, Input, Modal } from 'antd';
import { FormField, useFlash } from '@sefaresh/shared-ui';
import { fieldErrorsFor, serverErrorText, useAuthStore } from '@sefaresh/shared-api';
import { profileApi } from '@sefaresh/shared-api';
import { PROFILE_MESSAGES as T } from './messages';
import { CHANGE_PASSWORD_FIELDS, changePasswordSchema, type ChangePasswordValues } from './profile-schema';

const EMPTY: ChangePasswordValues = { current_password: '', new_password: '', confirm_password: '' };

export interface ChangePasswordModalProps {
  open: boolean;
  onClose: () => void;
  /** After a successful change (the modal has closed). */
  onChanged: () => void;
}

export function ChangePasswordModal({ open, onClose, onChanged }: ChangePasswordModalProps) {
  const { flash, show, clear } = useFlash();
  const formik = useFormik<ChangePasswordValues>({
    initialValues: EMPTY,
    validationSchema: changePasswordSchema,
    onSubmit: async (values, helpers) => {
      clear();
      try {
        const answer = await profileApi.changePassword({
          current_password: values.current_password,
          new_password: values.new_password,
        });
        // The server revokes the old refresh tokens; a fresh pair, when sent, keeps this device signed in.
        const tokens = answer && typeof answer === 'object' ? answer.tokens : undefined;
        if (tokens && typeof tokens.access === 'string' && typeof tokens.refresh === 'string') {
          useAuthStore.getState().setTokens(tokens);
        }
        helpers.resetForm();
        onClose();
        onChanged();
      } catch (error) {
        helpers.setErrors(fieldErrorsFor(error, CHANGE_PASSWORD_FIELDS));
        show('error', serverErrorText(error) ?? T.passwordChangeFailed);
      }
    },
  });

  const close = () => {
    if (formik.isSubmitting) return;
    formik.resetForm();
    clear();
    onClose();
  };

  const fieldError = (field: keyof ChangePasswordValues) =>
    formik.touched[field] && formik.errors[field] ? formik.errors[field].split('\n') : undefined;
  const passwordProps = (field: keyof ChangePasswordValues, autoComplete: string) => ({
    id: `change-${field}`,
    name: field,
    autoComplete,
    value: formik.values[field],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    status: fieldError(field) ? ('error' as const) : undefined,
    'aria-invalid': Boolean(fieldError(field)),
  });

  return (
    <Modal
      open={open}
      title={T.changePassword}
      onCancel={close}
      footer={null}
      mask={{ closable: !formik.isSubmitting }}
      closable={!formik.isSubmitting}
      destroyOnHidden
    >
      {flash && <Alert type="error" showIcon title={flash.text} role="alert" style={{ marginBottom: 16 }} />}
      <form onSubmit={formik.handleSubmit} noValidate aria-label={T.changePassword}>
        <ConfigProvider componentDisabled={formik.isSubmitting}>
          <FormField
            label={T.currentPassword}
            htmlFor="change-current_password"
            required
            error={fieldError('current_password')}
          >
            <Input.Password {...passwordProps('current_password', 'current-password')} />
          </FormField>
          <FormField
            label={T.newPassword}
            htmlFor="change-new_password"
            required
            error={fieldError('new_password')}
          >
            <Input.Password
              {...passwordProps('new_password', 'new-password')}
              placeholder={T.newPasswordPlaceholder}
            />
          </FormField>
          <FormField
            label={T.confirmPassword}
            htmlFor="change-confirm_password"
            required
            error={fieldError('confirm_password')}
          >
            <Input.Password {...passwordProps('confirm_password', 'new-password')} />
          </FormField>
          <Flex gap={8} justify="flex-end">
            <Button htmlType="button" onClick={close}>
              {T.cancel}
            </Button>
            <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
              {T.changePassword}
            </Button>
          </Flex>
        </ConfigProvider>
      </form>
    </Modal>
  );
}
